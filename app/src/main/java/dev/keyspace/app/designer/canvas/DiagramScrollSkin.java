package dev.keyspace.app.designer.canvas;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.skin.ScrollPaneSkin;

/**
 * The diagram's scroll pane skin with the minimap over a corner of the viewport (the bottom right one unless the user
 * moved it; inside the scroll bars), so it stays in sight however the split panes around the diagram cut the window.
 */
final class DiagramScrollSkin extends ScrollPaneSkin {

    private static final double MARGIN = 10;

    private final Minimap minimap;

    DiagramScrollSkin(ZoomableDiagram control, Minimap minimap) {
        super(control);
        this.minimap = minimap;
        getChildren().add(minimap);
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        super.layoutChildren(x, y, w, h);
        Node port = getSkinnable().lookup(".viewport");
        if (port == null) {
            return;
        }
        Bounds view = port.getBoundsInParent();
        Minimap.Corner corner = minimap.cornerProperty().get();
        minimap.relocate(
                corner.right()
                        ? Math.max(view.getMinX(), view.getMaxX() - minimap.getWidth() - MARGIN)
                        : view.getMinX() + MARGIN,
                corner.bottom()
                        ? Math.max(view.getMinY(), view.getMaxY() - minimap.getHeight() - MARGIN)
                        : view.getMinY() + MARGIN);
    }
}
