package dev.keyspace.app.designer.inspector;

import java.util.Collection;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.scene.control.TableCell;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.controlsfx.control.textfield.TextFields;

/**
 * A grid cell edited in a text field with ControlsFX completion. Enter commits only what {@code problem} accepts;
 * otherwise the field stays open with the user's text, marked, with the reason as its tooltip (and told to the
 * status line). Escape gives the cell back unchanged.
 */
final class CompletingCell<S> extends TableCell<S, String> {

    private final Function<String, Collection<String>> suggest;
    private final Function<String, Optional<String>> problem;
    private final Consumer<String> tell;
    private TextField field;

    CompletingCell(
            Function<String, Collection<String>> suggest,
            Function<String, Optional<String>> problem,
            Consumer<String> tell) {
        this.suggest = suggest;
        this.problem = problem;
        this.tell = tell;
    }

    @Override
    public void startEdit() {
        super.startEdit();
        if (!isEditing()) {
            return;
        }
        field = new TextField(getItem() == null ? "" : getItem());
        TextFields.bindAutoCompletion(field, request -> suggest.apply(request.getUserText()));
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                tryCommit();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                cancelEdit();
            }
        });
        setText(null);
        setGraphic(field);
        field.requestFocus();
        field.selectAll();
    }

    /** The open editor, while the cell is being edited. */
    TextField field() {
        return field;
    }

    private void tryCommit() {
        Optional<String> wrong = problem.apply(field.getText());
        if (wrong.isPresent()) {
            field.setTooltip(new Tooltip(wrong.get()));
            if (!field.getStyleClass().contains(MarkedField.INVALID)) {
                field.getStyleClass().add(MarkedField.INVALID);
            }
            tell.accept(wrong.get());
            return;
        }
        commitEdit(field.getText());
    }

    @Override
    public void cancelEdit() {
        super.cancelEdit();
        field = null;
        show(getItem(), false);
    }

    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        if (isEditing() && field != null) {
            return;
        }
        show(item, empty);
    }

    private void show(String item, boolean empty) {
        setGraphic(null);
        setText(empty ? null : item);
        // a narrow grid cuts a long type or mask: the tooltip has it whole
        setTooltip(empty || item == null || item.isEmpty() ? null : new Tooltip(item));
    }
}
