package dev.keyspace.app.export;

import dev.keyspace.app.views.DiagramView;
import javafx.geometry.Bounds;
import javafx.scene.Node;

/**
 * The part of a diagram an export covers: everything the node draws, in its own coordinates, after a CSS
 * and layout pass, with a white {@link #MARGIN} around it (the same area for PNG and SVG, so both show the same
 * picture).
 */
public record ExportArea(double minX, double minY, double width, double height) {

    /** The white space left around the drawing on every side, in diagram pixels (a PNG's scale multiplies it). */
    public static final double MARGIN = 24;

    /** Must be called on the JavaFX thread, with the node in a scene. */
    static ExportArea of(Node node) {
        settle(node);
        // a diagram's extent, not its bounds: those cover only the boxes in the scene, and strokes as styled
        Bounds bounds = node instanceof DiagramView diagram ? diagram.extent() : node.getBoundsInLocal();
        return new ExportArea(
                Math.floor(bounds.getMinX()) - MARGIN,
                Math.floor(bounds.getMinY()) - MARGIN,
                Math.max(1, Math.ceil(bounds.getWidth())) + 2 * MARGIN,
                Math.max(1, Math.ceil(bounds.getHeight())) + 2 * MARGIN);
    }

    /**
     * Applies CSS, then lays out until positions placed during layout (auto-layout, arrow routes) have settled.
     * CSS is applied once: {@code applyCss} restyles every node below this one, some 50,000 for a diagram of
     * 2,000 tables, and a layout pass adds no nodes to style; a later snapshot styles any that it did add.
     */
    static void settle(Node node) {
        node.applyCss();
        if (node instanceof javafx.scene.Parent parent) {
            for (int pass = 0; pass < 3; pass++) {
                parent.layout();
            }
        }
    }
}
