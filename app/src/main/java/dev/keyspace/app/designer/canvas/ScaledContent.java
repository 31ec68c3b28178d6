package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.views.DiagramView;
import javafx.beans.property.DoubleProperty;
import javafx.geometry.Bounds;
import javafx.scene.layout.Region;
import javafx.scene.transform.Scale;

/**
 * The scroll pane's content: a diagram scaled by the zoom, sized to the scaled drawing (including anything
 * drawn left of or above the origin). A plain {@code Group} would do the same, but a group recomputes its
 * bounds, and the scroll pane reacts, every time any of its thousands of nodes is laid out; this region is
 * measured once per layout pass.
 */
final class ScaledContent extends Region {

    private final DiagramView diagram;
    private final DoubleProperty zoom;

    ScaledContent(DiagramView diagram, DoubleProperty zoom) {
        this.diagram = diagram;
        this.zoom = zoom;
        Scale scale = new Scale();
        scale.xProperty().bind(zoom);
        scale.yProperty().bind(zoom);
        diagram.getTransforms().add(scale);
        getChildren().add(diagram);
        zoom.addListener(o -> requestLayout());
    }

    @Override
    protected double computePrefWidth(double height) {
        return scaledWidth(drawn());
    }

    @Override
    protected double computePrefHeight(double width) {
        return scaledHeight(drawn());
    }

    private double scaledWidth(Bounds drawn) {
        return (Math.max(drawn.getMaxX(), diagram.prefWidth(-1)) - left(drawn)) * zoom.get();
    }

    private double scaledHeight(Bounds drawn) {
        return (Math.max(drawn.getMaxY(), diagram.prefHeight(-1)) - top(drawn)) * zoom.get();
    }

    /** A drawing smaller than the view (as Fit to Window makes it in one direction) sits in its middle. */
    @Override
    protected void layoutChildren() {
        diagram.resize(diagram.prefWidth(-1), diagram.prefHeight(-1));
        // measured once: with a large diagram's nodes out of the scene, what is drawn is a walk of every node
        Bounds drawn = drawn();
        // whole pixels, so that a diagram point at 100 % stays on a screen pixel
        double spareWidth = Math.floor(Math.max(0, getWidth() - scaledWidth(drawn)) / 2);
        double spareHeight = Math.floor(Math.max(0, getHeight() - scaledHeight(drawn)) / 2);
        diagram.relocate(-left(drawn) * zoom.get() + spareWidth, -top(drawn) * zoom.get() + spareHeight);
    }

    /** What the diagram draws, including the nodes of a large diagram that are not in the scene. */
    private Bounds drawn() {
        Bounds shown = diagram.getBoundsInLocal();
        return diagram.unshownExtent()
                .map(rest -> DrawnBounds.union(shown, rest))
                .orElse(shown);
    }

    private static double left(Bounds drawn) {
        return Math.min(0, drawn.getMinX());
    }

    private static double top(Bounds drawn) {
        return Math.min(0, drawn.getMinY());
    }
}
