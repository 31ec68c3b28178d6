package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.schema.ElementId;
import java.util.Optional;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.ScrollEvent;

/**
 * A diagram in a scroll pane that pans with the scroll bars (or a drag on the background) and zooms
 * with Ctrl+wheel (around the pointer), the View menu's keys, or fit-to-window. Zoom is a view setting, never an edit.
 */
public final class ZoomableDiagram extends ScrollPane {

    static final double MIN_ZOOM = 0.1;
    static final double MAX_ZOOM = 4.0;
    private static final double STEP = 1.2;
    /** Below this scale a revealed table's text is too small to read, so a reveal zooms to 100%. */
    static final double READABLE_ZOOM = 0.75;

    private final DiagramView diagram;
    private final DoubleProperty zoom = new SimpleDoubleProperty(1.0);

    public ZoomableDiagram(DiagramView diagram) {
        this.diagram = diagram;
        setContent(new ScaledContent(diagram, zoom));
        setPannable(true);
        getStyleClass().add("diagram-scroll");
        addEventFilter(ScrollEvent.SCROLL, event -> {
            if (event.isShortcutDown() && event.getDeltaY() != 0) {
                zoomAt(
                        zoom.get() * (event.getDeltaY() > 0 ? STEP : 1 / STEP),
                        new Point2D(event.getSceneX(), event.getSceneY()));
                event.consume();
            }
        });
    }

    public DiagramView diagram() {
        return diagram;
    }

    public DoubleProperty zoomProperty() {
        return zoom;
    }

    public void setZoom(double value) {
        zoom.set(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, value)));
    }

    /**
     * Zooms keeping the diagram point under {@code sceneAnchor} (the pointer) where it is: after the new
     * scale is laid out, the view scrolls by however far that point moved.
     */
    public void zoomAt(double value, Point2D sceneAnchor) {
        Point2D anchored = diagram.sceneToLocal(sceneAnchor);
        setZoom(value);
        applyCss();
        layout();
        Point2D moved = diagram.localToScene(anchored).subtract(sceneAnchor);
        Bounds content = getContent().getLayoutBounds();
        Bounds viewport = getViewportBounds();
        double spareWidth = content.getWidth() - viewport.getWidth();
        double spareHeight = content.getHeight() - viewport.getHeight();
        if (spareWidth > 0) {
            setHvalue(clamp(getHvalue() + moved.getX() / spareWidth));
        }
        if (spareHeight > 0) {
            setVvalue(clamp(getVvalue() + moved.getY() / spareHeight));
        }
        // place the content now, so that a second wheel step in the same pulse starts from here
        requestLayout();
        layout();
    }

    private static double clamp(double value) {
        return Math.max(0, Math.min(1, value));
    }

    public void zoomIn() {
        setZoom(zoom.get() * STEP);
    }

    public void zoomOut() {
        setZoom(zoom.get() / STEP);
    }

    /**
     * Shows the node drawing {@code id} (or its keyspace frame): zooms to a readable size if the diagram is smaller
     * than that, and scrolls so the node is in the middle of the view. False when this diagram does not draw it.
     */
    public boolean reveal(ElementId id) {
        Optional<Node> node = drawing(id);
        if (node.isEmpty()) {
            return false;
        }
        if (zoom.get() < READABLE_ZOOM) {
            setZoom(1.0);
        }
        applyCss();
        layout();
        centreOn(node.get());
        return true;
    }

    /** Scrolls just enough to bring the node drawing {@code id} into view, if it is drawn and not in view. */
    public void scrollIntoView(ElementId id) {
        drawing(id).filter(node -> !inView(node)).ifPresent(this::centreOn);
    }

    private Optional<Node> drawing(ElementId id) {
        return diagram.node(id).or(() -> Optional.ofNullable(diagram.frames().get(id)));
    }

    /** True when the whole node is inside the visible part of the content (scroll values run from 0 to 1). */
    private boolean inView(Node node) {
        Bounds content = getContent().getLayoutBounds();
        Bounds viewport = getViewportBounds();
        double left = Math.max(0, content.getWidth() - viewport.getWidth()) * getHvalue();
        double top = Math.max(0, content.getHeight() - viewport.getHeight()) * getVvalue();
        Bounds drawn = getContent().sceneToLocal(node.localToScene(node.getLayoutBounds()));
        return drawn.getMinX() >= left
                && drawn.getMaxX() <= left + viewport.getWidth()
                && drawn.getMinY() >= top
                && drawn.getMaxY() <= top + viewport.getHeight();
    }

    private void centreOn(Node node) {
        Bounds content = getContent().getLayoutBounds();
        Bounds viewport = getViewportBounds();
        Bounds drawn = getContent().sceneToLocal(node.localToScene(node.getLayoutBounds()));
        double spareWidth = content.getWidth() - viewport.getWidth();
        double spareHeight = content.getHeight() - viewport.getHeight();
        if (spareWidth > 0) {
            setHvalue(clamp((drawn.getCenterX() - viewport.getWidth() / 2) / spareWidth));
        }
        if (spareHeight > 0) {
            setVvalue(clamp((drawn.getCenterY() - viewport.getHeight() / 2) / spareHeight));
        }
        requestLayout();
        layout();
    }

    /** Scales the whole diagram to the visible area (never above 100%). */
    public void fitToWindow() {
        Bounds content = diagram.getLayoutBounds();
        Bounds viewport = getViewportBounds();
        if (content.getWidth() <= 0 || content.getHeight() <= 0 || viewport.getWidth() <= 0) {
            return;
        }
        double scale = Math.min(viewport.getWidth() / content.getWidth(), viewport.getHeight() / content.getHeight());
        setZoom(Math.min(1.0, scale * 0.95));
    }
}
