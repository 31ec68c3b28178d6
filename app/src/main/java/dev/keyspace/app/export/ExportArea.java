package dev.keyspace.app.export;

import javafx.geometry.Bounds;
import javafx.scene.Node;

/**
 * The part of a diagram an export covers: everything the node draws, in its own coordinates, after a CSS
 * and layout pass (the same area for PNG and SVG, so both show the same picture).
 */
record ExportArea(double minX, double minY, double width, double height) {

    /** Must be called on the JavaFX thread, with the node in a scene. */
    static ExportArea of(Node node) {
        settle(node);
        Bounds bounds = node.getBoundsInLocal();
        return new ExportArea(
                Math.floor(bounds.getMinX()),
                Math.floor(bounds.getMinY()),
                Math.max(1, Math.ceil(bounds.getWidth())),
                Math.max(1, Math.ceil(bounds.getHeight())));
    }

    /** Runs CSS and layout until positions placed during layout (auto-layout) have settled. */
    static void settle(Node node) {
        for (int pass = 0; pass < 3; pass++) {
            node.applyCss();
            if (node instanceof javafx.scene.Parent parent) {
                parent.layout();
            }
        }
    }
}
