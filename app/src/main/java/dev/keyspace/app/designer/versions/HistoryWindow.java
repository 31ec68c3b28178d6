package dev.keyspace.app.designer.versions;

import dev.keyspace.app.designer.dialogs.DialogClosing;
import dev.keyspace.app.designer.dialogs.OwnerStyles;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.cli.diff.DiffOutput;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.cluster.compare.SchemaComparison;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.VersionEdit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.versions.SchemaVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * File > Version History…: the marked versions, newest first, and a comparison of any two sides (a version or the
 * model now) with its changes listed. While the newer side is the model, the diagrams mark the elements added,
 * changed or renamed since the older side; closing the window takes the marks away. The window follows every edit
 * (an undo, a version marked or removed) while it is shown.
 */
final class HistoryWindow {

    private final Stage stage = new Stage();
    private final Editor editor;
    private final Consumer<Map<ElementId, String>> highlight;
    private final VersionList versions = new VersionList();
    private final ChangeList changes;
    private final ComboBox<Side> from = new ComboBox<>();
    private final ComboBox<Side> to = new ComboBox<>();
    private final Label summary = new Label();
    private final Button remove = new Button("Remove Version");
    private boolean filling;

    HistoryWindow(Window owner, Editor editor, Consumer<Map<ElementId, String>> highlight, Consumer<ElementId> reveal) {
        this.editor = editor;
        this.highlight = highlight;
        this.changes = new ChangeList(reveal);
        stage.initOwner(owner);
        stage.setTitle("Version History");
        from.setId("history-from");
        to.setId("history-to");
        summary.setId("history-summary");
        remove.setId("history-remove");
        remove.setOnAction(e -> removeSelected());
        remove.disableProperty()
                .bind(versions.table()
                        .getSelectionModel()
                        .selectedItemProperty()
                        .isNull());
        from.valueProperty().addListener((o, was, now) -> compareUnlessFilling());
        to.valueProperty().addListener((o, was, now) -> compareUnlessFilling());
        stage.setOnHidden(e -> highlight.accept(Map.of()));
        stage.setOnShown(e -> refresh());
        stage.setScene(new Scene(layout(), 1000, 680));
        // made with the window, before the window has its scene: its styles are taken when first shown
        stage.setOnShowing(e -> OwnerStyles.of(owner, stage.getScene()));
    }

    Stage stage() {
        return stage;
    }

    private VBox layout() {
        Label versionsTitle = new Label("Versions, newest first");
        versionsTitle.getStyleClass().add("inspector-heading");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox versionsBar = new HBox(8, versionsTitle, gap, remove);
        versionsBar.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(6, versionsBar, versions.table());
        VBox.setVgrow(versions.table(), Priority.ALWAYS);
        Label compareTitle = new Label("Compare");
        compareTitle.getStyleClass().add("inspector-heading");
        HBox sides = new HBox(8, compareTitle, from, new Label("with"), to, summary);
        sides.setAlignment(Pos.CENTER_LEFT);
        Label hint = new Label("While the model is compared, the diagrams outline what it added (green), changed"
                + " (amber) or renamed (purple). Double-click a change to show it.");
        hint.getStyleClass().add("inspector-note");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        VBox bottom = new VBox(6, sides, hint, changes.pane());
        VBox.setVgrow(changes.pane(), Priority.ALWAYS);
        SplitPane body = new SplitPane(top, bottom);
        body.setOrientation(Orientation.VERTICAL);
        body.setDividerPositions(0.3);
        Region closeGap = new Region();
        HBox.setHgrow(closeGap, Priority.ALWAYS);
        HBox buttons = new HBox(8, closeGap, DialogClosing.install(stage, "history-close"));
        VBox root = new VBox(8, body, buttons);
        VBox.setVgrow(body, Priority.ALWAYS);
        root.setPadding(new Insets(12));
        return root;
    }

    /** Re-reads the versions and compares again; called when shown and after every edit while shown. */
    void refresh() {
        if (!stage.isShowing() || editor.history().inGroup()) {
            return; // a drag's steps are not compared one by one
        }
        List<SchemaVersion> marked = editor.project().versions();
        versions.show(marked);
        List<Side> choices = new ArrayList<>();
        choices.add(Side.MODEL);
        for (int i = marked.size() - 1; i >= 0; i--) {
            choices.add(Side.of(marked.get(i).name()));
        }
        filling = true;
        try {
            Side older = keep(from.getValue(), choices, choices.size() > 1 ? choices.get(1) : Side.MODEL);
            Side newer = keep(to.getValue(), choices, Side.MODEL);
            from.getItems().setAll(choices);
            to.getItems().setAll(choices);
            from.setValue(older);
            to.setValue(newer);
        } finally {
            filling = false;
        }
        compare();
    }

    private static Side keep(Side chosen, List<Side> choices, Side otherwise) {
        return chosen != null && choices.contains(chosen) ? chosen : otherwise;
    }

    private void compareUnlessFilling() {
        if (!filling) {
            compare();
        }
    }

    /** Lists what changed from the older side to the newer, and marks it in the diagrams when the newer is the model. */
    private void compare() {
        Project project = editor.project();
        Optional<Project> older = Optional.ofNullable(from.getValue()).flatMap(s -> s.in(project));
        Optional<Project> newer = Optional.ofNullable(to.getValue()).flatMap(s -> s.in(project));
        if (older.isEmpty() || newer.isEmpty()) {
            changes.show(List.of(), Optional.empty());
            highlight.accept(Map.of());
            return;
        }
        List<SchemaChange> found = new SchemaComparison().compare(older.get(), newer.get(), true);
        Optional<ChangedElements> model =
                to.getValue().isModel() ? Optional.of(ChangedElements.in(project)) : Optional.empty();
        changes.show(found, model);
        summary.setText(found.isEmpty() ? "No differences" : DiffOutput.summary(found));
        highlight.accept(model.map(m -> m.marks(found)).orElse(Map.of()));
    }

    /** Forgets the selected version (one marked by mistake), as one edit that Undo brings back. */
    private void removeSelected() {
        versions.selected().ifPresent(version -> {
            if (editor.apply(new VersionEdit.Remove(version.name()))) {
                editor.report("Removed version " + version.name() + "; Edit > Undo brings it back");
            }
        });
    }
}
