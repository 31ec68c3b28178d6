package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.DiagramIds;
import javafx.scene.shape.Circle;

/** The filled circle the workflow's entry transitions start from. */
public final class StartMarkerNode extends DiagramRegion {

    private static final double RADIUS = 10;

    public StartMarkerNode() {
        DiagramNodes.tag(this, DiagramIds.WORKFLOW_START);
        getStyleClass().add("workflow-start");
        Circle dot = new Circle(RADIUS, RADIUS, RADIUS);
        dot.getStyleClass().add("workflow-start-dot");
        getChildren().add(dot);
    }

    @Override
    public AnchorShape anchorShape() {
        return AnchorShape.ELLIPSE;
    }

    @Override
    protected double computePrefWidth(double height) {
        return 2 * RADIUS;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 2 * RADIUS;
    }
}
