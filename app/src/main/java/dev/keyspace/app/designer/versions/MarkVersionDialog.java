package dev.keyspace.app.designer.versions;

import dev.keyspace.app.designer.dialogs.DialogClosing;
import dev.keyspace.app.designer.dialogs.OwnerStyles;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.VersionEdit;
import java.time.Clock;
import javafx.geometry.Insets;
import javafx.geometry.VPos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * File > Mark Version…: keeps the schema as it is now as a released version, with a name and a note. The mark is
 * one undoable edit; a name the edit refuses (taken, or holding '@') is said under the name and nothing is marked.
 */
final class MarkVersionDialog {

    private final Stage stage = new Stage();
    private final Editor editor;
    private final Clock clock;
    private final TextField name = new TextField();
    private final TextArea note = new TextArea();
    private final Label problem = new Label();

    MarkVersionDialog(Window owner, Editor editor, Clock clock) {
        this.editor = editor;
        this.clock = clock;
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("Mark Version");
        name.setId("version-name");
        name.setText(NextVersionName.after(editor.project().versions()));
        name.setPromptText("e.g. v1 or 2026.1");
        note.setId("version-note");
        note.setPromptText("What this release holds (optional)");
        note.setPrefRowCount(4);
        note.setWrapText(true);
        problem.setId("version-problem");
        problem.getStyleClass().add("inspector-error");
        problem.setWrapText(true);
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        name.textProperty().addListener((o, was, now) -> problem.setText(""));
        stage.setScene(OwnerStyles.of(owner, new Scene(layout(), 480, 270)));
        name.selectAll();
    }

    Stage stage() {
        return stage;
    }

    private VBox layout() {
        Button mark = new Button("Mark");
        mark.setId("version-mark");
        mark.setDefaultButton(true);
        mark.setOnAction(e -> mark());
        Button close = DialogClosing.install(stage, "version-cancel");
        close.setText("Cancel");
        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.addRow(0, label("Name", name), name);
        form.add(problem, 1, 1);
        Label noteLabel = label("Note", note);
        GridPane.setValignment(noteLabel, VPos.TOP);
        noteLabel.setPadding(new Insets(5, 0, 0, 0));
        form.addRow(2, noteLabel, note);
        GridPane.setHgrow(name, Priority.ALWAYS);
        GridPane.setHgrow(note, Priority.ALWAYS);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Label what = new Label("Keeps the schema as it is now under this name, to compare later ones with.");
        what.setWrapText(true);
        what.setMinHeight(Region.USE_PREF_SIZE);
        what.getStyleClass().add("inspector-note");
        VBox root = new VBox(10, what, form, new HBox(8, gap, mark, close));
        root.setPadding(new Insets(12));
        return root;
    }

    private static Label label(String text, javafx.scene.Node field) {
        Label label = new Label(text);
        label.setMinWidth(Region.USE_PREF_SIZE);
        label.setLabelFor(field);
        return label;
    }

    /** Marks the version and closes; a refused name is said in the dialog, which stays open. */
    void mark() {
        String typed = name.getText().strip();
        try {
            editor.history().apply(new VersionEdit.Mark(typed, note.getText(), clock.instant()));
        } catch (EditRejectedException refused) {
            problem.setText(Sentence.of(refused.getMessage()));
            name.requestFocus();
            return;
        }
        int tables = editor.project().version(typed).map(VersionList::tables).orElse(0);
        editor.report("Marked version " + typed + " (" + tables + (tables == 1 ? " table" : " tables")
                + "); Edit > Undo takes the mark back");
        stage.hide();
    }
}
