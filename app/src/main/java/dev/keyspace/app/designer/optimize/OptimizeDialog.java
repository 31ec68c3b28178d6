package dev.keyspace.app.designer.optimize;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.app.designer.dialogs.DialogClosing;
import dev.keyspace.app.designer.dialogs.OwnerStyles;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.cli.optimize.SpaceSize;
import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.optimizer.DesignAdoption;
import dev.keyspace.optimizer.DesignText;
import dev.keyspace.optimizer.OptimizedDesign;
import dev.keyspace.optimizer.solve.CpSatSolver;
import dev.keyspace.optimizer.solve.SearchStop;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * Analyze > Optimize…: chooses the tables for a mix of the workload, as {@code ksd optimize} does, within an optional
 * space limit and by cost or by space first. The search runs on a worker thread while the dialog says so and the
 * window stays usable; Cancel stops a search running, and so does closing the dialog, leaving the project as it was. The result:
 * its totals against the current design, the kept tables (new or current) with the queries each serves and their
 * CQL, each read, each write, and why each other candidate was left out; Adopt Design applies it as one undoable
 * edit. A project without a workload is told how to give one.
 */
final class OptimizeDialog {

    private final Stage stage = new Stage();
    private final Editor editor;
    private final DesignSearch search;
    private final ComboBox<String> mixes = new ComboBox<>();
    private final TextField maxSpace = new TextField();
    private final ChoiceBox<CpSatSolver.Objective> objective = new ChoiceBox<>();
    private final Button optimize = new Button("Optimize");
    private final Button cancel = new Button("Cancel");
    private final VBox noWorkload = new VBox(6);
    private final ProgressIndicator working = new ProgressIndicator();
    private final Label status = new Label();
    private final Label totals = new Label();
    private final TableView<OptimizedDesign.Kept> tables = new TableView<>();
    private final TextArea cql = area("optimize-cql");
    private final TextArea reads = area("optimize-reads");
    private final TextArea writes = area("optimize-writes");
    private final TextArea leftOut = area("optimize-left-out");
    private final Button adopt = new Button("Adopt Design");
    /** The number of the latest search asked for; a result of any other is dropped. FX thread only. */
    private long latest;
    /** Stops the search running, if any. FX thread only. */
    private Optional<SearchStop> running = Optional.empty();
    /** The design shown and the project it was found for, while it may be adopted. */
    private Optional<Found> found = Optional.empty();

    private record Found(Project project, OptimizedDesign design) {}

    OptimizeDialog(Window owner, Editor editor, Runnable openWorkload, DesignSearch search) {
        this.editor = editor;
        this.search = search;
        stage.initOwner(owner);
        stage.setTitle("Optimize for a Mix");
        stage.setScene(new Scene(layout(openWorkload), 980, 700));
        stage.setOnShowing(e -> OwnerStyles.of(owner, stage.getScene()));
        stage.setOnShown(e -> refresh());
        stage.setOnHidden(e -> stopSearch());
    }

    Stage stage() {
        return stage;
    }

    private VBox layout(Runnable openWorkload) {
        mixes.setId("optimize-mix");
        mixes.valueProperty().addListener((o, was, now) -> {
            if (now != null && !now.equals(editor.mix().name(workload()))) {
                editor.mix().choose(now);
            }
        });
        maxSpace.setId("optimize-max-space");
        maxSpace.setPromptText("no limit (e.g. 500GB)");
        maxSpace.setPrefColumnCount(12);
        objective.setId("optimize-objective");
        objective.getItems().addAll(CpSatSolver.Objective.values());
        objective.setValue(CpSatSolver.Objective.COST);
        objective.setConverter(new StringConverter<>() {
            @Override
            public String toString(CpSatSolver.Objective o) {
                return o == CpSatSolver.Objective.SPACE ? "least space, then cost" : "least cost, then space";
            }

            @Override
            public CpSatSolver.Objective fromString(String text) {
                return null;
            }
        });
        optimize.setId("optimize-run");
        optimize.setDefaultButton(true);
        optimize.setOnAction(e -> run());
        cancel.setId("optimize-cancel");
        cancel.setOnAction(e -> {
            if (stopSearch()) {
                status.getStyleClass().remove("inspector-error");
                status.setText("Cancelled: the model is as it was. Optimize to search again.");
            }
        });
        cancel.visibleProperty().bind(working.visibleProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        HBox form = new HBox(
                8,
                new Label("Mix"),
                mixes,
                new Label("Max space"),
                maxSpace,
                new Label("Minimise"),
                objective,
                optimize);
        form.setAlignment(Pos.CENTER_LEFT);
        form.getChildren().forEach(n -> ((Region) n).setMinWidth(Region.USE_PREF_SIZE));

        Label none = new Label("This project has no workload yet. The optimizer weighs a design by how often each"
                + " query and write runs: give them rates in Analyze > Workload… (or a query's rate in the"
                + " inspector), then optimize.");
        none.setWrapText(true);
        none.setMinHeight(Region.USE_PREF_SIZE);
        Button open = new Button("Open Workload…");
        open.setId("optimize-open-workload");
        open.setOnAction(e -> openWorkload.run());
        noWorkload.getChildren().addAll(none, open);
        noWorkload.setId("optimize-no-workload");
        noWorkload.managedProperty().bind(noWorkload.visibleProperty());

        working.setId("optimize-working");
        working.setPrefSize(18, 18);
        working.setMaxSize(18, 18);
        working.setVisible(false);
        working.managedProperty().bind(working.visibleProperty());
        status.setId("optimize-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        HBox progress = new HBox(8, working, status, cancel);
        HBox.setHgrow(status, Priority.ALWAYS);
        status.setMaxWidth(Double.MAX_VALUE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        progress.setAlignment(Pos.CENTER_LEFT);
        totals.setId("optimize-totals");
        totals.setWrapText(true);
        totals.setMinHeight(Region.USE_PREF_SIZE);

        tables.setId("optimize-tables");
        tables.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        tables.setPlaceholder(new Label("Optimize to see the tables a mix keeps."));
        tables.getColumns()
                .addAll(List.of(
                        column("Table", 240, OptimizedDesign.Kept::name),
                        column("Kept as", 80, k -> k.current() ? "current" : "new"),
                        column("Kind", 130, k -> k.kind()
                                .toLowerCase(java.util.Locale.ROOT)
                                .replace('_', ' ')),
                        column(
                                "On disk",
                                100,
                                k -> SizingFigures.bytes(k.figures().spaceBytes())),
                        column("Serves", 200, DesignText::serves)));
        tables.getSelectionModel()
                .selectedItemProperty()
                .addListener((o, was, now) -> cql.setText(now == null ? "" : now.cql()));
        cql.setStyle("-fx-font-family: monospace;");
        SplitPane tablesTab = new SplitPane(tables, cql);
        tablesTab.setOrientation(Orientation.VERTICAL);
        tablesTab.setDividerPositions(0.55);
        TabPane result = new TabPane(
                tab("Tables", tablesTab), tab("Reads", reads), tab("Writes", writes), tab("Left Out", leftOut));
        result.setId("optimize-result");
        VBox.setVgrow(result, Priority.ALWAYS);

        adopt.setId("optimize-adopt");
        adopt.setDisable(true);
        adopt.setOnAction(e -> adopt());
        Label adoptNote = new Label("Adopting creates the new tables and links each query to where the design reads"
                + " it, in one step Edit > Undo takes back; no table is dropped.");
        adoptNote.getStyleClass().add("inspector-note");
        adoptNote.setWrapText(true);
        adoptNote.setMinWidth(0);
        HBox.setHgrow(adoptNote, Priority.ALWAYS);
        Button close = DialogClosing.install(stage, "optimize-close");
        adopt.setMinWidth(Region.USE_PREF_SIZE);
        close.setMinWidth(Region.USE_PREF_SIZE);
        HBox buttons = new HBox(8, adopt, adoptNote, close);
        buttons.setAlignment(Pos.CENTER_LEFT);
        VBox root = new VBox(8, form, noWorkload, progress, totals, result, buttons);
        root.setPadding(new Insets(12));
        return root;
    }

    /** Shows the workload's mixes, the current one chosen; says how to give a workload when there is none. */
    void refresh() {
        Workload workload = workload();
        List<String> names = workload.mixes().stream().map(Mix::name).toList();
        if (!mixes.getItems().equals(names)) {
            mixes.getItems().setAll(names);
        }
        mixes.setValue(workload.isEmpty() ? null : editor.mix().name(workload));
        noWorkload.setVisible(workload.isEmpty());
        if (!working.isVisible() && found.isEmpty() && status.getText().isEmpty()) {
            status.setText("Choose the mix, a space limit if there is one, and Optimize.");
        }
        mixes.setDisable(workload.isEmpty());
        optimize.setDisable(workload.isEmpty() || working.isVisible());
    }

    private void run() {
        Workload workload = workload();
        Optional<Mix> mix = Optional.ofNullable(mixes.getValue()).flatMap(workload::mix);
        if (mix.isEmpty()) {
            refused("Choose a mix of the workload to optimize for.");
            return;
        }
        OptionalLong space;
        try {
            space = maxSpace.getText().isBlank()
                    ? OptionalLong.empty()
                    : OptionalLong.of(new SpaceSize().convert(maxSpace.getText()));
        } catch (RuntimeException e) {
            refused("Max space: " + e.getMessage());
            return;
        }
        Project project = editor.project();
        CpSatSolver.Objective minimise = objective.getValue();
        long run = ++latest;
        SearchStop stop = new SearchStop();
        running = Optional.of(stop);
        found = Optional.empty();
        show(Optional.empty());
        adopt.setDisable(true);
        working.setVisible(true);
        optimize.setDisable(true);
        status.getStyleClass().remove("inspector-error");
        status.setText("Optimizing for mix " + mix.get().name() + ": finding the candidate tables, pricing them and"
                + " solving (at most " + DesignSearch.TIME_LIMIT.toSeconds() + " s for each objective)…");
        OwnThread.start("ksd-optimize", () -> search.find(project, mix.get(), space, minimise, stop))
                .whenComplete((design, failure) -> Platform.runLater(() -> {
                    if (run != latest) {
                        return;
                    }
                    running = Optional.empty();
                    working.setVisible(false);
                    refresh();
                    if (failure != null) {
                        Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                        refused("Not optimized: " + cause.getMessage());
                    } else if (design.isEmpty()) {
                        refused("No design serves every query of mix "
                                + mix.get().name()
                                + (space.isPresent() ? " within " + DesignText.space(space.getAsLong()) : "")
                                + ". Allow more space, or give fewer queries a rate.");
                    } else {
                        found = Optional.of(new Found(project, design.get()));
                        show(design);
                        adopt.setDisable(false);
                        status.setText("Found a design for mix " + mix.get().name() + ". Adopt Design makes it the"
                                + " model's; its tables and CQL are below.");
                    }
                }));
    }

    /** Stops the search running, whose result is then dropped; true when there was one. */
    private boolean stopSearch() {
        latest++;
        working.setVisible(false);
        Optional<SearchStop> stopped = running;
        running = Optional.empty();
        stopped.ifPresent(SearchStop::stop);
        if (stage.isShowing()) {
            refresh();
        }
        return stopped.isPresent();
    }

    private void show(Optional<OptimizedDesign> design) {
        totals.setText(design.map(DesignText::totals).orElse(""));
        tables.getItems().setAll(design.map(OptimizedDesign::tables).orElse(List.of()));
        if (!tables.getItems().isEmpty()) {
            tables.getSelectionModel().selectFirst();
        }
        reads.setText(design.map(DesignText::reads).orElse(""));
        writes.setText(design.map(DesignText::writes).orElse(""));
        leftOut.setText(design.map(DesignText::leftOut).orElse(""));
    }

    private void adopt() {
        if (found.isEmpty()) {
            return;
        }
        Project project = found.get().project();
        OptimizedDesign design = found.get().design();
        if (editor.project() != project) {
            refused("The model changed since this design was found: Optimize again before adopting it.");
            return;
        }
        long created = design.tables().stream().filter(k -> !k.current()).count();
        long linked = design.queries().stream()
                .filter(plan -> project.queries().stream()
                        .filter(q -> q.id().equals(plan.queryId()))
                        .map(Query::servedBy)
                        .noneMatch(served -> Objects.equals(served, Optional.of(plan.servingId()))))
                .count();
        if (editor.apply(DesignAdoption.of(project, design))) {
            found = Optional.empty();
            adopt.setDisable(true);
            String what = "Adopted the design optimized for mix " + design.mix() + ": " + created
                    + (created == 1 ? " new table" : " new tables") + ", " + linked
                    + (linked == 1 ? " query" : " queries") + " linked to where it reads. Edit > Undo takes it back.";
            editor.report(what);
            status.getStyleClass().remove("inspector-error");
            status.setText(what);
        } else if (!editor.messageProperty().get().isEmpty()) {
            refused("Not adopted: " + editor.messageProperty().get());
        } else {
            status.setText("The model already has this design: nothing to adopt.");
        }
    }

    private void refused(String reason) {
        if (!status.getStyleClass().contains("inspector-error")) {
            status.getStyleClass().add("inspector-error");
        }
        status.setText(reason);
    }

    private Workload workload() {
        return editor.project().analysis().workload();
    }

    private static TextArea area(String id) {
        TextArea area = new TextArea();
        area.setId(id);
        area.setEditable(false);
        area.setWrapText(false);
        return area;
    }

    private static Tab tab(String title, javafx.scene.Node content) {
        Tab tab = new Tab(title, content);
        tab.setClosable(false);
        return tab;
    }

    private static TableColumn<OptimizedDesign.Kept, String> column(
            String title, double width, java.util.function.Function<OptimizedDesign.Kept, String> text) {
        TableColumn<OptimizedDesign.Kept, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}
