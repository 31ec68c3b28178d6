package dev.keyspace.app.designer.canvas;

import java.util.Optional;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.Region;

/**
 * The part of a diagram that has something drawn on it, in the diagram's coordinates: the union of what its
 * layers hold. The diagram region itself is as large as its layout wants, often with much empty space.
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
        return minX > maxX ? Optional.empty() : Optional.of(new BoundingBox(minX, minY, maxX - minX, maxY - minY));
    }
}
