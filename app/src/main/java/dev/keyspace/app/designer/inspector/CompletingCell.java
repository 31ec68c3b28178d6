package dev.keyspace.app.designer.inspector;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
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
 * cell) a refused text opens again in its cell, marked. A grid about to be replaced (the inspector showing
 * another element) hands its open and refused texts over with {@link #handOver}: nothing typed is lost.
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

    /** The grid's property listing its edits not yet done with: open, or refused and about to open again. */
    private static final String UNFINISHED = "completing-cell-unfinished";

    /** A text typed in a grid column's cell ({@code field}: the column's heading) that the edit refused. */
    record Refused<S>(String field, S row, String text, String reason) {}

    private final class Open {
        final S row;
        final String before;
        final TextField editor;
        final String field;
        /** Done once made (or being made), unchanged, given up with Escape, or handed over. */
        boolean done;

        Open(S row, String before, TextField editor, String field) {
            this.row = row;
            this.before = before;
            this.editor = editor;
            this.field = field;
        }

        /** Makes the edit of the text; why not when refused. Done while it is made: the edit rebuilds the grid. */
        Optional<String> attempt() {
            String text = editor.getText();
            if (text.equals(before)) {
                return Optional.empty();
            }
            done = true;
            Optional<String> refused = attempt.apply(row, text);
            done = refused.isEmpty();
            return refused;
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
        Open state = new Open(
                row,
                before,
                opened,
                getTableColumn() == null ? "" : getTableColumn().getText());
        field = opened;
        open = state;
        unfinished(getTableView()).removeIf(o -> o.row == row && o.field.equals(state.field));
        unfinished(getTableView()).add(state);
        TextFields.bindAutoCompletion(opened, request -> suggest.apply(request.getUserText()));
        opened.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                tryCommit(state);
            } else if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                state.done = true;
                unfinished(getTableView()).remove(state);
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
        if (opened.getScene() == null || opened.getScene().getFocusOwner() != opened) {
            // a cell the grid reuses is given its row while still hidden, where the focus is refused: ask again once
            // the layout that shows it is done
            Platform.runLater(() -> {
                if (field == opened) {
                    opened.requestFocus();
                }
            });
        }
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
        Optional<String> refused = state.attempt();
        if (refused.isPresent()) {
            mark(state.editor, refused.get());
            tell.accept(refused.get());
            return false;
        }
        state.done = true;
        unfinished(getTableView()).remove(state);
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
            reopen(grid, column, index, ended.editor.getText(), reason);
        });
    }

    /** Opens the row's cell of the column on a refused text, marked with its reason. */
    static <S> void reopen(TableView<S> grid, TableColumn<S, String> column, int index, String text, String reason) {
        column.getProperties().put(REOPEN, new Reopen(grid.getItems().get(index), text, reason));
        grid.getSelectionModel().clearAndSelect(index, column);
        grid.getFocusModel().focus(index, column);
        grid.requestFocus();
        grid.edit(index, column);
    }

    /**
     * Takes every text typed in the grid and not yet done with, as the focus leaving would: each is made, or
     * returned with why it was refused. The grid's cells then do nothing more with them (the grid is about to go).
     */
    @SuppressWarnings("unchecked")
    static <S> List<Refused<S>> handOver(TableView<S> grid) {
        List<Refused<S>> refused = new ArrayList<>();
        List<CompletingCell<?>.Open> open = List.copyOf(unfinished(grid));
        unfinished(grid).clear();
        for (CompletingCell<?>.Open state : open) {
            if (state.done) {
                continue;
            }
            Optional<String> why = state.attempt();
            state.done = true;
            why.ifPresent(
                    reason -> refused.add(new Refused<>(state.field, (S) state.row, state.editor.getText(), reason)));
        }
        return refused;
    }

    @SuppressWarnings("unchecked")
    private static List<CompletingCell<?>.Open> unfinished(TableView<?> grid) {
        if (grid == null) {
            return new ArrayList<>();
        }
        return (List<CompletingCell<?>.Open>) grid.getProperties().computeIfAbsent(UNFINISHED, k -> new ArrayList<>());
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
