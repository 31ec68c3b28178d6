package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Selection;
import dev.keyspace.app.views.ChenEntityNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.schema.ElementId;
import java.util.Optional;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;

/**
 * The handle beside the one selected entity of a Chen diagram, on the middle of its right side: a drag from it draws a
 * relationship to another entity (see {@link ConnectDrag}). It follows the entity as it moves.
 */
final class ConnectHandle {

    static final double RADIUS = 7;
    /** How far outside the handle a press still takes it: a small target is hard to hit. */
    private static final double SLACK = 4;

    private final DiagramView diagram;
    private final Selection selection;
    private final Circle circle = new Circle(RADIUS);
    private final ChangeListener<Bounds> moved = (o, before, now) -> place();
    private ChenEntityNode entity;

    ConnectHandle(DiagramView diagram, Selection selection, Pane overlay) {
        this.diagram = diagram;
        this.selection = selection;
        circle.getStyleClass().add("connect-handle");
        circle.setId("connect-handle");
        circle.setVisible(false);
        overlay.getChildren().add(circle);
        selection.addListener(c -> refresh());
        diagram.rendersProperty().addListener((o, before, now) -> refresh());
        refresh();
    }

    /** The entity whose handle is at {@code point} (diagram coordinates), if the handle is shown there. */
    Optional<ChenEntityNode> at(Point2D point) {
        if (entity == null || !circle.isVisible()) {
            return Optional.empty();
        }
        Point2D center = new Point2D(circle.getCenterX(), circle.getCenterY());
        return center.distance(point) <= RADIUS + SLACK ? Optional.of(entity) : Optional.empty();
    }

    private void refresh() {
        if (entity != null) {
            entity.boundsInParentProperty().removeListener(moved);
            entity = null;
        }
        if (selection.ids().size() == 1) {
            ElementId id = selection.ids().get(0);
            diagram.node(id)
                    .filter(ChenEntityNode.class::isInstance)
                    .map(ChenEntityNode.class::cast)
                    .ifPresent(node -> entity = node);
        }
        if (entity != null) {
            entity.boundsInParentProperty().addListener(moved);
        }
        place();
    }

    private void place() {
        circle.setVisible(entity != null && diagram.isShown(entity));
        if (entity != null) {
            Bounds box = entity.anchorBounds();
            circle.setCenterX(box.getMaxX() + RADIUS + 3);
            circle.setCenterY(box.getCenterY());
        }
    }
}
