package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.actions.CreationActions;
import dev.keyspace.app.views.AttributeOvalNode;
import dev.keyspace.app.views.ChenEntityNode;
import dev.keyspace.app.views.DiagramView;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Line;

/**
 * A drag from an entity's connect handle (or an Alt+drag from the entity) to another entity: a dashed line follows the
 * pointer, the entity under it is marked, and releasing there adds a relationship between the two (one undoable
 * step). Released elsewhere, or cancelled with Esc, it changes nothing. Released on the entity it started from after
 * leaving it, it adds a recursive relationship, which the model allows.
 */
final class ConnectDrag implements Gesture {

    static final String HOW =
            "Drag the handle beside a selected entity (or Alt+drag an entity) to another entity to relate them";

    private static final String TARGET = "connect-target";
    /** How far around an entity's box a release still counts as on it. */
    private static final double NEAR = 8;

    private final DiagramView diagram;
    private final Pane overlay;
    private final CreationActions creation;
    private final ChenEntityNode from;
    private final Runnable tellHow;
    private final Line line = new Line();
    private ChenEntityNode target;
    private boolean leftStart;

    ConnectDrag(DiagramView diagram, Pane overlay, CreationActions creation, ChenEntityNode from, Runnable tellHow) {
        this.diagram = diagram;
        this.overlay = overlay;
        this.creation = creation;
        this.from = from;
        this.tellHow = tellHow;
        line.getStyleClass().add("connect-line");
        line.setId("connect-line");
        line.setMouseTransparent(true);
    }

    @Override
    public void start() {
        Bounds box = from.anchorBounds();
        line.setStartX(box.getCenterX());
        line.setStartY(box.getCenterY());
        line.setEndX(box.getCenterX());
        line.setEndY(box.getCenterY());
        overlay.getChildren().add(line);
        creation.elements()
                .editor()
                .report("Release on an entity to add a relationship with "
                        + from.entity().name() + " (Esc cancels)");
    }

    @Override
    public void update(Point2D point) {
        line.setEndX(point.getX());
        line.setEndY(point.getY());
        Optional<ChenEntityNode> under = entityAt(point);
        if (under.isEmpty() || under.get() != from) {
            leftStart = true;
        }
        mark(under.filter(e -> e != from || leftStart).orElse(null));
    }

    @Override
    public void finish(Point2D point) {
        update(point);
        ChenEntityNode to = target;
        cancel();
        if (to != null) {
            creation.addRelationshipBetween(from.entity().id(), to.entity().id());
        } else {
            tellHow.run();
        }
    }

    /** Takes the line and the mark away, adding nothing. */
    void cancel() {
        overlay.getChildren().remove(line);
        mark(null);
    }

    /** A press on the handle without a drag: say how it works. */
    @Override
    public void click() {
        tellHow.run();
    }

    private void mark(ChenEntityNode entity) {
        if (target != null) {
            target.getStyleClass().remove(TARGET);
        }
        target = entity;
        if (target != null && !target.getStyleClass().contains(TARGET)) {
            target.getStyleClass().add(TARGET);
        }
    }

    /** The entity whose box (or one of whose attribute ovals) is under the point. */
    private Optional<ChenEntityNode> entityAt(Point2D point) {
        for (Node node : diagram.nodes().values()) {
            if (node instanceof ChenEntityNode entity && diagram.isShown(entity) && isOn(entity, point)) {
                return Optional.of(entity);
            }
        }
        return Optional.empty();
    }

    private static boolean isOn(ChenEntityNode entity, Point2D point) {
        Bounds box = entity.anchorBounds();
        if (point.getX() >= box.getMinX() - NEAR
                && point.getX() <= box.getMaxX() + NEAR
                && point.getY() >= box.getMinY() - NEAR
                && point.getY() <= box.getMaxY() + NEAR) {
            return true;
        }
        for (AttributeOvalNode oval : entity.attributeOvals()) {
            if (entity.localToParent(oval.getBoundsInParent()).contains(point)) {
                return true;
            }
        }
        return false;
    }
}
