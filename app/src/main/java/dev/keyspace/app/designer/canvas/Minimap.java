package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.views.DiagramView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * An overview of a whole diagram in a corner of its view: one mark per box, the keyspace frames outlined, and
 * the part of the diagram in view as a rectangle; a click or a drag on it scrolls the diagram there.
 *
 * <p>The boxes are drawn on one canvas, again only after a render or a layout moved them; scrolling redraws only
 * the viewport rectangle, on a second canvas, so that a scroll costs the same on 2,000 tables as on 20. Both are
 * drawn after the layout pass (when the boxes and the view have their places), and only when something changed.
 * It hides itself while the whole drawing is in view, where it would only cover a part of it; it turns see-through
 * while the pointer is over it, and the right button on it moves it to another corner of the view.
 */
public final class Minimap extends Region {

    static final double WIDTH = 180;
    static final double HEIGHT = 120;
    private static final double PADDING = 4;
    /** Its opacity while the pointer is over it. */
    static final double SEE_THROUGH = 0.2;
    /** A view smaller than this many minimaps is left to the diagram alone. */
    private static final double ROOM = 2;

    private static final Color BOX = Color.rgb(80, 120, 180, 0.75);
    private static final Color FRAME = Color.rgb(120, 120, 120, 0.9);
    private static final Color VIEW = Color.rgb(220, 80, 20);

    private final ZoomableDiagram zoomable;
    private final DiagramView diagram;
    private final Canvas boxes = new Canvas(WIDTH, HEIGHT);
    private final Canvas viewport = new Canvas(WIDTH, HEIGHT);
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", true);
    private final ObjectProperty<Corner> corner = new SimpleObjectProperty<>(this, "corner", Corner.BOTTOM_RIGHT);
    private final ContextMenu corners = new ContextMenu();
    private final Runnable afterLayout = this::afterLayout;
    private List<Bounds> boxBounds = List.of();
    private List<Bounds> frameBounds = List.of();
    private MinimapScale scale = MinimapScale.NONE;
    private Bounds viewed;
    private boolean boxesDirty = true;
    private boolean viewDirty = true;

    Minimap(ZoomableDiagram zoomable) {
        this.zoomable = zoomable;
        this.diagram = zoomable.diagram();
        getStyleClass().add("minimap");
        setId("minimap");
        getChildren().addAll(boxes, viewport);
        boxes.relocate(PADDING, PADDING);
        viewport.relocate(PADDING, PADDING);
        setVisible(false);
        setManaged(false);
        resize(WIDTH + 2 * PADDING, HEIGHT + 2 * PADDING);
        diagram.rendersProperty().addListener(o -> boxesChanged());
        diagram.layoutBoundsProperty().addListener(o -> boxesChanged());
        zoomable.hvalueProperty().addListener(o -> viewChanged());
        zoomable.vvalueProperty().addListener(o -> viewChanged());
        zoomable.viewportBoundsProperty().addListener(o -> viewChanged());
        zoomable.zoomProperty().addListener(o -> viewChanged());
        shown.addListener(o -> viewChanged());
        sceneProperty().addListener((o, before, now) -> follow(before, now));
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::steer);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::steer);
        // see-through while the pointer is over it, to read what it covers; whole again while it is used
        addEventHandler(MouseEvent.MOUSE_ENTERED, e -> setOpacity(e.isPrimaryButtonDown() ? 1 : SEE_THROUGH));
        addEventHandler(MouseEvent.MOUSE_PRESSED, e -> setOpacity(1));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> setOpacity(1));
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::offerCorners);
        addEventHandler(MouseEvent.ANY, MouseEvent::consume);
        corner.addListener(o -> zoomable.requestLayout());
        for (Corner other : Corner.values()) {
            MenuItem move = new MenuItem("Move to the " + other.words + " corner");
            move.setId("minimap-corner-"
                    + other.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            move.setOnAction(e -> corner.set(other));
            corners.getItems().add(move);
        }
    }

    /** The corner of the view the minimap sits in. */
    public enum Corner {
        BOTTOM_RIGHT("bottom right"),
        BOTTOM_LEFT("bottom left"),
        TOP_LEFT("top left"),
        TOP_RIGHT("top right");

        private final String words;

        Corner(String words) {
            this.words = words;
        }

        boolean right() {
            return this == BOTTOM_RIGHT || this == TOP_RIGHT;
        }

        boolean bottom() {
            return this == BOTTOM_RIGHT || this == BOTTOM_LEFT;
        }
    }

    /** Which corner of the view it sits in; the right button on it offers the others. */
    public ObjectProperty<Corner> cornerProperty() {
        return corner;
    }

    /** The right button: a menu to move the minimap to another corner, away from what it covers. */
    private void offerCorners(MouseEvent event) {
        if (event.getButton() == MouseButton.SECONDARY) {
            corners.getItems()
                    .forEach(item -> item.setVisible(!item.getId()
                            .endsWith(corner.get()
                                    .name()
                                    .toLowerCase(java.util.Locale.ROOT)
                                    .replace('_', '-'))));
            corners.show(this, event.getScreenX(), event.getScreenY());
        }
    }

    /** Whether the user wants the minimap (View > Minimap); it still hides while the whole drawing is in view. */
    public BooleanProperty shownProperty() {
        return shown;
    }

    /** How many boxes the minimap draws (one mark per box of the diagram). */
    public int marks() {
        return boxBounds.size();
    }

    /** The viewport rectangle as drawn, in this minimap's coordinates; empty while nothing is drawn. */
    public Optional<Bounds> viewportMark() {
        if (viewed == null || scale.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(viewport.localToParent(scale.toMap(viewed)));
    }

    /** The diagram point shown at a point of this minimap. */
    public Point2D diagramPointAt(Point2D local) {
        Point2D onCanvas = boxes.parentToLocal(local);
        return scale.toDiagram(onCanvas.getX(), onCanvas.getY());
    }

    /** Where a diagram point is shown on this minimap (the inverse of {@link #diagramPointAt}). */
    public Point2D minimapPointOf(Point2D diagramPoint) {
        return boxes.localToParent(scale.toMap(diagramPoint));
    }

    private void boxesChanged() {
        boxesDirty = true;
        viewDirty = true;
        requestPulse();
    }

    private void viewChanged() {
        viewDirty = true;
        requestPulse();
    }

    private void requestPulse() {
        if (getScene() != null) {
            // a post-layout listener runs on the next pulse, which nothing else may have asked for yet
            javafx.application.Platform.requestNextPulse();
        }
    }

    private void follow(Scene before, Scene now) {
        if (before != null) {
            before.removePostLayoutPulseListener(afterLayout);
        }
        if (now != null) {
            now.addPostLayoutPulseListener(afterLayout);
        }
    }

    private void afterLayout() {
        if (!viewDirty || diagram.isStale()) {
            return;
        }
        viewDirty = false;
        if (!shown.get()) {
            setVisible(false);
            return;
        }
        if (boxesDirty) {
            boxesDirty = false;
            readBoxes();
            drawBoxes();
        }
        viewed = zoomable.viewportInDiagram().orElse(null);
        Bounds port = zoomable.getViewportBounds();
        boolean roomy = port.getWidth() >= ROOM * WIDTH && port.getHeight() >= ROOM * HEIGHT;
        boolean needed = roomy && !scale.isEmpty() && viewed != null && !viewed.contains(scale.world());
        setVisible(needed);
        if (needed) {
            drawViewport();
        }
    }

    /** The boxes' bounds in the diagram's coordinates: each node's bounds in its layer, through the layer. */
    private void readBoxes() {
        List<Bounds> nodes = new ArrayList<>();
        for (Node node : diagram.nodes().values()) {
            if (node.isVisible()) {
                nodes.add(diagram.boundsOf(node));
            }
        }
        List<Bounds> frames = new ArrayList<>();
        for (Node frame : diagram.frames().values()) {
            if (frame.getParent() != null && frame.isVisible()) {
                frames.add(frame.getParent().localToParent(frame.getBoundsInParent()));
            }
        }
        boxBounds = List.copyOf(nodes);
        frameBounds = List.copyOf(frames);
        scale = DrawnBounds.of(diagram)
                .map(world -> MinimapScale.fit(world, WIDTH, HEIGHT))
                .orElse(MinimapScale.NONE);
    }

    private void drawBoxes() {
        GraphicsContext g = boxes.getGraphicsContext2D();
        g.clearRect(0, 0, WIDTH, HEIGHT);
        if (scale.isEmpty()) {
            return;
        }
        g.setStroke(FRAME);
        g.setLineWidth(1);
        for (Bounds frame : frameBounds) {
            Bounds b = scale.toMap(frame);
            g.strokeRect(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
        }
        g.setFill(BOX);
        for (Bounds box : boxBounds) {
            Bounds b = scale.toMap(box);
            // at least a pixel, so that a small box on a large diagram is still a mark
            g.fillRect(b.getMinX(), b.getMinY(), Math.max(1, b.getWidth()), Math.max(1, b.getHeight()));
        }
    }

    private void drawViewport() {
        GraphicsContext g = viewport.getGraphicsContext2D();
        g.clearRect(0, 0, WIDTH, HEIGHT);
        Bounds b = scale.toMap(viewed);
        g.setFill(VIEW.deriveColor(0, 1, 1, 0.12));
        g.fillRect(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
        g.setStroke(VIEW);
        g.setLineWidth(1.5);
        g.strokeRect(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
    }

    /** A press or a drag puts the middle of the view at the diagram point under the pointer. */
    private void steer(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY || scale.isEmpty()) {
            return;
        }
        zoomable.centreOn(diagramPointAt(new Point2D(event.getX(), event.getY())));
    }
}
