package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.views.DiagramView;
import java.util.Optional;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.Region;

/**
 * The part of a diagram that has something drawn on it, in the diagram's coordinates: the union of what its
 * layers hold, and the boxes of a large diagram's nodes that are not in the scene. The diagram region itself is as
 * large as its layout wants, often with much empty space.
 */
public final class DrawnBounds {

    private DrawnBounds() {}

    public static Optional<Bounds> of(Region diagram) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Node layer : diagram.getChildrenUnmodifiable()) {
            if (!(layer instanceof Parent parent) || !layer.isVisible()) {
                continue;
            }
            for (Node drawn : parent.getChildrenUnmodifiable()) {
                if (!drawn.isVisible() || drawn.getBoundsInParent().isEmpty()) {
                    continue;
                }
                Bounds bounds = layer.localToParent(drawn.getBoundsInParent());
                minX = Math.min(minX, bounds.getMinX());
                minY = Math.min(minY, bounds.getMinY());
                maxX = Math.max(maxX, bounds.getMaxX());
                maxY = Math.max(maxY, bounds.getMaxY());
            }
        }
        Optional<Bounds> shown =
                minX > maxX ? Optional.empty() : Optional.of(new BoundingBox(minX, minY, maxX - minX, maxY - minY));
        Optional<Bounds> unshown = diagram instanceof DiagramView view ? view.unshownExtent() : Optional.empty();
        if (unshown.isEmpty()) {
            return shown;
        }
        return Optional.of(shown.map(s -> union(s, unshown.get())).orElse(unshown.get()));
    }

    /** The smallest box holding both; an empty bounds (JavaFX's negative size) adds nothing. */
    public static Bounds union(Bounds a, Bounds b) {
        if (a.isEmpty()) {
            return b;
        }
        if (b.isEmpty()) {
            return a;
        }
        double minX = Math.min(a.getMinX(), b.getMinX());
        double minY = Math.min(a.getMinY(), b.getMinY());
        return new BoundingBox(
                minX, minY, Math.max(a.getMaxX(), b.getMaxX()) - minX, Math.max(a.getMaxY(), b.getMaxY()) - minY);
    }
}
