package dev.keyspace.app.views.routing;

/** An axis-aligned rectangle of the diagram, by its edges: a node to route around, or a label. */
public record Box(double minX, double minY, double maxX, double maxY) {

    public static Box of(double x, double y, double width, double height) {
        return new Box(x, y, x + width, y + height);
    }

    public static Box centredOn(double cx, double cy, double width, double height) {
        return new Box(cx - width / 2, cy - height / 2, cx + width / 2, cy + height / 2);
    }

    public double width() {
        return maxX - minX;
    }

    public double height() {
        return maxY - minY;
    }

    public double centerX() {
        return (minX + maxX) / 2;
    }

    public double centerY() {
        return (minY + maxY) / 2;
    }

    public Box inflated(double by) {
        return new Box(minX - by, minY - by, maxX + by, maxY + by);
    }

    /** True when the two share some area (touching edges do not count). */
    public boolean overlaps(Box other) {
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY;
    }

    /**
     * True when the segment between two points, horizontal or vertical or not, passes through this box's
     * inside (running along an edge does not count).
     */
    public boolean crossedBy(double x1, double y1, double x2, double y2) {
        double t0 = 0;
        double t1 = 1;
        double dx = x2 - x1;
        double dy = y2 - y1;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x1 - minX, maxX - x1, y1 - minY, maxY - y1};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] <= 0) {
                    return false;
                }
            } else {
                double r = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, r);
                } else {
                    t1 = Math.min(t1, r);
                }
            }
        }
        return t1 - t0 > 1e-9;
    }
}
