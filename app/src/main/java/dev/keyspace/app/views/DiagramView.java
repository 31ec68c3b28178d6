package dev.keyspace.app.views;

import dev.keyspace.app.views.autolayout.AutoLayout;
import dev.keyspace.app.views.autolayout.NewNodePlacement;
import dev.keyspace.app.views.autolayout.NodeSize;
import dev.keyspace.app.views.routing.ArrowRouting;
import dev.keyspace.app.views.routing.Box;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.app.views.spec.SpecEdge;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Dimension2D;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;

/**
 * One diagram of a project as a reusable JavaFX node: frames, then edges, then nodes, each layer a pane in
 * the same coordinates. Setting a new project redraws what changed (see {@link #content}). Nodes sit where the project's layout
 * for this view puts them; nodes without a position are placed by the auto-layout on the first layout pass
 * (when their sizes, which depend on CSS, are known).
 */
public abstract class DiagramView extends Pane {

    private static final String STYLESHEET =
            DiagramView.class.getResource("diagram.css").toExternalForm();

    /** The diagrams' stylesheet, which each view carries until a window puts it on its scene instead. */
    public static String stylesheet() {
        return STYLESHEET;
    }

    private static final double PARALLEL_SPACING = 16;

    /**
     * A diagram of more nodes than this, in a view that says what part of it is in sight, keeps in the scene only
     * the nodes near that part: JavaFX styles, lays out and walks the bounds of every node in a scene, so 2,000
     * tables drawn at once cost seconds to show and milliseconds on every later frame. Smaller diagrams keep every
     * node in the scene (ADR 0017).
     */
    public static final int SHOWN_NEAR_VIEW_ABOVE = 150;

    /**
     * When more boxes than this meet the part in view (a large diagram zoomed far out), they are sketched on a canvas
     * instead of being put in the scene (see {@link DiagramSketch}).
     */
    public static final int SKETCHED_ABOVE = 200;

    private final ViewKind kind;
    private final Pane frameLayer = new Pane();
    private final Pane edgeLayer = new Pane();
    private final Pane nodeLayer = new Pane();
    private final ObjectProperty<Project> project = new SimpleObjectProperty<>(this, "project");
    private final Map<ElementId, Node> nodes = new LinkedHashMap<>();
    private final Map<ElementId, KeyspaceFrameNode> frames = new LinkedHashMap<>();
    private final List<ArrowNode> arrows = new ArrayList<>();
    private final List<ElementId> unplaced = new ArrayList<>();
    private final Set<ElementId> autoPlaced = new HashSet<>();
    private Map<ElementId, Drawn> drawn = new LinkedHashMap<>();
    private Map<ArrowKey, ArrowNode> arrowsByKey = new LinkedHashMap<>();
    private final ReadOnlyLongWrapper renders = new ReadOnlyLongWrapper(this, "renders");
    private DiagramSpec spec = new DiagramSpec(List.of(), List.of());
    private boolean live = true;
    private boolean stale;
    private final boolean routed;
    private boolean routesDirty;
    private List<Node> watched = List.of();
    /** A drawing worked out off the JavaFX thread for the next render to take; null when none is. */
    private CompletableFuture<PreparedDrawing> prepared;
    /** The auto-layout a prepared drawing worked out, for the sizes it measured; taken by the first placement. */
    private Optional<PreparedDrawing.Layout> laidOutAside = Optional.empty();

    private final NearViewNodes shown = new NearViewNodes(
            nodeLayer, nodes::values, edgeLayer, () -> arrows, this::keyspaceGroups, () -> getLocalToParentTransform()
                    .getMxx());
    private final ChangeListener<Bounds> moved = (o, before, now) -> this.routes.invalidate();
    private final ArrowNode.Routes routes = new ArrowNode.Routes() {
        @Override
        public void invalidate() {
            if (!routesDirty) {
                routesDirty = true;
                requestLayout();
            }
        }

        @Override
        public void ensureRouted() {
            if (routesDirty) {
                reroute();
            }
        }
    };

    /** What the arrows were last routed from: arrows by identity, boxes and labels by value. */
    private record RouteInput(List<ArrowNode> arrows, List<Box> boxes, List<ArrowRouting.Request> requests) {}

    private RouteInput lastRouted;

    /** A node drawn for an element and what it shows. */
    private record Drawn(Object content, Node node) {}

    /** What an arrow joins and how it is drawn; nodes compare by identity. */
    private record ArrowKey(SpecEdge edge, Node source, Node target, double offset) {}

    protected DiagramView(ViewKind kind, Project initial) {
        this.kind = kind;
        this.routed = kind == ViewKind.LOGICAL || kind == ViewKind.PHYSICAL;
        getStylesheets().add(STYLESHEET);
        getStyleClass().addAll("diagram-view", "diagram-" + kind.name().toLowerCase(java.util.Locale.ROOT));
        for (Pane layer : List.of(frameLayer, edgeLayer, nodeLayer)) {
            layer.setPickOnBounds(false);
        }
        getChildren().addAll(frameLayer, edgeLayer, nodeLayer, shown.sketchCanvas());
        project.addListener((o, old, now) -> {
            if (live) {
                render();
            } else {
                stale = true;
            }
        });
        project.set(initial);
    }

    public ViewKind viewKind() {
        return kind;
    }

    public ObjectProperty<Project> projectProperty() {
        return project;
    }

    public Project getProject() {
        return project.get();
    }

    public void setProject(Project newProject) {
        project.set(newProject);
    }

    /**
     * A view that is not live (a diagram in a hidden tab) does not redraw on each new project: it catches up
     * when it becomes live again, or as soon as anything asks for its nodes, so what it answers is always
     * the current project's drawing.
     */
    public void setLive(boolean isLive) {
        live = isLive;
        if (live) {
            catchUp();
        }
    }

    /** True when the project changed since this (not live) view last drew it. */
    public boolean isStale() {
        return stale;
    }

    /** Draws the project again, for what the view shows beside it changed (the mix a workflow shows the rates of). */
    protected void redraw() {
        if (live) {
            render();
        } else {
            stale = true;
        }
    }

    private void catchUp() {
        if (stale) {
            stale = false;
            render();
        }
    }

    /** Counts the renders: the editor re-marks selection and findings on the new nodes after each one. */
    public ReadOnlyLongProperty rendersProperty() {
        return renders.getReadOnlyProperty();
    }

    /** True when the node has no stored position in this view yet (the auto-layout placed it). */
    public boolean isUnplaced(ElementId id) {
        return storedBounds(getProject(), id).isEmpty();
    }

    /** What this diagram draws of {@code project}: the whole view by default, a part of it in a part's diagram. */
    protected DiagramSpec specOf(Project project) {
        return DiagramSpec.of(project, kind);
    }

    /** Where the project's layout puts a node of this diagram. */
    protected Optional<NodeBounds> storedBounds(Project project, ElementId id) {
        return project.layout().bounds(kind, id);
    }

    /** The edit that moves a node of this diagram that has a place already. */
    public Edit moveEdit(ElementId id, double x, double y) {
        return new LayoutEdit.MoveNode(kind, id, x, y);
    }

    /** The edit that places many nodes of this diagram at once, keeping the others where they are. */
    public Edit arrangeEdit(Map<ElementId, NodeBounds> bounds) {
        return new LayoutEdit.SetBounds(kind, bounds);
    }

    /** The edit that places a node just added from this diagram's context menu where the user clicked. */
    public Edit placeEdit(ElementId added, NodeBounds bounds) {
        return arrangeEdit(Map.of(added, bounds));
    }

    public DiagramSpec spec() {
        catchUp();
        return spec;
    }

    /** The node drawn for an element (frames excluded), by element id. */
    public Optional<Node> node(ElementId id) {
        catchUp();
        return Optional.ofNullable(nodes.get(id));
    }

    /**
     * The node, frame or nested part (an attribute oval) with this CSS id, e.g. {@code table-hotel.hotels_by_poi}
     * or {@code entity-hotel/id}. CSS lookup ({@code #id}) cannot find these ids, since they contain dots.
     */
    public Optional<Node> nodeById(String cssId) {
        catchUp();
        List<Node> drawn = new ArrayList<>(frames.values());
        drawn.addAll(arrows);
        drawn.addAll(nodes.values());
        drawn.add(this);
        for (Node node : drawn) {
            Optional<Node> found = find(node, cssId);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<Node> find(Node node, String cssId) {
        if (cssId.equals(node.getId())) {
            return Optional.of(node);
        }
        if (node instanceof javafx.scene.Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Optional<Node> found = find(child, cssId);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    public Map<ElementId, Node> nodes() {
        catchUp();
        return Map.copyOf(nodes);
    }

    public Map<ElementId, KeyspaceFrameNode> frames() {
        catchUp();
        return Map.copyOf(frames);
    }

    public List<ArrowNode> arrows() {
        catchUp();
        return List.copyOf(arrows);
    }

    /**
     * What the node for a spec node shows, as a value: when it equals what the node drawn before showed,
     * that node is kept. The element itself by default; views whose nodes draw more (or less) of the project
     * than their element say so here.
     */
    protected Object content(SpecNode node) {
        return node.element();
    }

    /** Creates the JavaFX node for one spec node (never a frame) that shows {@code content}. */
    protected abstract Node createNode(SpecNode node, Object content);

    /**
     * Gets ready, on the JavaFX thread, for {@link #createNodeAside} and {@link #content} to run on another thread;
     * false for a view whose nodes are made on the JavaFX thread only (the default).
     */
    protected boolean readyToDrawAside() {
        return false;
    }

    /** The node {@link #createNode} would make, made on any thread; nothing for a node only that method makes. */
    protected Optional<Node> createNodeAside(SpecNode node, Object content) {
        return Optional.empty();
    }

    /**
     * Works out on {@code executor} this view's drawing of {@code toDraw} (what each box shows, and the boxes made
     * and measured) while the view is not shown, so that its first showing only places and shows them: a 2,000-table
     * diagram's boxes cost seconds of a cold JavaFX thread. The next render takes what it drew of the same project.
     */
    public void prepareAside(Project toDraw, Executor executor) {
        if (!live && readyToDrawAside()) {
            try {
                prepared = CompletableFuture.supplyAsync(() -> PreparedDrawing.of(this, toDraw), executor);
            } catch (RejectedExecutionException e) {
                prepared = null; // no thread to spare: the first showing draws it all
            }
        }
    }

    /** The drawing prepared aside, waited for if it is still being worked out; null when none is or it failed. */
    private PreparedDrawing takePrepared() {
        CompletableFuture<PreparedDrawing> pending = prepared;
        prepared = null;
        if (pending == null) {
            return null;
        }
        try {
            return pending.join();
        } catch (CompletionException | CancellationException e) {
            // drawn here instead, where the same failure, if it is one, is reported as any render's
            return null;
        }
    }

    /**
     * Shows the current project, keeping every node, arrow and placement that did not change: an edit
     * redraws what it touched, so a large diagram stays quick to edit.
     */
    private void render() {
        stale = false;
        Project current = project.get();
        PreparedDrawing ready = takePrepared();
        boolean readyForThis = ready != null && ready.isOf(current);
        spec = readyForThis ? ready.spec() : specOf(current);
        laidOutAside = readyForThis ? ready.layout() : Optional.empty();
        Map<ElementId, Drawn> previous = drawn;
        Set<ElementId> placedBefore = Set.copyOf(autoPlaced);
        drawn = new LinkedHashMap<>();
        nodes.clear();
        unplaced.clear();
        autoPlaced.clear();
        frames.values().forEach(KeyspaceFrameNode::dispose);
        frames.clear();
        List<Node> frameNodes = new ArrayList<>();
        for (SpecNode specNode : spec.nodes()) {
            if (specNode.isFrame()) {
                KeyspaceFrameNode frame = DiagramNodes.tag(
                        new KeyspaceFrameNode((dev.keyspace.model.schema.Keyspace) specNode.element()), specNode.id());
                frames.put(specNode.id(), frame);
                frameNodes.add(frame);
                continue;
            }
            Object content =
                    readyForThis ? ready.content(specNode.id()).orElseGet(() -> content(specNode)) : content(specNode);
            Drawn before = previous.get(specNode.id());
            boolean kept = before != null && before.content().equals(content);
            Node node = kept
                    ? before.node()
                    : Optional.ofNullable(ready)
                            .flatMap(r -> r.take(specNode.id(), content))
                            .orElseGet(() -> createNode(specNode, content));
            drawn.put(specNode.id(), new Drawn(content, node));
            nodes.put(specNode.id(), node);
            Optional<NodeBounds> stored = storedBounds(current, specNode.id());
            if (stored.isPresent()) {
                node.relocate(stored.get().x(), stored.get().y());
            } else if (before != null && placedBefore.contains(specNode.id())) {
                // drawn again where the auto-layout had put it
                node.relocate(before.node().getLayoutX(), before.node().getLayoutY());
                autoPlaced.add(specNode.id());
            } else {
                unplaced.add(specNode.id());
            }
        }
        Map<ElementId, List<Node>> members = new HashMap<>();
        for (SpecNode specNode : spec.nodes()) {
            specNode.parent().filter(frames::containsKey).ifPresent(parent -> members.computeIfAbsent(
                            parent, p -> new ArrayList<>())
                    .add(nodes.get(specNode.id())));
        }
        frames.forEach((id, frame) -> frame.track(members.getOrDefault(id, List.of())));
        LayerChildren.show(frameLayer, frameNodes);
        if (shown.active()) {
            shown.invalidate();
        } else {
            shown.showAll();
        }
        showArrows();
        watchNodes();
        requestLayout();
        renders.set(renders.get() + 1);
    }

    private void showArrows() {
        Map<ArrowKey, ArrowNode> previous = arrowsByKey;
        arrowsByKey = new LinkedHashMap<>();
        arrows.clear();
        Map<Set<ElementId>, Integer> parallel = new HashMap<>();
        spec.edges().forEach(e -> parallel.merge(ends(e), 1, Integer::sum));
        Map<Set<ElementId>, Integer> seen = new HashMap<>();
        for (SpecEdge edge : spec.edges()) {
            Set<ElementId> pair = ends(edge);
            int count = parallel.get(pair);
            int index = seen.merge(pair, 1, Integer::sum) - 1;
            double offset = routed ? 0 : (index - (count - 1) / 2.0) * PARALLEL_SPACING;
            Node source = nodes.get(edge.source());
            Node target = nodes.get(edge.target());
            ArrowKey key = new ArrowKey(edge, source, target, offset);
            ArrowNode arrow = previous.remove(key);
            if (arrow == null) {
                arrow = routed
                        ? new ArrowNode(edge, source, target, routes)
                        : new ArrowNode(edge, source, target, offset, labelAt(edge));
            }
            arrowsByKey.put(key, arrow);
            arrows.add(arrow);
        }
        previous.values().forEach(ArrowNode::dispose);
        if (!shown.active()) {
            LayerChildren.show(edgeLayer, arrows);
        }
    }

    /** Routed arrows depend on every box: any box that moves or resizes has them routed again. */
    private void watchNodes() {
        watched.forEach(n -> n.boundsInParentProperty().removeListener(moved));
        watched = routed && !arrows.isEmpty() ? List.copyOf(nodes.values()) : List.of();
        watched.forEach(n -> n.boundsInParentProperty().addListener(moved));
        routesDirty = false;
        routes.invalidate();
    }

    private void reroute() {
        routesDirty = false;
        List<ArrowNode> toRoute = arrows.stream().filter(ArrowNode::isRouted).toList();
        if (toRoute.isEmpty()) {
            return;
        }
        Map<Node, Integer> index = new HashMap<>();
        List<Box> boxes = new ArrayList<>();
        for (Node node : nodes.values()) {
            Bounds b = node instanceof Anchored a ? a.anchorBounds() : node.getBoundsInParent();
            index.put(node, boxes.size());
            boxes.add(Box.of(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight()));
        }
        List<ArrowRouting.Request> requests = new ArrayList<>();
        for (ArrowNode arrow : toRoute) {
            Dimension2D label = arrow.labelSize();
            requests.add(new ArrowRouting.Request(
                    index.get(arrow.sourceNode()), index.get(arrow.targetNode()), label.getWidth(), label.getHeight()));
        }
        RouteInput input = new RouteInput(toRoute, boxes, requests);
        if (input.equals(lastRouted)) {
            // a node put in the scene or laid out again where it was: its box, and so every route, is the same
            return;
        }
        lastRouted = input;
        List<ArrowRouting.Route> routed = ArrowRouting.route(boxes, requests);
        for (int i = 0; i < toRoute.size(); i++) {
            toRoute.get(i).route(routed.get(i).points(), routed.get(i).label());
        }
        if (shown.active()) {
            // the arrows near the view are chosen again along their new routes
            shown.invalidate();
            requestLayout();
        }
    }

    /**
     * The two ends of an edge, in either direction; one end for a loop (a workflow task that leads back to itself),
     * which {@code Set.of} refuses.
     */
    private static Set<ElementId> ends(SpecEdge edge) {
        return new HashSet<>(List.of(edge.source(), edge.target()));
    }

    /** Cardinalities sit near their entity; other labels in the middle of the edge. */
    private double labelAt(SpecEdge edge) {
        if (edge.kind() != EdgeKind.CONNECTOR) {
            return 0.5;
        }
        return nodes.get(edge.source()) instanceof ChenEntityNode ? 0.22 : 0.78;
    }

    /**
     * The preferred size of every placed node, as the current stylesheet renders it; for a keyspace frame, the
     * width its title needs (its height follows from its members).
     */
    public Map<ElementId, NodeSize> measuredSizes() {
        catchUp();
        Map<ElementId, NodeSize> sizes = new LinkedHashMap<>();
        nodes.forEach((id, node) -> sizes.put(id, preferredSize(node)));
        frames.forEach((id, frame) -> sizes.put(id, new NodeSize(frame.minimumWidth(), 0)));
        return sizes;
    }

    /** A node's preferred size, as the auto-layout is given it. */
    static NodeSize preferredSize(Node node) {
        return new NodeSize(node.prefWidth(-1), node.prefHeight(-1));
    }

    /** Each keyspace's name and the box around its tables, views and types, for a sketch to name what it groups. */
    private Collection<DiagramSketch.Group> keyspaceGroups() {
        Map<String, double[]> extents = new LinkedHashMap<>();
        for (SpecNode specNode : spec.nodes()) {
            String keyspace = keyspaceOf(specNode.element());
            Node node = nodes.get(specNode.id());
            if (keyspace == null || node == null) {
                continue;
            }
            Bounds box = NearViewNodes.boundsOf(node);
            double[] extent = extents.computeIfAbsent(keyspace, k ->
                    new double[] {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE});
            extent[0] = Math.min(extent[0], box.getMinX());
            extent[1] = Math.min(extent[1], box.getMinY());
            extent[2] = Math.max(extent[2], box.getMaxX());
            extent[3] = Math.max(extent[3], box.getMaxY());
        }
        List<DiagramSketch.Group> groups = new ArrayList<>();
        extents.forEach((name, e) -> groups.add(
                new DiagramSketch.Group(name, new javafx.geometry.BoundingBox(e[0], e[1], e[2] - e[0], e[3] - e[1]))));
        return groups;
    }

    private static String keyspaceOf(Object element) {
        if (element instanceof dev.keyspace.model.schema.TableRef ref) {
            return ref.keyspace().name().asCql();
        }
        if (element instanceof dev.keyspace.model.schema.ViewRef ref) {
            return ref.keyspace().name().asCql();
        }
        if (element instanceof dev.keyspace.app.views.spec.TypeRef ref) {
            return ref.keyspace().name().asCql();
        }
        return null;
    }

    /** The auto-layout of this view's project at the nodes' measured sizes (the editor applies it as an edit). */
    public Map<ElementId, NodeBounds> autoLayout() {
        applyCss();
        return AutoLayout.layout(spec(), measuredSizes());
    }

    /**
     * Keeps in the scene only the nodes near the part of the diagram in sight, once the diagram has more than
     * {@link #SHOWN_NEAR_VIEW_ABOVE} nodes; {@code area} answers that part in this diagram's coordinates, or nothing
     * while the view has no size yet.
     */
    public void showNearView(Supplier<Optional<Bounds>> area) {
        shown.follow(area);
        requestLayout();
    }

    /**
     * For an export drawn a band at a time: keeps in the scene only the boxes and arrows that meet {@code area} (in
     * this diagram's coordinates), however many, never sketched, from the next layout pass; null puts all back.
     * Boxes out of the scene give up the nodes that draw them, so a diagram of any size costs its band's boxes.
     */
    public void drawOnly(Bounds area) {
        shown.showOnly(area);
        requestLayout();
    }

    /**
     * The part of the diagram its boxes, arrows and keyspace frames cover, by their geometry: the same whichever of
     * them are in the scene and however they are styled (strokes reach a pixel or so past it).
     */
    public Bounds extent() {
        catchUp();
        routes.ensureRouted();
        List<Bounds> parts = new ArrayList<>();
        frames.values().forEach(frame -> parts.add(frame.getBoundsInParent()));
        nodes.values()
                .forEach(node ->
                        parts.add(node instanceof Region region ? DiagramNodes.box(region) : node.getBoundsInParent()));
        arrows.forEach(arrow -> parts.add(arrow.extent()));
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Bounds b : parts) {
            if (b.isEmpty()) {
                continue;
            }
            minX = Math.min(minX, b.getMinX());
            minY = Math.min(minY, b.getMinY());
            maxX = Math.max(maxX, b.getMaxX());
            maxY = Math.max(maxY, b.getMaxY());
        }
        return minX > maxX ? new BoundingBox(0, 0, 0, 0) : new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    /** The view scrolled, zoomed or resized: nodes it comes near are put in the scene at the next layout. */
    public void viewMoved() {
        if (shown.viewMoved()) {
            requestLayout();
        }
    }

    /**
     * Runs a change of the view made of several steps, each laid out (a zoom around a point zooms, lays out, then
     * scrolls), choosing the nodes near the view only for where it ends: the steps between would put in the scene
     * boxes of places the view only passes through.
     */
    public void moveViewInSteps(Runnable steps) {
        shown.hold(true);
        try {
            steps.run();
        } finally {
            shown.hold(false);
        }
        if (shown.isDirty()) {
            requestLayout();
        }
    }

    /** True while the boxes in view are sketched rather than drawn (a large diagram zoomed far out). */
    public boolean isSketched() {
        return shown.isSketched();
    }

    /** The keyspaces the sketch outlines and names (at a size one can read), while the diagram is sketched. */
    public List<String> sketchedGroups() {
        return shown.sketchedGroups();
    }

    /** While the diagram is sketched, the box drawn at {@code point} (diagram coordinates), topmost first. */
    public Optional<Node> sketchedNodeAt(Point2D point) {
        if (!shown.isSketched()) {
            return Optional.empty();
        }
        List<Node> all = new ArrayList<>(nodes.values());
        for (int i = all.size() - 1; i >= 0; i--) {
            Node node = all.get(i);
            if (node.isVisible() && boundsOf(node).contains(point)) {
                return Optional.of(node);
            }
        }
        return Optional.empty();
    }

    /** Something a sketch shows changed on the nodes (the selection): the sketch is drawn again. */
    public void marksChanged() {
        if (shown.isSketched()) {
            shown.invalidate();
            requestLayout();
        }
    }

    /** Counts the changes of which nodes are in the scene (finding dots are drawn only on those). */
    public ReadOnlyLongProperty shownChangesProperty() {
        return shown.shownChangesProperty();
    }

    /** True when the node is in the scene; a node of a large diagram far from the view is not (it is still drawn). */
    public boolean isShown(Node node) {
        return node.getParent() != null;
    }

    /**
     * A node's bounds in this diagram's coordinates: as drawn when it is in the scene, else its box (its place and
     * its preferred size), which is what it will take once shown.
     */
    public Bounds boundsOf(Node node) {
        return NearViewNodes.boundsOf(node);
    }

    /** The union of the boxes of the nodes not in the scene; nothing when every node is. */
    public Optional<Bounds> unshownExtent() {
        return shown.unshownExtent();
    }

    @Override
    protected double computePrefWidth(double height) {
        double inScene = super.computePrefWidth(height);
        return unshownExtent().map(b -> Math.max(inScene, b.getMaxX())).orElse(inScene);
    }

    @Override
    protected double computePrefHeight(double width) {
        double inScene = super.computePrefHeight(width);
        return unshownExtent().map(b -> Math.max(inScene, b.getMaxY())).orElse(inScene);
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (!unplaced.isEmpty()) {
            placeNow();
            super.layoutChildren();
        }
        // routed first: an arrow goes into the scene when its route comes near the view
        routes.ensureRouted();
        if (shown.isDue()) {
            shown.showNearView(getLocalToParentTransform().getMxx());
        }
        if (shown.unshownExtentChanged()) {
            // nodes out of the scene moved (the auto-layout placed them) without telling any parent, and a parent asked
            // during its own layout pass forgets it: this diagram's size and the scroll area are asked after the pass
            javafx.application.Platform.runLater(this::requestLayout);
        }
    }

    /** True when the node drawing {@code id} has no place yet: the next layout pass gives it one. */
    public boolean awaitsPlace(ElementId id) {
        catchUp();
        return unplaced.contains(id);
    }

    /**
     * Gives the nodes without a place theirs now rather than at the next layout pass, so that a new node can be
     * scrolled to in the event that added it.
     */
    public void placeWaiting() {
        catchUp();
        if (!unplaced.isEmpty()) {
            placeNow();
            requestLayout();
        }
    }

    private void placeNow() {
        Map<ElementId, NodeBounds> placed = placeUnplaced();
        frames.values().forEach(frame -> frame.hold(true));
        try {
            for (ElementId id : unplaced) {
                NodeBounds b = placed.get(id);
                if (b != null) {
                    nodes.get(id).relocate(b.x(), b.y());
                }
            }
        } finally {
            frames.values().forEach(frame -> frame.hold(false));
        }
        autoPlaced.addAll(unplaced);
        unplaced.clear();
    }

    /**
     * Places the nodes without a position: all of them by the auto-layout when nothing is placed yet, or else
     * each new one at a free spot near its neighbours, so that no node already drawn moves.
     */
    private Map<ElementId, NodeBounds> placeUnplaced() {
        Set<ElementId> waiting = new HashSet<>(unplaced);
        Map<ElementId, NodeBounds> fixed = new LinkedHashMap<>();
        nodes.forEach((id, node) -> {
            if (!waiting.contains(id)) {
                Bounds b = node instanceof Region r ? DiagramNodes.box(r) : node.getBoundsInParent();
                fixed.put(id, new NodeBounds(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight()));
            }
        });
        if (fixed.isEmpty()) {
            Map<ElementId, NodeSize> sizes = measuredSizes();
            Optional<PreparedDrawing.Layout> aside = laidOutAside;
            laidOutAside = Optional.empty();
            return aside.filter(layout -> layout.sizes().equals(sizes))
                    .map(PreparedDrawing.Layout::bounds)
                    .orElseGet(() -> AutoLayout.layout(spec, sizes));
        }
        return NewNodePlacement.place(spec, fixed, List.copyOf(unplaced), measuredSizes());
    }
}
