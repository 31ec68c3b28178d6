package dev.keyspace.app.designer.inspector;

import java.util.Collection;
import java.util.function.Function;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.textfield.TextFields;

/**
 * A text field with one line under it that says the field's syntax, or, once the field is marked invalid, the
 * reason (red border, the reason also as the tooltip). The line is always there and one line high, so a
 * message never moves the fields below between a keystroke and the next click. The field keeps what the user
 * typed, so a typo is corrected rather than typed again. A field too narrow for a reason shows its hint and its reason
 * in the {@link RowMarks} of its row instead.
 */
final class MarkedField extends VBox {

    static final String INVALID = "invalid-field";

    private final TextField field;
    private final Label hint;
    private final Label error = new Label();
    /** The line under a row of fields that shows this field's reason instead of its own line, if any. */
    private RowMarks row;

    MarkedField(String id, String text, String syntax) {
        this(id, text, syntax, true);
    }

    /**
     * A field too narrow for its reason, side by side with others: its hint and its reason show in the {@link
     * RowMarks} under the row, not in a line of its own.
     */
    static MarkedField inRow(String id, String text, String syntax) {
        return new MarkedField(id, text, syntax, false);
    }

    private MarkedField(String id, String text, String syntax, boolean ownLine) {
        field = new TextField(text);
        field.setId(id);
        hint = new Label(syntax.isEmpty() ? " " : syntax);
        hint.setId(id + "-hint");
        hint.getStyleClass().add("inspector-hint");
        hint.setTooltip(syntax.isEmpty() ? null : new Tooltip(syntax));
        error.setId(ownLine ? id + "-error" : null);
        error.getStyleClass().add("inspector-error");
        StackPane line = new StackPane(hint, error);
        line.setAlignment(Pos.CENTER_LEFT);
        for (Label label : new Label[] {hint, error}) {
            label.setWrapText(false);
            label.setMinWidth(0);
            label.setMaxWidth(Double.MAX_VALUE);
            StackPane.setAlignment(label, Pos.CENTER_LEFT);
        }
        line.setMinHeight(Region.USE_PREF_SIZE);
        line.setMaxHeight(Region.USE_PREF_SIZE);
        getChildren().add(field);
        if (ownLine) {
            getChildren().add(line);
        }
        clear();
    }

    /** Offers what {@code suggest} returns for the text typed so far in ControlsFX's completion popup. */
    MarkedField completing(Function<String, Collection<String>> suggest) {
        TextFields.bindAutoCompletion(field, request -> suggest.apply(request.getUserText()));
        return this;
    }

    /** Commits as {@link FormGrid#committing} does; Escape also takes the mark away with the text it was for. */
    MarkedField committing(String value, java.util.function.Consumer<String> commit) {
        FormGrid.committing(field, value, commit, this::clear);
        return this;
    }

    /** An example of what to type, shown in the empty field. */
    MarkedField example(String text) {
        field.setPromptText(text);
        return this;
    }

    TextField field() {
        return field;
    }

    /** The hint, for a {@link RowMarks} to lay out under the field. */
    Label hint() {
        return hint;
    }

    void showMarksIn(RowMarks marks) {
        row = marks;
    }

    void mark(String reason) {
        error.setText(reason);
        error.setTooltip(new Tooltip(reason));
        error.setVisible(true);
        hint.setVisible(false);
        field.setTooltip(new Tooltip(reason));
        if (!field.getStyleClass().contains(INVALID)) {
            field.getStyleClass().add(INVALID);
        }
        if (row != null) {
            row.show(field.getId(), reason);
        }
    }

    void clear() {
        error.setText("");
        error.setTooltip(null);
        error.setVisible(false);
        hint.setVisible(true);
        field.setTooltip(null);
        field.getStyleClass().remove(INVALID);
        if (row != null) {
            row.clear(field.getId());
        }
    }
}
