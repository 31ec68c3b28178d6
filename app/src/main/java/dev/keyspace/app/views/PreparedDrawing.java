package dev.keyspace.app.views;

import dev.keyspace.app.views.autolayout.AutoLayout;
import dev.keyspace.app.views.autolayout.NodeSize;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javafx.scene.Node;

/**
 * A view's drawing of a project worked out away from the JavaFX thread ({@link DiagramView#prepareAside}): the spec,
 * what each node shows and, where the view can make it there, the node itself, measured. JavaFX lets nodes be made
 * and changed on any thread until they are in a scene of a shown window; these are in none until the view takes them.
 */
final class PreparedDrawing {

    private final Project project;
    private final DiagramSpec spec;
    private final Map<ElementId, Object> contents = new HashMap<>();
    private final Map<ElementId, Node> nodes = new HashMap<>();
    private Optional<Layout> layout = Optional.empty();

    /** The auto-layout of the drawing's spec at the sizes its nodes and frames measured. */
    record Layout(Map<ElementId, NodeSize> sizes, Map<ElementId, NodeBounds> bounds) {}

    private PreparedDrawing(Project project, DiagramSpec spec) {
        this.project = project;
        this.spec = spec;
    }

    /** Works out the view's drawing of {@code project}; runs on any thread. */
    static PreparedDrawing of(DiagramView view, Project project) {
        PreparedDrawing drawing = new PreparedDrawing(project, view.specOf(project));
        for (SpecNode node : drawing.spec.nodes()) {
            if (node.isFrame()) {
                continue;
            }
            Object content = view.content(node);
            drawing.contents.put(node.id(), content);
            view.createNodeAside(node, content).ifPresent(made -> drawing.nodes.put(node.id(), made));
        }
        drawing.layout = drawing.sizes().map(sizes -> new Layout(sizes, AutoLayout.layout(drawing.spec, sizes)));
        return drawing;
    }

    /**
     * The sizes {@link DiagramView#measuredSizes} will find, while no node is styled: each box's preferred size and
     * each keyspace frame's narrowest width; nothing when a node is left to the JavaFX thread to make.
     */
    private Optional<Map<ElementId, NodeSize>> sizes() {
        Map<ElementId, NodeSize> sizes = new HashMap<>();
        for (SpecNode node : spec.nodes()) {
            if (node.isFrame() && node.element() instanceof Keyspace keyspace) {
                sizes.put(node.id(), new NodeSize(KeyspaceFrameNode.minimumWidthOf(keyspace), 0));
            } else if (nodes.containsKey(node.id())) {
                sizes.put(node.id(), DiagramView.preferredSize(nodes.get(node.id())));
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(sizes);
    }

    /** True when this is a drawing of that very project (not only of an equal one). */
    boolean isOf(Project current) {
        return project == current;
    }

    DiagramSpec spec() {
        return spec;
    }

    /** The auto-layout worked out with the drawing, when it could be. */
    Optional<Layout> layout() {
        return layout;
    }

    /** What the node for a spec node shows, as worked out for this drawing's project. */
    Optional<Object> content(ElementId id) {
        return Optional.ofNullable(contents.get(id));
    }

    /** The node made for a spec node, when it shows {@code content}; a node is handed out once. */
    Optional<Node> take(ElementId id, Object content) {
        Node made = nodes.get(id);
        if (made == null || !content.equals(contents.get(id))) {
            return Optional.empty();
        }
        nodes.remove(id);
        return Optional.of(made);
    }
}
