package dev.keyspace.app.views;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/** Where a straight edge meets a node's outline. */
final class EdgeGeometry {

    private EdgeGeometry() {}

    /**
     * The point where the ray from {@code inside} in {@code direction} leaves the outline. For a rectangle the
     * exit is exact from any inside point; diamonds and ellipses are exact from their centre, which is where
     * their edges start (only rectangles carry offset parallel edges far from the centre).
     */
    static Point2D exit(Bounds bounds, AnchorShape shape, Point2D inside, Point2D direction) {
        double dx = direction.getX();
        double dy = direction.getY();
        if (dx == 0 && dy == 0) {
            return inside;
        }
        double hw = Math.max(bounds.getWidth() / 2, 0.5);
        double hh = Math.max(bounds.getHeight() / 2, 0.5);
        double t =
                switch (shape) {
                    case RECTANGLE -> rectangleExit(bounds, inside, dx, dy);
                    case DIAMOND -> 1 / (Math.abs(dx) / hw + Math.abs(dy) / hh);
                    case ELLIPSE -> 1 / Math.sqrt((dx / hw) * (dx / hw) + (dy / hh) * (dy / hh));
                };
        return new Point2D(inside.getX() + t * dx, inside.getY() + t * dy);
    }

    private static double rectangleExit(Bounds b, Point2D p, double dx, double dy) {
        double tx = dx == 0 ? Double.MAX_VALUE : ((dx > 0 ? b.getMaxX() : b.getMinX()) - p.getX()) / dx;
        double ty = dy == 0 ? Double.MAX_VALUE : ((dy > 0 ? b.getMaxY() : b.getMinY()) - p.getY()) / dy;
        return Math.max(0, Math.min(tx, ty));
    }

    static Point2D center(Bounds b) {
        return new Point2D(b.getCenterX(), b.getCenterY());
    }

    /** The point inside {@code b} shifted sideways from its centre by {@code offset} across {@code direction}. */
    static Point2D shifted(Bounds b, Point2D direction, double offset) {
        Point2D normal = new Point2D(-direction.getY(), direction.getX()).normalize();
        double limit = Math.min(b.getWidth(), b.getHeight()) / 2 - 2;
        double clamped = Math.max(-limit, Math.min(limit, offset));
        return center(b).add(normal.multiply(Double.isNaN(clamped) ? 0 : clamped));
    }
}
