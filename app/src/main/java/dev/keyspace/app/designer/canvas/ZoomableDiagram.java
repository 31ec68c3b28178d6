package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.schema.ElementId;
import java.util.Optional;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Skin;
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
    /** Fit to Window fills the view, but a diagram of two boxes is not blown up past this. */
    static final double MAX_FIT = 2.0;
    /** Diagram pixels left around the drawing by Fit to Window. */
    static final double FIT_MARGIN = 16;

    private final DiagramView diagram;
    private final DoubleProperty zoom = new SimpleDoubleProperty(1.0);
    private final Minimap minimap;

    public ZoomableDiagram(DiagramView diagram) {
        this.diagram = diagram;
        ScaledContent content = new ScaledContent(diagram, zoom);
        setContent(content);
        minimap = new Minimap(this);
        // the content is at least as large as the view, so that a smaller drawing can sit in its middle
        viewportBoundsProperty().addListener((o, was, now) -> {
            content.setMinWidth(now.getWidth());
            content.setMinHeight(now.getHeight());
        });
        setPannable(true);
        getStyleClass().add("diagram-scroll");
        diagram.showNearView(this::areaInView);
        hvalueProperty().addListener(o -> diagram.viewMoved());
        vvalueProperty().addListener(o -> diagram.viewMoved());
        viewportBoundsProperty().addListener(o -> diagram.viewMoved());
        zoom.addListener(o -> diagram.viewMoved());
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

    @Override
    protected Skin<?> createDefaultSkin() {
        return new DiagramScrollSkin(this, minimap);
    }

    /** The overview of this diagram over the corner of its view. */
    public Minimap minimap() {
        return minimap;
    }

    /** The part of the diagram in view, in the diagram's coordinates (as last laid out). */
    public Optional<Bounds> viewportInDiagram() {
        Node port = lookup(".viewport");
        if (port == null || getViewportBounds().getWidth() <= 0) {
            return Optional.empty();
        }
        return Optional.of(diagram.sceneToLocal(port.localToScene(port.getLayoutBounds())));
    }

    /**
     * The part of the diagram in view, in the diagram's coordinates, worked out from the scroll values, the zoom
     * and where the content places the diagram (so it is right during a layout pass, before the scene moved).
     */
    Optional<Bounds> areaInView() {
        Bounds viewport = getViewportBounds();
        if (viewport.getWidth() <= 0 || viewport.getHeight() <= 0) {
            return Optional.empty();
        }
        Bounds content = getContent().getLayoutBounds();
        double left = Math.max(0, content.getWidth() - viewport.getWidth()) * getHvalue();
        double top = Math.max(0, content.getHeight() - viewport.getHeight()) * getVvalue();
        double scale = zoom.get();
        return Optional.of(new BoundingBox(
                (left - diagram.getLayoutX()) / scale,
                (top - diagram.getLayoutY()) / scale,
                viewport.getWidth() / scale,
                viewport.getHeight() / scale));
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
        diagram.moveViewInSteps(() -> {
            Point2D anchored = diagram.sceneToLocal(sceneAnchor);
            setZoom(value);
            applyCss();
            layout();
            // place the content now, so that a second wheel step in the same pulse starts from here
            scrollBy(diagram.localToScene(anchored).subtract(sceneAnchor));
        });
        layout();
    }

    private static double clamp(double value) {
        return Math.max(0, Math.min(1, value));
    }

    public void zoomIn() {
        zoomKeepingCentre(zoom.get() * STEP);
    }

    public void zoomOut() {
        zoomKeepingCentre(zoom.get() / STEP);
    }

    /** Zooms keeping what is at the middle of the view there (the keys' and the menu's zoom, Ctrl+0 too). */
    public void zoomKeepingCentre(double value) {
        Bounds viewport = getViewportBounds();
        Node port = lookup(".viewport");
        if (port == null || viewport.getWidth() <= 0) {
            setZoom(value);
            return;
        }
        zoomAt(value, port.localToScene(viewport.getWidth() / 2, viewport.getHeight() / 2));
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
        if (getViewportBounds().getWidth() <= 0 || getViewportBounds().getHeight() <= 0) {
            // a tab chosen in this same event is laid out at the next pulse: centre once it has a size
            centreWhenSized(node.get());
        }
        return true;
    }

    private void centreWhenSized(Node node) {
        ChangeListener<Bounds> once = new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Bounds> observable, Bounds before, Bounds now) {
                if (now.getWidth() > 0 && now.getHeight() > 0) {
                    viewportBoundsProperty().removeListener(this);
                    centreOn(node);
                }
            }
        };
        viewportBoundsProperty().addListener(once);
    }

    /**
     * Scrolls to the node drawing {@code id}, if it is drawn and not wholly in view. A node just added is placed
     * first (it has no place until the next layout pass), so that the view follows where it goes.
     */
    public void scrollIntoView(ElementId id) {
        measured(id);
        drawing(id).filter(node -> !inView(node)).ifPresent(this::centreOn);
    }

    /**
     * What the selection does: scrolls to the node drawing {@code id} only if it is out of sight. A node at least
     * half in view (a box cut by the view's edge, which the user just clicked, or whose column an edit just renamed)
     * leaves the view where it is, so that the next click lands where the user aims; a node just added is shown
     * whole.
     */
    public void bringIntoSight(ElementId id) {
        boolean placedNow = measured(id);
        drawing(id).filter(node -> placedNow ? !inView(node) : !inSight(node)).ifPresent(this::centreOn);
    }

    /** Places the node if it awaits its place, and lays the diagram out; true when it was placed now. */
    private boolean measured(ElementId id) {
        boolean placedNow = diagram.awaitsPlace(id);
        if (placedNow) {
            applyCss();
            diagram.placeWaiting();
        }
        // an edit may have just drawn the node anew: measured before its layout, it would sit at the origin
        applyCss();
        layout();
        return placedNow;
    }

    private Optional<Node> drawing(ElementId id) {
        return diagram.node(id).or(() -> Optional.ofNullable(diagram.frames().get(id)));
    }

    /** True when the whole node is inside the visible part of the content (scroll values run from 0 to 1). */
    private boolean inView(Node node) {
        Bounds viewport = visiblePart();
        Bounds drawn = inContent(node);
        return drawn.getMinX() >= viewport.getMinX()
                && drawn.getMaxX() <= viewport.getMaxX()
                && drawn.getMinY() >= viewport.getMinY()
                && drawn.getMaxY() <= viewport.getMaxY();
    }

    /**
     * True when at least half the node is in view across and down (half the view, for a node larger than it).
     */
    private boolean inSight(Node node) {
        Bounds viewport = visiblePart();
        Bounds drawn = inContent(node);
        double across = Math.min(drawn.getMaxX(), viewport.getMaxX()) - Math.max(drawn.getMinX(), viewport.getMinX());
        double down = Math.min(drawn.getMaxY(), viewport.getMaxY()) - Math.max(drawn.getMinY(), viewport.getMinY());
        return across >= Math.min(drawn.getWidth(), viewport.getWidth()) / 2
                && down >= Math.min(drawn.getHeight(), viewport.getHeight()) / 2;
    }

    /** The part of the content in view, in the content's coordinates (scroll values run from 0 to 1). */
    private Bounds visiblePart() {
        Bounds content = getContent().getLayoutBounds();
        Bounds viewport = getViewportBounds();
        double left = Math.max(0, content.getWidth() - viewport.getWidth()) * getHvalue();
        double top = Math.max(0, content.getHeight() - viewport.getHeight()) * getVvalue();
        return new javafx.geometry.BoundingBox(left, top, viewport.getWidth(), viewport.getHeight());
    }

    /** The node's box in the content's coordinates, also for a node of a large diagram not in the scene yet. */
    private Bounds inContent(Node node) {
        if (diagram.isShown(node)) {
            return getContent().sceneToLocal(node.localToScene(node.getLayoutBounds()));
        }
        return diagram.localToParent(diagram.boundsOf(node));
    }

    private void centreOn(Node node) {
        Bounds drawn = inContent(node);
        centreOnContent(new Point2D(drawn.getCenterX(), drawn.getCenterY()));
    }

    /** Scrolls so that the diagram point {@code diagramPoint} is in the middle of the view, as far as it can. */
    public void centreOn(Point2D diagramPoint) {
        centreOnContent(getContent().sceneToLocal(diagram.localToScene(diagramPoint)));
    }

    private void centreOnContent(Point2D point) {
        Bounds content = getContent().getLayoutBounds();
        Bounds viewport = getViewportBounds();
        double spareWidth = content.getWidth() - viewport.getWidth();
        double spareHeight = content.getHeight() - viewport.getHeight();
        if (spareWidth > 0) {
            setHvalue(clamp((point.getX() - viewport.getWidth() / 2) / spareWidth));
        }
        if (spareHeight > 0) {
            setVvalue(clamp((point.getY() - viewport.getHeight() / 2) / spareHeight));
        }
        requestLayout();
        layout();
    }

    /**
     * Scales what is drawn (not the empty space around it) to fill the visible area, up to {@link #MAX_FIT}, and
     * scrolls so that it is in view (a drawing narrower than the view stays at its left, as the scroll pane puts it).
     */
    public void fitToWindow() {
        diagram.moveViewInSteps(this::fitInSteps);
        layout();
    }

    private void fitInSteps() {
        Optional<Bounds> drawn = DrawnBounds.of(diagram);
        Bounds viewport = getViewportBounds();
        if (drawn.isEmpty() || viewport.getWidth() <= 0 || viewport.getHeight() <= 0) {
            return;
        }
        Bounds content = drawn.get();
        double width = content.getWidth() + 2 * FIT_MARGIN;
        double height = content.getHeight() + 2 * FIT_MARGIN;
        setZoom(Math.min(MAX_FIT, Math.min(viewport.getWidth() / width, viewport.getHeight() / height)));
        applyCss();
        layout();
        Bounds scene = diagram.localToScene(content);
        Node port = lookup(".viewport");
        zoomAt(zoom.get(), new Point2D(scene.getCenterX(), scene.getCenterY()));
        if (port != null) {
            // the drawing's centre was kept where it was: now bring it to the middle of the view
            Point2D middle = port.localToScene(viewport.getWidth() / 2, viewport.getHeight() / 2);
            Point2D centre = new Point2D(scene.getCenterX(), scene.getCenterY());
            scrollBy(centre.subtract(middle));
        }
    }

    private void scrollBy(Point2D distance) {
        Bounds content = getContent().getLayoutBounds();
        Bounds viewport = getViewportBounds();
        double spareWidth = content.getWidth() - viewport.getWidth();
        double spareHeight = content.getHeight() - viewport.getHeight();
        if (spareWidth > 0) {
            setHvalue(clamp(getHvalue() + distance.getX() / spareWidth));
        }
        if (spareHeight > 0) {
            setVvalue(clamp(getVvalue() + distance.getY() / spareHeight));
        }
        requestLayout();
        layout();
    }
}
