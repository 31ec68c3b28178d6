package dev.keyspace.app.designer.inspector;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The lines under a row of fields too narrow for a reason (a data center's name and replication factor): each
 * field's hint under it, and, once a field is marked, its reason across the whole row, wrapped so that it reads
 * whole. Two lines are kept for it, marked or not, so a reason never moves the fields below between a keystroke
 * and the next click; a reason longer still ends in an ellipsis, whole in its tooltip, the field's and the status
 * line.
 */
final class RowMarks extends Region {

    private static final int LINES = 2;

    private final HBox hints;
    private final Label reason = new Label();
    /** Two lines of the reason's style: what the row keeps for it. */
    private final Label sizer = new Label(String.join("\n", java.util.Collections.nCopies(LINES, "X")));

    private String shownFor;

    /** The row's fields, laid out in an HBox of {@code spacing}; the hints follow their widths. */
    RowMarks(double spacing, MarkedField... fields) {
        hints = new HBox(spacing);
        for (MarkedField field : fields) {
            Label hint = field.hint();
            hint.setMinWidth(0);
            hint.prefWidthProperty().bind(field.widthProperty());
            hint.maxWidthProperty().bind(field.widthProperty());
            hints.getChildren().add(hint);
            field.showMarksIn(this);
        }
        reason.getStyleClass().add("inspector-error");
        reason.setWrapText(true);
        reason.setVisible(false);
        sizer.getStyleClass().add("inspector-error");
        sizer.setVisible(false);
        setPadding(Insets.EMPTY);
        getChildren().addAll(hints, reason, sizer);
    }

    void show(String fieldId, String why) {
        shownFor = fieldId;
        reason.setId(fieldId + "-error");
        reason.setText(why);
        reason.setTooltip(new Tooltip(why));
        reason.setVisible(true);
        hints.setVisible(false);
    }

    void clear(String fieldId) {
        if (shownFor == null || !shownFor.equals(fieldId)) {
            return;
        }
        shownFor = null;
        reason.setId(null);
        reason.setText("");
        reason.setTooltip(null);
        reason.setVisible(false);
        hints.setVisible(true);
    }

    @Override
    protected double computePrefWidth(double height) {
        return hints.prefWidth(-1);
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    @Override
    protected double computePrefHeight(double width) {
        return Math.max(sizer.prefHeight(-1), hints.prefHeight(-1));
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected double computeMaxHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        double width = getWidth();
        double height = getHeight();
        hints.resizeRelocate(0, 0, width, hints.prefHeight(width));
        reason.resizeRelocate(0, 0, width, height);
        sizer.resizeRelocate(0, 0, width, height);
    }
}
