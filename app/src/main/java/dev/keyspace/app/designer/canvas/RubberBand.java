package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Selection;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;

/** A drag on the background draws a rectangle; every node it touches is selected (added with Shift). */
final class RubberBand implements Gesture {

    private final DiagramView diagram;
    private final Selection selection;
    private final Pane overlay;
    private final Point2D origin;
    private final boolean adding;
    private final Runnable onClick;
    private final Rectangle band = new Rectangle();

    RubberBand(
            DiagramView diagram, Selection selection, Pane overlay, Point2D origin, boolean adding, Runnable onClick) {
        this.diagram = diagram;
        this.selection = selection;
        this.overlay = overlay;
        this.origin = origin;
        this.adding = adding;
        this.onClick = onClick;
        band.getStyleClass().add("rubber-band");
        band.setId("rubber-band");
    }

    @Override
    public void start() {
        overlay.getChildren().add(band);
    }

    @Override
    public void update(Point2D point) {
        Bounds b = bounds(point);
        band.setX(b.getMinX());
        band.setY(b.getMinY());
        band.setWidth(b.getWidth());
        band.setHeight(b.getHeight());
    }

    @Override
    public void finish(Point2D point) {
        overlay.getChildren().remove(band);
        Bounds area = bounds(point);
        List<ElementId> touched = new ArrayList<>();
        diagram.nodes().forEach((id, node) -> {
            if (diagram.boundsOf(node).intersects(area)) {
                touched.add(id);
            }
        });
        if (adding) {
            touched.forEach(selection::add);
        } else {
            selection.set(touched);
        }
    }

    @Override
    public void click() {
        onClick.run();
    }

    private Bounds bounds(Point2D point) {
        return new BoundingBox(
                Math.min(origin.getX(), point.getX()),
                Math.min(origin.getY(), point.getY()),
                Math.abs(point.getX() - origin.getX()),
                Math.abs(point.getY() - origin.getY()));
    }
}
