package dev.keyspace.app.views;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/** The tests' own judge of whether a drawn line passes through a box (Liang-Barsky clipping of the segment). */
final class SegmentThroughBox {

    private SegmentThroughBox() {}

    static boolean crosses(Point2D a, Point2D b, Bounds box) {
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
}
