package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.model.edit.ColumnRoleEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.TableRef;
import javafx.geometry.Point2D;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Line;

/**
 * Drags a key column's line up or down inside its table box to give it another place among the key columns
 * of its kind (partition key or clustering). A line shows where it will go; the release is one edit.
 */
final class ColumnReorder implements Gesture {

    private final Editor editor;
    private final ChebotkoTableNode box;
    private final TableRef ref;
    private final Column column;
    private final Pane overlay;
    private final int first;
    private final int count;
    private final Line marker = new Line();
    private int target;

    /** {@code row} is the column's line in the box; key lines come first, partition key then clustering. */
    ColumnReorder(Editor editor, ChebotkoTableNode box, TableRef ref, Column column, int row, Pane overlay) {
        this.editor = editor;
        this.box = box;
        this.ref = ref;
        this.column = column;
        this.overlay = overlay;
        this.first = column.kind() == ColumnKind.PARTITION_KEY
                ? 0
                : ref.table().partitionKey().size();
        this.count = column.kind() == ColumnKind.PARTITION_KEY
                ? ref.table().partitionKey().size()
                : ref.table().clustering().size();
        this.target = row;
        marker.getStyleClass().add("column-drop-marker");
        marker.setId("column-drop-marker");
    }

    static boolean canReorder(Column column) {
        return column.isPrimaryKey();
    }

    @Override
    public void start() {
        overlay.getChildren().add(marker);
    }

    @Override
    public void update(Point2D point) {
        double y = box.parentToLocal(point).getY();
        int row = (int) Math.floor((y - box.rowTop(0)) / box.rowHeight());
        target = Math.max(first, Math.min(first + count - 1, row));
        double lineY = target <= first + position() ? box.rowTop(target) : box.rowTop(target) + box.rowHeight();
        Point2D left = box.localToParent(0, lineY - 1.5);
        marker.setStartX(left.getX() + 2);
        marker.setEndX(left.getX() + box.getWidth() - 2);
        marker.setStartY(left.getY());
        marker.setEndY(left.getY());
    }

    @Override
    public void finish(Point2D point) {
        update(point);
        overlay.getChildren().remove(marker);
        int position = target - first;
        if (position != position()) {
            editor.apply(new ColumnRoleEdit.MoveKeyColumn(ref.table().id(), column.name(), position));
        }
    }

    private int position() {
        return column.kind() == ColumnKind.PARTITION_KEY
                ? ref.table().partitionKey().indexOf(column)
                : ref.table().clustering().indexOf(column);
    }
}
