package dev.keyspace.app.views;

import javafx.geometry.Bounds;
import javafx.scene.layout.Region;

/**
 * A diagram node drawn at exactly its preferred size (a layout never squeezes it below that); edges attach
 * to its whole box unless a subclass says otherwise.
 */
abstract class DiagramRegion extends Region implements Anchored {

    @Override
    public Bounds anchorBounds() {
        return DiagramNodes.box(this);
    }

    @Override
    public AnchorShape anchorShape() {
        return AnchorShape.RECTANGLE;
    }

    @Override
    protected double computeMinWidth(double height) {
        return computePrefWidth(height);
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }
}
