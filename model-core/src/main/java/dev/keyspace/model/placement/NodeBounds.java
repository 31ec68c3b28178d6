package dev.keyspace.model.placement;

/** Where a diagram node sits and how large it is drawn, in diagram units (pixels at 100% zoom). */
public record NodeBounds(double x, double y, double width, double height) {

    public NodeBounds {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("a node position must be finite: " + x + ", " + y);
        }
        if (!(width >= 0) || !(height >= 0) || !Double.isFinite(width) || !Double.isFinite(height)) {
            throw new IllegalArgumentException("a node size must be finite and not negative: " + width + "x" + height);
        }
    }

    public NodeBounds movedBy(double dx, double dy) {
        return new NodeBounds(x + dx, y + dy, width, height);
    }

    public NodeBounds movedTo(double newX, double newY) {
        return new NodeBounds(newX, newY, width, height);
    }
}
