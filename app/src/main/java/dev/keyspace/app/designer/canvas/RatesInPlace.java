package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.workload.DemandText;
import dev.keyspace.app.designer.workload.RatedStatement;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;

/**
 * The rates of the queries a workflow arrow runs, edited where the arrow is drawn: each query's rate a second and p99
 * target in the current mix. Enter (or a click elsewhere) makes every change one undoable edit of the workload; a text
 * that is not a rate stays in its field, marked with the reason, also said in the status line, and nothing changes;
 * Escape leaves the rates as they were.
 */
final class RatesInPlace {

    static final String ID = "diagram-rates-editor";
    static final String RATE = "diagram-rate";
    static final String P99 = "diagram-p99";
    private static final String INVALID = "invalid-field";
    private static final double BELOW_POINTER = 14;

    private final Editor editor;
    private final Popup popup = new Popup();
    private final List<Line> lines = new ArrayList<>();
    private final Label reason = new Label();
    private boolean done;

    /** One query's fields. */
    private record Line(RatedStatement statement, TextField rate, TextField p99) {}

    private RatesInPlace(Editor editor, List<Query> queries) {
        this.editor = editor;
        Workload workload = editor.project().analysis().workload();
        Mix mix = editor.mix().of(workload);
        Label title = new Label("Rates in mix " + mix.name());
        title.getStyleClass().add("inspector-heading");
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(4);
        grid.addRow(0, new Label(""), new Label("rate / s"), new Label("p99 ms"));
        for (Query query : queries) {
            RatedStatement statement = RatedStatement.of(query);
            Optional<Demand> demand = statement.in(mix);
            Line line = new Line(
                    statement,
                    field(RATE, DemandText.rate(demand), "not in mix", query),
                    field(P99, DemandText.p99(demand), "none", query));
            lines.add(line);
            grid.addRow(lines.size(), new Label(query.label()), line.rate(), line.p99());
        }
        reason.setId(ID + "-error");
        reason.getStyleClass().add("inspector-error");
        reason.setWrapText(true);
        reason.setMaxWidth(300);
        reason.setVisible(false);
        reason.managedProperty().bind(reason.visibleProperty());
        VBox box = new VBox(4, title, grid, reason);
        box.setId(ID);
        box.getStyleClass().addAll("type-in-place", "rates-in-place");
        box.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                commit();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                done = true;
                popup.hide();
            }
        });
        popup.getContent().add(box);
        popup.setAutoHide(true);
        popup.setHideOnEscape(false);
    }

    /** Opens the editor of {@code queries}' rates at {@code screen}, over {@code owner} (the diagram). */
    static void open(Editor editor, List<Query> queries, Point2D at, Node owner) {
        RatesInPlace editing = new RatesInPlace(editor, queries);
        // just below the pointer, so that the arrow's label, which it changes, stays in sight
        Point2D screen = at.add(-BELOW_POINTER, BELOW_POINTER);
        // a popup has a scene of its own: it takes the window's styles (the marks, the theme's overrides)
        if (owner.getScene() != null) {
            ((VBox) editing.popup.getContent().get(0))
                    .getStylesheets()
                    .setAll(owner.getScene().getStylesheets());
        }
        // a click elsewhere commits; a text that cannot be one stays open with its reason, never lost
        editing.popup.setOnAutoHide(e -> {
            if (!editing.done && !editing.commit()) {
                editing.popup.show(owner, screen.getX(), screen.getY());
            }
        });
        editing.popup.show(owner, screen.getX(), screen.getY());
        TextField first = editing.lines.get(0).rate();
        first.requestFocus();
        first.selectAll();
    }

    private static TextField field(String kind, String text, String prompt, Query query) {
        TextField field = new TextField(text);
        field.getStyleClass().add(kind);
        field.setUserData(query.label());
        field.setPromptText(prompt);
        field.setPrefColumnCount(7);
        return field;
    }

    /** Makes the changes as one edit, or marks why not; true when the editor is done with. */
    private boolean commit() {
        Workload now = editor.project().analysis().workload();
        Mix mix = editor.mix().of(now);
        String refused = "";
        for (Line line : lines) {
            unmark(line.rate());
            unmark(line.p99());
            RatedStatement statement = line.statement();
            Optional<Demand> rated;
            try {
                rated = DemandText.withRate(statement.in(mix), line.rate().getText());
            } catch (EditRejectedException e) {
                refused = refused.isEmpty() ? mark(line.rate(), statement, e) : refused;
                continue;
            }
            try {
                Optional<Demand> demand = rated.isEmpty()
                                && line.p99().getText().isBlank()
                        ? rated
                        : Optional.of(DemandText.withP99(rated, line.p99().getText()));
                mix = statement.in(mix, demand);
            } catch (EditRejectedException e) {
                refused = refused.isEmpty() ? mark(line.p99(), statement, e) : refused;
            }
        }
        if (refused.isEmpty()) {
            Workload next = now.with(mix);
            if (next.equals(now) || editor.apply(new AnalysisEdit.SetWorkload(next))) {
                done = true;
                popup.hide();
                return true;
            }
            refused = editor.messageProperty().get();
        } else {
            editor.tell(refused);
        }
        reason.setText(refused);
        reason.setVisible(true);
        return false;
    }

    private static String mark(TextField field, RatedStatement statement, EditRejectedException e) {
        String why = statement.label() + ": " + e.getMessage();
        field.getStyleClass().add(INVALID);
        field.setTooltip(new Tooltip(why));
        return why;
    }

    private static void unmark(TextField field) {
        field.getStyleClass().remove(INVALID);
        field.setTooltip(null);
    }
}
