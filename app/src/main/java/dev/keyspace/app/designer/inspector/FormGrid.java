package dev.keyspace.app.designer.inspector;

import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

/**
 * A two-column form: a label, then its field. A text field commits when Enter is pressed or when it loses
 * the focus, and only when its text changed; the commit turns the text into an edit.
 */
final class FormGrid extends GridPane {

    private int row;

    FormGrid() {
        setHgap(8);
        setVgap(6);
        setPadding(new Insets(4, 0, 8, 0));
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(110);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setFillWidth(true);
        getColumnConstraints().addAll(labels, fields);
    }

    /** A section title across both columns. */
    void heading(String text) {
        Label heading = new Label(text);
        heading.getStyleClass().add("inspector-heading");
        add(heading, 0, row++, 2, 1);
    }

    void note(String text) {
        Label note = new Label(text);
        note.setWrapText(true);
        note.getStyleClass().add("inspector-note");
        add(note, 0, row++, 2, 1);
    }

    TextField text(String label, String id, String value, Consumer<String> commit) {
        TextField field = new TextField(value);
        field.setId(id);
        committing(field, value, commit);
        row(label, field);
        return field;
    }

    CheckBox check(String label, String id, boolean value, Consumer<Boolean> commit) {
        CheckBox box = new CheckBox();
        box.setId(id);
        box.setSelected(value);
        box.setOnAction(e -> commit.accept(box.isSelected()));
        row(label, box);
        return box;
    }

    void row(String label, Node field) {
        Label name = new Label(label);
        // a long label (an arrow named after its task) is cut to the column: the tooltip has it whole
        name.setTooltip(label.isEmpty() ? null : new javafx.scene.control.Tooltip(label));
        add(name, 0, row);
        add(field, 1, row++);
    }

    void full(Node node) {
        add(node, 0, row++, 2, 1);
    }

    /** Enter or leaving the field commits a changed text; Escape puts the committed text back. */
    static void committing(TextField field, String value, Consumer<String> commit) {
        committing(field, value, commit, () -> {});
    }

    /**
     * Enter or leaving the field commits a changed text, and Enter leaves the keyboard in the field. Escape
     * cancels only what is being typed: it puts back the value the field was built with (the model's: each
     * commit that changes the project rebuilds the form) and runs {@code cancelled}; with nothing being typed it
     * does nothing, so nothing committed is ever lost.
     */
    static void committing(TextField field, String value, Consumer<String> commit, Runnable cancelled) {
        String[] handed = {value};
        Runnable fire = () -> {
            if (!field.getText().equals(handed[0])) {
                handed[0] = field.getText();
                commit.accept(field.getText());
            }
        };
        field.setOnAction(e -> fire.run());
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                // a completion popup may take Enter for itself: commit what is typed anyway
                fire.run();
            } else if (e.getCode() == KeyCode.ESCAPE && !field.getText().equals(value)) {
                field.setText(value);
                field.end();
                handed[0] = value;
                cancelled.run();
                e.consume();
            }
        });
        // later, not inside the focus change: the field may be leaving the scene while the history notifies
        field.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                javafx.application.Platform.runLater(fire);
            }
        });
    }
}
