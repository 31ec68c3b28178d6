package dev.keyspace.app.views;

import dev.keyspace.app.layout.AutoLayout;
import dev.keyspace.app.layout.NodeSize;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.app.views.spec.SpecEdge;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.layout.NodeBounds;
import dev.keyspace.model.layout.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * One diagram of a project as a reusable JavaFX node: frames, then edges, then nodes, each layer a pane in
 * the same coordinates. Setting a new project re-renders everything. Nodes sit where the project's layout
 * for this view puts them; nodes without a position are placed by the auto-layout on the first layout pass
 * (when their sizes, which depend on CSS, are known).
 */
public abstract class DiagramView extends Pane {

    private static final String STYLESHEET =
            DiagramView.class.getResource("diagram.css").toExternalForm();
    private static final double PARALLEL_SPACING = 16;

    private final ViewKind kind;
    private final Pane frameLayer = new Pane();
    private final Pane edgeLayer = new Pane();
    private final Pane nodeLayer = new Pane();
    private final ObjectProperty<Project> project = new SimpleObjectProperty<>(this, "project");
    private final Map<ElementId, Node> nodes = new LinkedHashMap<>();
    private final Map<ElementId, KeyspaceFrameNode> frames = new LinkedHashMap<>();
    private final List<ArrowNode> arrows = new ArrayList<>();
    private final List<ElementId> unplaced = new ArrayList<>();
    private final ReadOnlyLongWrapper renders = new ReadOnlyLongWrapper(this, "renders");
    private DiagramSpec spec = new DiagramSpec(List.of(), List.of());

    protected DiagramView(ViewKind kind, Project initial) {
        this.kind = kind;
        getStylesheets().add(STYLESHEET);
        getStyleClass().addAll("diagram-view", "diagram-" + kind.name().toLowerCase(java.util.Locale.ROOT));
        for (Pane layer : List.of(frameLayer, edgeLayer, nodeLayer)) {
            layer.setPickOnBounds(false);
        }
        getChildren().addAll(frameLayer, edgeLayer, nodeLayer);
        project.addListener((o, old, now) -> render());
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

    /** Counts the renders: the editor re-marks selection and findings on the new nodes after each one. */
    public ReadOnlyLongProperty rendersProperty() {
        return renders.getReadOnlyProperty();
    }

    /** True when the node has no stored position in this view yet (the auto-layout placed it). */
    public boolean isUnplaced(ElementId id) {
        return getProject().layout().bounds(kind, id).isEmpty();
    }

    public DiagramSpec spec() {
        return spec;
    }

    /** The node drawn for an element (frames excluded), by element id. */
    public Optional<Node> node(ElementId id) {
        return Optional.ofNullable(nodes.get(id));
    }

    /**
     * The node, frame or nested part (an attribute oval) with this CSS id, e.g. {@code table-hotel.hotels_by_poi}
     * or {@code entity-hotel/id}. CSS lookup ({@code #id}) cannot find these ids, since they contain dots.
     */
    public Optional<Node> nodeById(String cssId) {
        return find(this, cssId);
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
        return Map.copyOf(nodes);
    }

    public Map<ElementId, KeyspaceFrameNode> frames() {
        return Map.copyOf(frames);
    }

    public List<ArrowNode> arrows() {
        return List.copyOf(arrows);
    }

    /** Creates the JavaFX node for one spec node (never a frame). */
    protected abstract Node createNode(SpecNode node);

    private void render() {
        nodes.clear();
        frames.clear();
        arrows.clear();
        unplaced.clear();
        frameLayer.getChildren().clear();
        edgeLayer.getChildren().clear();
        nodeLayer.getChildren().clear();
        Project current = project.get();
        spec = DiagramSpec.of(current, kind);
        for (SpecNode specNode : spec.nodes()) {
            if (specNode.isFrame()) {
                KeyspaceFrameNode frame = DiagramNodes.tag(
                        new KeyspaceFrameNode((dev.keyspace.model.schema.Keyspace) specNode.element()), specNode.id());
                frames.put(specNode.id(), frame);
                frameLayer.getChildren().add(frame);
                continue;
            }
            Node node = createNode(specNode);
            nodes.put(specNode.id(), node);
            nodeLayer.getChildren().add(node);
            Optional<NodeBounds> stored = current.layout().bounds(kind, specNode.id());
            stored.ifPresentOrElse(b -> node.relocate(b.x(), b.y()), () -> unplaced.add(specNode.id()));
        }
        frames.forEach((id, frame) -> frame.track(spec.nodes().stream()
                .filter(n -> n.parent().equals(Optional.of(id)))
                .map(n -> nodes.get(n.id()))
                .toList()));
        addArrows();
        requestLayout();
        renders.set(renders.get() + 1);
    }

    private void addArrows() {
        Map<Set<ElementId>, Integer> parallel = new HashMap<>();
        spec.edges().forEach(e -> parallel.merge(Set.of(e.source(), e.target()), 1, Integer::sum));
        Map<Set<ElementId>, Integer> seen = new HashMap<>();
        for (SpecEdge edge : spec.edges()) {
            Set<ElementId> pair = Set.of(edge.source(), edge.target());
            int count = parallel.get(pair);
            int index = seen.merge(pair, 1, Integer::sum) - 1;
            double offset = (index - (count - 1) / 2.0) * PARALLEL_SPACING;
            ArrowNode arrow =
                    new ArrowNode(edge, nodes.get(edge.source()), nodes.get(edge.target()), offset, labelAt(edge));
            arrows.add(arrow);
            edgeLayer.getChildren().add(arrow);
        }
    }

    /** Cardinalities sit near their entity; other labels in the middle of the edge. */
    private double labelAt(SpecEdge edge) {
        if (edge.kind() != EdgeKind.CONNECTOR) {
            return 0.5;
        }
        return nodes.get(edge.source()) instanceof ChenEntityNode ? 0.22 : 0.78;
    }

    /** The preferred size of every placed node, as the current stylesheet renders it. */
    public Map<ElementId, NodeSize> measuredSizes() {
        Map<ElementId, NodeSize> sizes = new LinkedHashMap<>();
        nodes.forEach((id, node) -> sizes.put(id, new NodeSize(node.prefWidth(-1), node.prefHeight(-1))));
        return sizes;
    }

    /** The auto-layout of this view's project at the nodes' measured sizes (the editor applies it as an edit). */
    public Map<ElementId, NodeBounds> autoLayout() {
        applyCss();
        return AutoLayout.layout(project.get(), kind, measuredSizes());
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (!unplaced.isEmpty()) {
            Map<ElementId, NodeBounds> placed = AutoLayout.layout(project.get(), kind, measuredSizes());
            for (ElementId id : unplaced) {
                NodeBounds b = placed.get(id);
                if (b != null) {
                    nodes.get(id).relocate(b.x(), b.y());
                }
            }
            unplaced.clear();
            super.layoutChildren();
        }
    }
}
