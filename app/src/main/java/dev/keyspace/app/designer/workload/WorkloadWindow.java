package dev.keyspace.app.designer.workload;

import dev.keyspace.app.designer.dialogs.DialogClosing;
import dev.keyspace.app.designer.dialogs.OwnerStyles;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Analyze > Workload…: every query and every write path of the project (insert, update of each attribute, delete of
 * each entity and relationship) with its rate and p99 target in the mix shown, and the mixes themselves. Each
 * committed field is one undoable edit of the workload; a text that is not a rate stays in its field, outlined, with
 * the reason under the table. The window follows every edit, an undo included, while it is shown.
 */
final class WorkloadWindow {

    private final Stage stage = new Stage();
    private final Editor editor;
    private final MixBar mixBar;
    private final TableView<RateRow> table = new TableView<>();
    private final Label problem = new Label();
    private final Label total = new Label();
    private final Map<Object, RateRow> rows = new HashMap<>();

    WorkloadWindow(Window owner, Editor editor, Runnable optimize) {
        this.editor = editor;
        this.mixBar = new MixBar(editor, stage);
        stage.initOwner(owner);
        stage.setTitle("Workload");
        editor.mix().chosenProperty().addListener((o, was, now) -> refresh());
        stage.setOnShown(e -> refresh());
        stage.setScene(new Scene(layout(optimize), 900, 640));
        stage.setOnShowing(e -> OwnerStyles.of(owner, stage.getScene()));
    }

    Stage stage() {
        return stage;
    }

    private VBox layout(Runnable optimize) {
        Label hint = new Label("How often the application runs each query and write, in operations a second, in the"
                + " mix shown (a named share of its traffic, such as browsing or bidding). An empty rate leaves the"
                + " statement out of the mix; p99 is an optional latency target in milliseconds. Enter or Tab commits"
                + " a field, Escape puts it back; Edit > Undo takes a change back. Analyze > Optimize… designs the"
                + " tables for a mix.");
        hint.getStyleClass().add("inspector-note");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        table.setId("workload-table");
        table.setEditable(false);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<RateRow, String> statement = new TableColumn<>("Statement");
        statement.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().statement().label()));
        statement.setPrefWidth(190);
        TableColumn<RateRow, String> kind = new TableColumn<>("Kind");
        kind.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().statement().isQuery() ? "query" : "write"));
        kind.setPrefWidth(60);
        TableColumn<RateRow, RateRow> rate = new TableColumn<>("Rate / s");
        rate.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        rate.setCellFactory(c -> new RateCell(RateRow.Part.RATE, this::commit));
        rate.setPrefWidth(110);
        TableColumn<RateRow, RateRow> p99 = new TableColumn<>("p99 ms");
        p99.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        p99.setCellFactory(c -> new RateCell(RateRow.Part.P99, this::commit));
        p99.setPrefWidth(110);
        TableColumn<RateRow, String> what = new TableColumn<>("What it is");
        what.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().statement().description()));
        what.setPrefWidth(380);
        List.of(statement, kind, rate, p99, what).forEach(c -> c.setSortable(false));
        table.getColumns().addAll(List.of(statement, kind, rate, p99, what));
        table.setPlaceholder(new Label("No query, entity or relationship yet: the workload rates their statements."));
        VBox.setVgrow(table, Priority.ALWAYS);
        problem.setId("workload-problem");
        problem.getStyleClass().add("inspector-error");
        problem.setWrapText(true);
        problem.setMinHeight(Region.USE_PREF_SIZE);
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        problem.visibleProperty().bind(problem.managedProperty());
        total.setId("workload-total");
        Button optimizeButton = new Button("Optimize for This Mix…");
        optimizeButton.setId("workload-optimize");
        optimizeButton.setOnAction(e -> optimize.run());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(8, total, gap, optimizeButton, DialogClosing.install(stage, "workload-close"));
        buttons.setAlignment(Pos.CENTER_LEFT);
        VBox root = new VBox(8, mixBar, hint, table, problem, buttons);
        root.setPadding(new Insets(12));
        return root;
    }

    /** Shows the project's statements and the current mix's rates; called when shown and on every revision. */
    void refresh() {
        if (!stage.isShowing() || editor.history().inGroup()) {
            return;
        }
        Workload workload = editor.project().analysis().workload();
        mixBar.show(workload);
        Mix mix = editor.mix().of(workload);
        List<RateRow> shown = new ArrayList<>();
        Map<Object, RateRow> kept = new HashMap<>();
        for (RatedStatement statement : RatedStatement.of(editor.project())) {
            RateRow row = rows.getOrDefault(statement.key(), new RateRow(statement));
            Optional<Demand> demand = statement.in(mix);
            row.show(statement, DemandText.rate(demand), DemandText.p99(demand));
            kept.put(statement.key(), row);
            shown.add(row);
        }
        rows.clear();
        rows.putAll(kept);
        if (!table.getItems().equals(shown)) {
            table.getItems().setAll(shown);
        }
        total.setText(String.format(
                java.util.Locale.ROOT,
                "%s in mix %s: %s operations a second",
                mix.queries().size() + mix.writes().size() == 1
                        ? "1 statement"
                        : (mix.queries().size() + mix.writes().size()) + " statements",
                mix.name(),
                DemandText.rate(Optional.of(Demand.perSecond(Math.round(mix.totalRate() * 100) / 100.0)))));
        showProblem();
    }

    /** Commits a row's text as one edit of the current mix, or keeps it in its field with why it cannot be. */
    private void commit(RateRow row, RateRow.Part part) {
        if (!row.typed(part)) {
            row.refusal(part).set("");
            showProblem();
            return;
        }
        String typed = row.text(part).get();
        RatedStatement statement = row.statement();
        try {
            Workload now = editor.project().analysis().workload();
            String mixName = editor.mix().name(now);
            Optional<Demand> demand = statement.in(editor.mix().of(now));
            Optional<Demand> changed = part == RateRow.Part.RATE
                    ? DemandText.withRate(demand, typed)
                    : Optional.of(DemandText.withP99(demand, typed));
            Workload next = statement.in(now, mixName, changed);
            if (next.equals(now) || editor.apply(new AnalysisEdit.SetWorkload(next))) {
                row.revert(part); // the model's own form of what was typed (25.0 reads 25)
            } else {
                row.refusal(part).set(editor.messageProperty().get());
            }
        } catch (EditRejectedException e) {
            row.refusal(part).set(e.getMessage());
        }
        showProblem();
    }

    /** The first refusal still standing, under the table, naming its statement. */
    private void showProblem() {
        problem.setText(table.getItems().stream()
                .flatMap(row -> java.util.stream.Stream.of(RateRow.Part.values())
                        .filter(part -> !row.refusal(part).get().isEmpty())
                        .map(part -> row.statement().label() + ", "
                                + (part == RateRow.Part.RATE ? "rate" : "p99 target") + ": "
                                + row.refusal(part).get()
                                + " (the text stays in its field: correct it, or Escape puts back the model's)"))
                .findFirst()
                .orElse(""));
    }
}
