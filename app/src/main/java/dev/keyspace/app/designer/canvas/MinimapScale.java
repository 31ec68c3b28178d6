package dev.keyspace.app.designer.canvas;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/**
 * How the minimap maps the diagram onto its canvas: the drawn part of the diagram ({@code world}, in diagram
 * coordinates) scaled by one factor to fit the canvas, and centred in it.
 */
record MinimapScale(Bounds world, double scale, double offsetX, double offsetY) {

    static final MinimapScale NONE = new MinimapScale(new BoundingBox(0, 0, 0, 0), 0, 0, 0);

    static MinimapScale fit(Bounds world, double width, double height) {
        if (world.getWidth() <= 0 || world.getHeight() <= 0 || width <= 0 || height <= 0) {
            return NONE;
        }
        double scale = Math.min(width / world.getWidth(), height / world.getHeight());
        return new MinimapScale(
                world, scale, (width - world.getWidth() * scale) / 2, (height - world.getHeight() * scale) / 2);
    }

    boolean isEmpty() {
        return scale <= 0;
    }

    /** A diagram rectangle on the canvas. */
    Bounds toMap(Bounds diagram) {
        return new BoundingBox(
                offsetX + (diagram.getMinX() - world.getMinX()) * scale,
                offsetY + (diagram.getMinY() - world.getMinY()) * scale,
                diagram.getWidth() * scale,
                diagram.getHeight() * scale);
    }

    /** A diagram point on the canvas. */
    Point2D toMap(Point2D diagram) {
        return new Point2D(
                offsetX + (diagram.getX() - world.getMinX()) * scale,
                offsetY + (diagram.getY() - world.getMinY()) * scale);
    }

    /** A canvas point in diagram coordinates. */
    Point2D toDiagram(double x, double y) {
        return new Point2D(world.getMinX() + (x - offsetX) / scale, world.getMinY() + (y - offsetY) / scale);
    }
}
