package dev.keyspace.app.views;

import dev.keyspace.app.views.routing.Box;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.scene.shape.Line;

/**
 * The lines that join attribute ovals to their Chen shape: the ovals on one side of it join that side at points spread
 * evenly along it, in the order the ovals stand, so no two of them cross.
 */
final class OvalStems {

    /** How far inside the box's edge the shape's outline is, at a point along that edge (0 for a rectangle). */
    interface Inset {
        double at(double along, double width, double height);
    }

    private enum Side {
        ABOVE,
        BELOW,
        LEFT,
        RIGHT
    }

    /** The least distance between the point where a stem joins the shape and a line. */
    private static final double JOIN_CLEARANCE = 5;

    private OvalStems() {}

    /**
     * Draws {@code stems.get(i)} from oval {@code i} to the shape {@code c} (outlined as {@code shape}); a stem that
     * would cross one of {@code lines} ({x1, y1, x2, y2}) joins the shape straight across from its oval instead, or
     * when that crosses one too, points at the shape's middle (where an oval put off the bands was checked to reach).
     */
    static void join(
            List<Box> ovals,
            Box c,
            AnchorShape shape,
            List<Line> stems,
            Inset across,
            Inset beside,
            List<double[]> lines) {
        for (Side side : Side.values()) {
            List<Integer> on = new ArrayList<>();
            for (int i = 0; i < ovals.size(); i++) {
                if (sideOf(ovals.get(i), c) == side) {
                    on.add(i);
                }
            }
            boolean row = side == Side.ABOVE || side == Side.BELOW;
            on.sort(Comparator.comparingDouble(
                    i -> row ? ovals.get(i).centerX() : ovals.get(i).centerY()));
            for (int k = 0; k < on.size(); k++) {
                Box b = ovals.get(on.get(k));
                Line stem = stems.get(on.get(k));
                double share = (k + 1.0) / (on.size() + 1);
                switch (side) {
                    case ABOVE, BELOW -> {
                        boolean above = side == Side.ABOVE;
                        double y = above ? b.maxY() : b.minY();
                        double x = c.minX() + c.width() * share;
                        if (crossesAny(b.centerX(), y, x, above ? c.minY() : c.maxY(), lines)) {
                            x = clamp(b.centerX(), c.minX() + c.width() / 8, c.maxX() - c.width() / 8);
                        }
                        double inset = across.at(x - c.minX(), c.width(), c.height());
                        double endY = above ? c.minY() + inset : c.maxY() - inset;
                        if (crossesAny(b.centerX(), y, x, endY, lines)) {
                            radial(stem, b, c, shape);
                        } else {
                            set(stem, b.centerX(), y, x, endY);
                        }
                    }
                    case LEFT, RIGHT -> {
                        boolean left = side == Side.LEFT;
                        double x = left ? b.maxX() : b.minX();
                        double y = c.minY() + c.height() * share;
                        if (crossesAny(x, b.centerY(), left ? c.minX() : c.maxX(), y, lines)) {
                            y = clamp(b.centerY(), c.minY() + c.height() / 8, c.maxY() - c.height() / 8);
                        }
                        double inset = beside.at(y - c.minY(), c.width(), c.height());
                        double endX = left ? c.minX() + inset : c.maxX() - inset;
                        if (crossesAny(x, b.centerY(), endX, y, lines)) {
                            radial(stem, b, c, shape);
                        } else {
                            set(stem, x, b.centerY(), endX, y);
                        }
                    }
                }
            }
        }
    }

    /** The stem on the line between the oval's middle and the shape's, from the oval's outline to the shape's. */
    private static void radial(Line stem, Box oval, Box c, AnchorShape shape) {
        double vx = c.centerX() - oval.centerX();
        double vy = c.centerY() - oval.centerY();
        double rx = Math.abs(vx) / (oval.width() / 2);
        double ry = Math.abs(vy) / (oval.height() / 2);
        double leave = 1 / Math.max(1e-9, Math.hypot(rx, ry));
        double sx = Math.abs(vx) / (c.width() / 2);
        double sy = Math.abs(vy) / (c.height() / 2);
        double reach = shape == AnchorShape.DIAMOND ? sx + sy : Math.max(sx, sy);
        double enter = 1 - 1 / Math.max(1e-9, reach);
        set(
                stem,
                oval.centerX() + vx * leave,
                oval.centerY() + vy * leave,
                oval.centerX() + vx * enter,
                oval.centerY() + vy * enter);
    }

    private static double distanceToSegment(double px, double py, double[] l) {
        double dx = l[2] - l[0];
        double dy = l[3] - l[1];
        double length = dx * dx + dy * dy;
        double t = length == 0 ? 0 : Math.max(0, Math.min(1, ((px - l[0]) * dx + (py - l[1]) * dy) / length));
        return Math.hypot(px - (l[0] + t * dx), py - (l[1] + t * dy));
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(max, value));
    }

    /**
     * True when the stem from (x1, y1) to the shape at (x2, y2) crosses a line, or joins the shape where a line
     * leaves it (the two would read as one).
     */
    private static boolean crossesAny(double x1, double y1, double x2, double y2, List<double[]> lines) {
        for (double[] l : lines) {
            if (crosses(x1, y1, x2, y2, l[0], l[1], l[2], l[3]) || distanceToSegment(x2, y2, l) < JOIN_CLEARANCE) {
                return true;
            }
        }
        return false;
    }

    /** True when the two segments cross (touching ends do not count). */
    static boolean crosses(double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy) {
        double d1 = side(cx, cy, dx, dy, ax, ay);
        double d2 = side(cx, cy, dx, dy, bx, by);
        double d3 = side(ax, ay, bx, by, cx, cy);
        double d4 = side(ax, ay, bx, by, dx, dy);
        return d1 * d2 < 0 && d3 * d4 < 0;
    }

    /** Which side of the line from (x1, y1) to (x2, y2) the point is on: the sign of their cross product. */
    private static double side(double x1, double y1, double x2, double y2, double px, double py) {
        return (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1);
    }

    private static Side sideOf(Box oval, Box c) {
        if (oval.maxY() <= c.minY()) {
            return Side.ABOVE;
        }
        if (oval.minY() >= c.maxY()) {
            return Side.BELOW;
        }
        return oval.centerX() < c.centerX() ? Side.LEFT : Side.RIGHT;
    }

    private static void set(Line stem, double x1, double y1, double x2, double y2) {
        stem.setStartX(x1);
        stem.setStartY(y1);
        stem.setEndX(x2);
        stem.setEndY(y2);
    }
}
