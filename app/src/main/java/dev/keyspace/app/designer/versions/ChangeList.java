package dev.keyspace.app.designer.versions;

import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;

/**
 * A comparison's changes, one line each (sign, kind, element, change, in place or not), beside the selected
 * change's details and statements in a read-only monospace text one can copy from. A double click on a change of
 * the model shows its element in the diagrams.
 */
final class ChangeList {

    private static final String NO_DIFFERENCES = "No differences.";

    private final TableView<SchemaChange> table = new TableView<>();
    private final Label placeholder = new Label(NO_DIFFERENCES);
    private final TextArea detail = new TextArea();
    private final SplitPane pane = new SplitPane(table, detail);
    private ChangedElements elements;

    ChangeList(java.util.function.Consumer<ElementId> reveal) {
        table.setId("history-changes");
        placeholder.setWrapText(true);
        table.setPlaceholder(placeholder);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        TableColumn<SchemaChange, String> sign =
                TextColumns.of("", 32, c -> String.valueOf(c.change().sign()));
        sign.setMinWidth(32);
        sign.setMaxWidth(32);
        table.getColumns().add(sign);
        table.getColumns().add(TextColumns.of("Kind", 60, SchemaChange::kind));
        table.getColumns().add(TextColumns.of("Element", 210, SchemaChange::element));
        table.getColumns().add(TextColumns.of("Change", 80, c -> c.change().word()));
        table.getColumns().add(TextColumns.of("In place", 80, c -> c.inPlace() ? "yes" : "no"));
        detail.setId("history-change-detail");
        detail.setEditable(false);
        detail.setWrapText(true);
        detail.getStyleClass().add("history-statements");
        detail.setPromptText("Choose a change to see its details and the statements it needs.");
        pane.setOrientation(Orientation.HORIZONTAL);
        pane.setDividerPositions(0.52);
        table.getSelectionModel()
                .selectedItemProperty()
                .addListener((o, was, now) -> detail.setText(now == null ? "" : ChangeText.of(now)));
        table.setOnMouseClicked(click -> {
            if (click.getClickCount() == 2 && elements != null) {
                selected().flatMap(elements::idOf).ifPresent(reveal);
            }
        });
    }

    SplitPane pane() {
        return pane;
    }

    /** Shows the changes; {@code model} names the elements of the model when the newer side is the model. */
    void show(List<SchemaChange> changes, Optional<ChangedElements> model) {
        placeholder.setText(NO_DIFFERENCES);
        elements = model.orElse(null);
        Optional<String> selected = selected().map(SchemaChange::element);
        table.getItems().setAll(changes);
        selected.flatMap(element -> changes.stream()
                        .filter(c -> c.element().equals(element))
                        .findFirst())
                .ifPresentOrElse(c -> table.getSelectionModel().select(c), () -> detail.setText(""));
    }

    /** No changes to show, and why (a comparison under way, or one that could not be made). */
    void clear(String why) {
        elements = null;
        table.getItems().clear();
        detail.setText("");
        placeholder.setText(why);
    }

    Optional<SchemaChange> selected() {
        return Optional.ofNullable(table.getSelectionModel().getSelectedItem());
    }
}
