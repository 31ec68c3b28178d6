package dev.keyspace.app.designer.canvas;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.skin.ScrollPaneSkin;

/**
 * The diagram's scroll pane skin with the minimap over the bottom right corner of the viewport (inside the
 * scroll bars), so it stays in sight however the split panes around the diagram cut the window.
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
        minimap.relocate(
                Math.max(view.getMinX(), view.getMaxX() - minimap.getWidth() - MARGIN),
                Math.max(view.getMinY(), view.getMaxY() - minimap.getHeight() - MARGIN));
    }
}
