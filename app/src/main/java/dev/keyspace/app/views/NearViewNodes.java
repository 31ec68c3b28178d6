package dev.keyspace.app.views;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;

/**
 * Which of a diagram's nodes and arrows its layers hold: all of them, or for a large diagram in a view that says which
 * part of it is in sight, those near that part, or none while it is sketched (ADR 0017): when too many boxes meet the
 * view, or, for a diagram of any size, when its text would be drawn smaller than {@link #READABLE_TEXT_PX}
 * (Fit to Window on a few dozen tables or a dozen entities); for an export, exactly those meeting the band being drawn ({@link
 * #showOnly}). Nodes and arrows out of the scene are still made, placed and routed;
 * {@link #boundsOf} answers a node's bounds either way.
 */
final class NearViewNodes {

    /** Text drawn smaller than this many screen pixels cannot be read: the sketch names the boxes instead. */
    static final double READABLE_TEXT_PX = 8;

    private final Pane layer;
    private final Supplier<Collection<Node>> nodes;
    private final Pane edgeLayer;
    private final Supplier<List<ArrowNode>> arrows;
    private final DiagramSketch sketch = new DiagramSketch();
    private final Supplier<Collection<DiagramSketch.Group>> groups;
    private final ReadOnlyLongWrapper shownChanges = new ReadOnlyLongWrapper(this, "shownChanges");
    private final DoubleSupplier scale;
    private Supplier<Optional<Bounds>> viewArea;
    /** Only the nodes meeting the area, whatever the diagram's size, never sketched: an export's band. */
    private boolean exact;
    /** The part of the diagram whose nodes are in the scene; null while every node is. */
    private Bounds window;

    private boolean dirty;
    private boolean held;
    private Optional<Bounds> lastUnshownExtent = Optional.empty();

    NearViewNodes(
            Pane layer,
            Supplier<Collection<Node>> nodes,
            Pane edgeLayer,
            Supplier<List<ArrowNode>> arrows,
            Supplier<Collection<DiagramSketch.Group>> groups,
            DoubleSupplier scale) {
        this.groups = groups;
        this.scale = scale;
        this.layer = layer;
        this.nodes = nodes;
        this.edgeLayer = edgeLayer;
        this.arrows = arrows;
    }

    /** The groups the sketch names, while the diagram is sketched. */
    List<String> sketchedGroups() {
        return sketch.named();
    }

    Canvas sketchCanvas() {
        return sketch.canvas();
    }

    void follow(Supplier<Optional<Bounds>> area) {
        viewArea = area;
        exact = false;
        dirty = true;
    }

    /**
     * Keeps in the scene exactly the nodes and arrows that meet {@code area}, with no margin, however few or many:
     * what an export draws one band at a time. Null puts every node back.
     */
    void showOnly(Bounds area) {
        viewArea = area == null ? null : () -> Optional.of(area);
        exact = area != null;
        dirty = true;
    }

    /** True when only the nodes near the view are to be in the scene (or the part in view sketched). */
    boolean active() {
        return viewArea != null
                && (exact || nodes.get().size() > DiagramView.SHOWN_NEAR_VIEW_ABOVE || textUnreadable());
    }

    /** True when the boxes' lines would be drawn too small to read at the current zoom. */
    boolean textUnreadable() {
        return !exact && !nodes.get().isEmpty() && lineTextSize() * scale.getAsDouble() < READABLE_TEXT_PX;
    }

    /** Puts every node and arrow in the scene. */
    void showAll() {
        window = null;
        sketch.hide();
        show(List.copyOf(nodes.get()));
        LayerChildren.show(edgeLayer, arrows.get());
    }

    /** The nodes changed: the ones near the view are chosen again at the next layout. */
    void invalidate() {
        dirty = true;
    }

    /**
     * True when the nodes near the view are to be chosen again at this layout pass, or every node put back in the
     * scene (a zoom in made a small diagram's text readable again).
     */
    boolean isDue() {
        return dirty && !held && (active() || window != null);
    }

    /** While held, layout passes leave the nodes in the scene as they are (the view is between two states). */
    void hold(boolean hold) {
        held = hold;
    }

    boolean isDirty() {
        return dirty;
    }

    /** True when the view's move takes it out of the part whose nodes are in the scene (so a layout is due). */
    boolean viewMoved() {
        if (dirty) {
            return false;
        }
        if (!active()) {
            // a zoom in made the text readable: every node goes back in the scene
            dirty = window != null;
            return dirty;
        }
        Optional<Bounds> area = viewArea.get();
        dirty = window == null || area.isEmpty() || sketch.isShown() || !window.contains(area.get());
        return dirty;
    }

    boolean isSketched() {
        return sketch.isShown();
    }

    ReadOnlyLongProperty shownChangesProperty() {
        return shownChanges.getReadOnlyProperty();
    }

    /** The size of a box's lines (columns, fields): the text that must stay readable. */
    private static double lineTextSize() {
        return DiagramText.font().getSize();
    }

    static Bounds boundsOf(Node node) {
        if (node.getParent() != null) {
            return node.getParent().localToParent(node.getBoundsInParent());
        }
        return node instanceof Region r ? DiagramNodes.box(r) : node.getBoundsInParent();
    }

    /** The union of the boxes of the nodes not in the scene; nothing when every node is. */
    Optional<Bounds> unshownExtent() {
        if (window == null) {
            return Optional.empty();
        }
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Node node : nodes.get()) {
            if (node.getParent() == null && node.isVisible()) {
                Bounds b = boundsOf(node);
                minX = Math.min(minX, b.getMinX());
                minY = Math.min(minY, b.getMinY());
                maxX = Math.max(maxX, b.getMaxX());
                maxY = Math.max(maxY, b.getMaxY());
            }
        }
        return minX > maxX ? Optional.empty() : Optional.of(new BoundingBox(minX, minY, maxX - minX, maxY - minY));
    }

    /** True once after the nodes out of the scene moved or changed, which no parent is told of. */
    boolean unshownExtentChanged() {
        Optional<Bounds> extent = unshownExtent();
        if (extent.equals(lastUnshownExtent)) {
            return false;
        }
        lastUnshownExtent = extent;
        return true;
    }

    /**
     * Puts in the scene the nodes that meet the part in view and half a view around it, or sketches them when more
     * than {@link DiagramView#SKETCHED_ABOVE} meet the view ({@code scale}: screen pixels per diagram unit).
     */
    void showNearView(double scale) {
        dirty = false;
        if (!active()) {
            showAll();
            return;
        }
        Optional<Bounds> area = viewArea.get().filter(in -> !exact || !in.isEmpty());
        if (area.isEmpty()) {
            window = new BoundingBox(0, 0, 0, 0);
            sketch.hide();
            show(List.of());
            LayerChildren.show(edgeLayer, List.of());
            return;
        }
        Bounds in = area.get();
        window = exact ? in : around(in);
        List<Node> near = new ArrayList<>();
        List<Node> inView = new ArrayList<>();
        for (Node node : nodes.get()) {
            Bounds box = boundsOf(node);
            if (box.intersects(window)) {
                near.add(node);
                if (box.intersects(in)) {
                    inView.add(node);
                }
            }
        }
        if (!exact && (inView.size() > DiagramView.SKETCHED_ABOVE || textUnreadable())) {
            // drawn again at every move: the sketch covers the part in view only
            window = in;
            show(List.of());
            LayerChildren.show(edgeLayer, List.of());
            Bounds sketched =
                    unshownExtent().map(extent -> intersection(extent, in)).orElse(in);
            sketch.draw(nodes.get(), NearViewNodes::boundsOf, arrows.get(), groups.get(), sketched, scale);
            return;
        }
        sketch.hide();
        if (!exact && near.size() > 2 * DiagramView.SKETCHED_ABOVE) {
            // zoomed out: a margin around the view would hold more boxes than the view itself
            window = in;
            near = inView;
        }
        List<Node> added =
                new ArrayList<>(near.stream().filter(n -> n.getParent() == null).toList());
        show(near);
        List<ArrowNode> nearArrows = new ArrayList<>();
        for (ArrowNode arrow : arrows.get()) {
            if (arrow.getBoundsInParent().intersects(window)) {
                nearArrows.add(arrow);
                if (arrow.getParent() == null) {
                    added.add(arrow);
                }
            }
        }
        LayerChildren.show(edgeLayer, nearArrows);
        // styled now: the CSS pass of this pulse is over, and a node must not be drawn unstyled for a frame
        added.forEach(Node::applyCss);
    }

    private static Bounds around(Bounds in) {
        double marginX = Math.max(in.getWidth() / 2, 200);
        double marginY = Math.max(in.getHeight() / 2, 200);
        return new BoundingBox(
                in.getMinX() - marginX,
                in.getMinY() - marginY,
                in.getWidth() + 2 * marginX,
                in.getHeight() + 2 * marginY);
    }

    /** The part both boxes share, so that the sketch never reaches past what is drawn (and so never grows it). */
    private static Bounds intersection(Bounds a, Bounds b) {
        double minX = Math.max(a.getMinX(), b.getMinX());
        double minY = Math.max(a.getMinY(), b.getMinY());
        double maxX = Math.min(a.getMaxX(), b.getMaxX());
        double maxY = Math.min(a.getMaxY(), b.getMaxY());
        return new BoundingBox(minX, minY, Math.max(0, maxX - minX), Math.max(0, maxY - minY));
    }

    private void show(List<Node> shown) {
        List<Node> before = layer.getChildren();
        boolean same = before.size() == shown.size();
        for (int i = 0; same && i < shown.size(); i++) {
            same = before.get(i) == shown.get(i);
        }
        if (!same) {
            List<Node> gone = exact ? List.copyOf(before) : List.of();
            LayerChildren.show(layer, shown);
            shownChanges.set(shownChanges.get() + 1);
            // an export's band: the boxes it passed are not drawn again
            gone.stream()
                    .filter(n -> n.getParent() == null && n instanceof ChebotkoTableNode)
                    .forEach(n -> ((ChebotkoTableNode) n).undraw());
        }
    }
}
