package dev.keyspace.app.designer.inspector;

import java.util.Collection;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.controlsfx.control.textfield.TextFields;

/**
 * A grid cell edited in a text field with ControlsFX completion. Enter hands the text to {@code attempt}, which
 * makes the edit or says why it cannot; refused, the field stays open with the user's text, marked, with the
 * reason as its tooltip (and told to the status line). Escape gives the cell back unchanged; the focus leaving
 * the cell hands a changed text over as Enter does, and when the grid ends the edit itself (a click on another
 * cell) a refused text opens again in its cell, marked: nothing typed is lost.
 */
final class CompletingCell<S> extends TableCell<S, String> {

    private final Function<String, Collection<String>> suggest;
    private final BiFunction<S, String, Optional<String>> attempt;
    private final Consumer<String> tell;
    private TextField field;
    /** The open edit's state, shared with its handlers: done once made, unchanged, or given up with Escape. */
    private Open open;

    /** A refused text that opens again in its row's cell, kept by the column while the grid ends the edit. */
    private record Reopen(Object row, String text, String reason) {}

    private static final String REOPEN = "completing-cell-reopen";

    private final class Open {
        final S row;
        final String before;
        final TextField editor;
        boolean done;

        Open(S row, String before, TextField editor) {
            this.row = row;
            this.before = before;
            this.editor = editor;
        }
    }

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
        Optional<Reopen> reopen = takeReopen(row);
        TextField opened = new TextField(reopen.map(Reopen::text).orElse(before));
        Open state = new Open(row, before, opened);
        field = opened;
        open = state;
        TextFields.bindAutoCompletion(opened, request -> suggest.apply(request.getUserText()));
        opened.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                tryCommit(state);
            } else if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                state.done = true;
                cancelEdit();
            }
        });
        // later, not inside the focus change: the edit rebuilds the inspector, this grid with it
        opened.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                Platform.runLater(() -> {
                    // an edit the grid ended is handed over by cancelEdit
                    if (open == state && !opened.isFocused()) {
                        tryCommit(state);
                    }
                });
            }
        });
        setText(null);
        setGraphic(opened);
        opened.requestFocus();
        if (reopen.isPresent()) {
            opened.end();
            mark(opened, reopen.get().reason());
        } else {
            opened.selectAll();
        }
    }

    /** The open editor, while the cell is being edited. */
    TextField field() {
        return field;
    }

    /** Makes the edit of the open text, or marks why not; true when the edit is done with. */
    private boolean tryCommit(Open state) {
        if (state.done) {
            return true;
        }
        String text = state.editor.getText();
        Optional<String> refused = text.equals(state.before) ? Optional.empty() : attempt.apply(state.row, text);
        if (refused.isPresent()) {
            mark(state.editor, refused.get());
            tell.accept(refused.get());
            return false;
        }
        state.done = true;
        if (field == state.editor) {
            // made: the grid shows the project's value (a changed project rebuilds the inspector)
            cancelEdit();
        }
        return true;
    }

    private static void mark(TextField editor, String reason) {
        editor.setTooltip(new Tooltip(reason));
        if (!editor.getStyleClass().contains(MarkedField.INVALID)) {
            editor.getStyleClass().add(MarkedField.INVALID);
        }
    }

    /**
     * Escape, a made edit, or the grid ending the edit (a click on another cell, which the focus leaving follows). In
     * the last case the text is handed over as Enter does; refused, it opens again in its row's cell, marked.
     */
    @Override
    public void cancelEdit() {
        Open ended = open;
        super.cancelEdit();
        field = null;
        open = null;
        show(getItem(), false);
        if (ended != null && !ended.done && !ended.editor.getText().equals(ended.before)) {
            reopenIfRefused(ended);
        }
    }

    private void reopenIfRefused(Open ended) {
        TableView<S> grid = getTableView();
        TableColumn<S, String> column = getTableColumn();
        // later, when the grid has moved its focus and selection where the click asked
        Platform.runLater(() -> {
            if (tryCommit(ended) || grid == null || column == null || grid.getScene() == null) {
                return;
            }
            int index = grid.getItems().indexOf(ended.row);
            if (index < 0) {
                return;
            }
            String reason = Optional.ofNullable(ended.editor.getTooltip())
                    .map(Tooltip::getText)
                    .orElse("");
            column.getProperties().put(REOPEN, new Reopen(ended.row, ended.editor.getText(), reason));
            grid.getSelectionModel().clearAndSelect(index, column);
            grid.getFocusModel().focus(index, column);
            grid.requestFocus();
            grid.edit(index, column);
        });
    }

    /** The refused text kept for this row, taken: another row's stays for its own cell. */
    private Optional<Reopen> takeReopen(Object row) {
        if (getTableColumn() == null
                || !(getTableColumn().getProperties().get(REOPEN) instanceof Reopen kept)
                || kept.row() != row) {
            return Optional.empty();
        }
        getTableColumn().getProperties().remove(REOPEN);
        return Optional.of(kept);
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
