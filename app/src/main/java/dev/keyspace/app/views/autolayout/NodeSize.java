package dev.keyspace.app.views.autolayout;

/** The size a diagram node is drawn at, as measured from its rendered JavaFX node. */
public record NodeSize(double width, double height) {

    public NodeSize {
        if (!(width >= 0) || !(height >= 0) || !Double.isFinite(width) || !Double.isFinite(height)) {
            throw new IllegalArgumentException("a node size must be finite and not negative: " + width + "x" + height);
        }
    }
}
