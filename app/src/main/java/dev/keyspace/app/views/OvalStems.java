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

    private OvalStems() {}

    /** Draws {@code stems.get(i)} from oval {@code i} to the shape {@code c}. */
    static void join(List<Box> ovals, Box c, List<Line> stems, Inset across, Inset beside) {
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
                        double x = c.minX() + c.width() * share;
                        double inset = across.at(x - c.minX(), c.width(), c.height());
                        boolean above = side == Side.ABOVE;
                        set(
                                stem,
                                b.centerX(),
                                above ? b.maxY() : b.minY(),
                                x,
                                above ? c.minY() + inset : c.maxY() - inset);
                    }
                    case LEFT, RIGHT -> {
                        double y = c.minY() + c.height() * share;
                        double inset = beside.at(y - c.minY(), c.width(), c.height());
                        boolean left = side == Side.LEFT;
                        set(
                                stem,
                                left ? b.maxX() : b.minX(),
                                b.centerY(),
                                left ? c.minX() + inset : c.maxX() - inset,
                                y);
                    }
                }
            }
        }
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
