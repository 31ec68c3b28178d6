package dev.keyspace.app.designer.workload;

import java.util.function.BiConsumer;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.TableCell;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * A text field in a cell of the workload table, always there to type in: Enter or leaving it commits, Escape puts
 * the model's text back. The text lives in the row, not the cell, so a refused text stays with its statement when the
 * table scrolls or is shown again; a refused field is outlined in red with the reason as its tooltip.
 */
final class RateCell extends TableCell<RateRow, RateRow> {

    static final String INVALID = "invalid-field";

    private final RateRow.Part part;
    private final TextField field = new TextField();
    private final ChangeListener<String> refused = (o, was, now) -> mark(now);
    private RateRow bound;

    RateCell(RateRow.Part part, BiConsumer<RateRow, RateRow.Part> commit) {
        this.part = part;
        field.getStyleClass().add(part == RateRow.Part.RATE ? "workload-rate" : "workload-p99");
        field.setPromptText(part == RateRow.Part.RATE ? "not in mix" : "none");
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        field.setOnAction(e -> {
            if (bound != null) {
                commit.accept(bound, part);
            }
        });
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE && bound != null && bound.typed(part)) {
                bound.revert(part);
                e.consume();
            }
        });
        field.focusedProperty().addListener((o, was, now) -> {
            RateRow row = bound;
            if (!now && row != null) {
                // later, not inside the focus change: the table may be re-laid out by the edit
                Platform.runLater(() -> {
                    if (row.typed(part) && row.refusal(part).get().isEmpty()) {
                        commit.accept(row, part);
                    }
                });
            }
        });
    }

    @Override
    protected void updateItem(RateRow row, boolean empty) {
        super.updateItem(row, empty);
        if (bound != null) {
            field.textProperty().unbindBidirectional(bound.text(part));
            bound.refusal(part).removeListener(refused);
            bound = null;
        }
        if (empty || row == null) {
            setGraphic(null);
            return;
        }
        bound = row;
        field.textProperty().bindBidirectional(row.text(part));
        row.refusal(part).addListener(refused);
        field.setUserData(row.statement().label());
        mark(row.refusal(part).get());
        setGraphic(field);
    }

    private void mark(String reason) {
        field.getStyleClass().remove(INVALID);
        if (reason.isEmpty()) {
            field.setTooltip(null);
        } else {
            field.getStyleClass().add(INVALID);
            field.setTooltip(new Tooltip(reason));
        }
    }
}
