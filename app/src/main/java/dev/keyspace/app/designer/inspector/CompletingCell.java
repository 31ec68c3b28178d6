package dev.keyspace.app.designer.inspector;

import java.util.Collection;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.scene.control.TableCell;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.controlsfx.control.textfield.TextFields;

/**
 * A grid cell edited in a text field with ControlsFX completion. Enter hands the text to {@code attempt}, which
 * makes the edit or says why it cannot; refused, the field stays open with the user's text, marked, with the
 * reason as its tooltip (and told to the status line). Escape gives the cell back unchanged; the focus leaving
 * the cell hands a changed text over as Enter does.
 */
final class CompletingCell<S> extends TableCell<S, String> {

    private final Function<String, Collection<String>> suggest;
    private final BiFunction<S, String, Optional<String>> attempt;
    private final Consumer<String> tell;
    private TextField field;

    /** {@code attempt} makes the edit of the row for the text, or returns why it cannot. */
    CompletingCell(
            Function<String, Collection<String>> suggest,
            BiFunction<S, String, Optional<String>> attempt,
            Consumer<String> tell) {
        this.suggest = suggest;
        this.attempt = attempt;
        this.tell = tell;
    }

    @Override
    public void startEdit() {
        super.startEdit();
        if (!isEditing() || getTableRow() == null || getTableRow().getItem() == null) {
            return;
        }
        // the row and the text as opened: the cell may show another row by the time the focus has left it
        S row = getTableRow().getItem();
        String before = getItem() == null ? "" : getItem();
        TextField opened = new TextField(before);
        field = opened;
        boolean[] done = {false};
        TextFields.bindAutoCompletion(opened, request -> suggest.apply(request.getUserText()));
        opened.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                tryCommit(opened, row, before, done);
            } else if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                done[0] = true;
                cancelEdit();
            }
        });
        // later, not inside the focus change: the edit rebuilds the inspector, this grid with it
        opened.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                Platform.runLater(() -> {
                    if (!done[0] && !opened.isFocused()) {
                        tryCommit(opened, row, before, done);
                    }
                });
            }
        });
        setText(null);
        setGraphic(opened);
        opened.requestFocus();
        opened.selectAll();
    }

    /** The open editor, while the cell is being edited. */
    TextField field() {
        return field;
    }

    private void tryCommit(TextField opened, S row, String before, boolean[] done) {
        String text = opened.getText();
        Optional<String> refused = text.equals(before) ? Optional.empty() : attempt.apply(row, text);
        if (refused.isPresent()) {
            opened.setTooltip(new Tooltip(refused.get()));
            if (!opened.getStyleClass().contains(MarkedField.INVALID)) {
                opened.getStyleClass().add(MarkedField.INVALID);
            }
            tell.accept(refused.get());
            return;
        }
        done[0] = true;
        if (field == opened) {
            // made: the grid shows the project's value (a changed project rebuilds the inspector)
            cancelEdit();
        }
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
