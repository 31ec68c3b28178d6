package dev.keyspace.app.views;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/**
 * The oval tests' own judges of drawn lines: whether a segment passes through a box (Liang-Barsky clipping), and
 * whether two segments cross.
 */
final class DrawnSegments {

    private DrawnSegments() {}

    static boolean throughBox(Point2D a, Point2D b, Bounds box) {
        double dx = b.getX() - a.getX();
        double dy = b.getY() - a.getY();
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {
            a.getX() - box.getMinX(), box.getMaxX() - a.getX(), a.getY() - box.getMinY(), box.getMaxY() - a.getY()
        };
        double enter = 0;
        double leave = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return false;
                }
            } else if (p[i] < 0) {
                enter = Math.max(enter, q[i] / p[i]);
            } else {
                leave = Math.min(leave, q[i] / p[i]);
            }
        }
        return enter < leave;
    }

    /** True when the two segments cross at a point inside both (touching ends do not count). */
    static boolean cross(Point2D a, Point2D b, Point2D c, Point2D d) {
        return side(c, d, a) * side(c, d, b) < 0 && side(a, b, c) * side(a, b, d) < 0;
    }

    private static double side(Point2D from, Point2D to, Point2D p) {
        return (to.getX() - from.getX()) * (p.getY() - from.getY())
                - (to.getY() - from.getY()) * (p.getX() - from.getX());
    }
}
