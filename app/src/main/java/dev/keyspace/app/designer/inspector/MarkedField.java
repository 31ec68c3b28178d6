package dev.keyspace.app.designer.inspector;

import java.util.Collection;
import java.util.function.Function;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import org.controlsfx.control.textfield.TextFields;

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

    /** Offers what {@code suggest} returns for the text typed so far in ControlsFX's completion popup. */
    MarkedField completing(Function<String, Collection<String>> suggest) {
        TextFields.bindAutoCompletion(field, request -> suggest.apply(request.getUserText()));
        return this;
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
