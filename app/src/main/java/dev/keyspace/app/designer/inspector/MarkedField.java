package dev.keyspace.app.designer.inspector;

import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

/**
 * A text field that can be marked invalid: red border, the reason under it and as its tooltip. The field keeps
 * what the user typed, so a typo is corrected rather than typed again.
 */
final class MarkedField extends VBox {

    static final String INVALID = "invalid-field";

    private final TextField field;
    private final Label error = new Label();

    MarkedField(String id, String text) {
        field = new TextField(text);
        field.setId(id);
        error.setId(id + "-error");
        error.getStyleClass().add("inspector-error");
        error.setWrapText(true);
        getChildren().addAll(field, error);
        clear();
    }

    TextField field() {
        return field;
    }

    void mark(String reason) {
        error.setText(reason);
        error.setVisible(true);
        error.setManaged(true);
        field.setTooltip(new Tooltip(reason));
        if (!field.getStyleClass().contains(INVALID)) {
            field.getStyleClass().add(INVALID);
        }
    }

    void clear() {
        error.setText("");
        error.setVisible(false);
        error.setManaged(false);
        field.setTooltip(null);
        field.getStyleClass().remove(INVALID);
    }
}
