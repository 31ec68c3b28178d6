package dev.keyspace.app.views.autolayout;

import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.app.views.spec.SpecEdge;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Places a diagram's nodes with Eclipse ELK's layered algorithm, left to right. A pure function: the same
 * project, view and sizes give the same bounds, and nothing is changed (the editor applies the result as
 * one undoable edit). The Chebotko diagrams are laid out one keyspace at a time and the keyspaces then
 * packed to a screen's shape (see {@link KeyspaceGroupLayout}); the physical view's frames are in the result
 * too. Positions are absolute, in diagram units.
 */
public final class AutoLayout {

    /** The margin between the diagram's top-left corner and the first node. */
    public static final double MARGIN = 24;

    /** The shape a layout aims for: a wide screen's, so a large model fills the window, not a column. */
    static final double ASPECT_RATIO = 1.6;

    /** Space between parts of a diagram that no arrow joins. */
    static final double COMPONENT_SPACING = 48;

    private static final NodeSize DEFAULT_SIZE = new NodeSize(120, 60);

    private AutoLayout() {}

    /** Bounds for every node of the view; a node missing from {@code sizes} is laid out at 120x60. */
    public static Map<ElementId, NodeBounds> layout(Project project, ViewKind view, Map<ElementId, NodeSize> sizes) {
        return layout(DiagramSpec.of(project, view), sizes);
    }

    /**
     * Registers ELK's meta data on a thread of its own, so the first layout does not wait for it (about a fifth of a
     * second: it reads the options of every algorithm in ELK's jars). A layout started meanwhile waits for it.
     */
    public static void prepareAside() {
        dev.keyspace.app.background.OwnThread.start("ksd-elk-setup", () -> {
            ElkSetup.ensureRegistered();
            return null;
        });
    }

    public static Map<ElementId, NodeBounds> layout(DiagramSpec spec, Map<ElementId, NodeSize> sizes) {
        ElkSetup.ensureRegistered();
        Map<ElementId, String> groups = LayoutGroups.of(spec);
        if (groups.isEmpty()) {
            return layoutTogether(spec, sizes);
        }
        return KeyspaceGroupLayout.layout(spec, groups, sizes);
    }

    /** One layered layout of every node, for the diagrams that are not made of keyspaces. */
    private static Map<ElementId, NodeBounds> layoutTogether(DiagramSpec spec, Map<ElementId, NodeSize> sizes) {
        ElkNode root = ElkGraphUtil.createGraph();
        configure(root, new ElkPadding(MARGIN));
        // ELK 0.12 fails with a NullPointerException when model order meets hierarchical layout.
        root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        Map<ElementId, ElkNode> elkNodes = new LinkedHashMap<>();
        for (SpecNode node : spec.placedNodes()) {
            elkNodes.put(node.id(), sized(root, node.id(), sizes));
        }
        connect(spec, elkNodes);
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());
        Map<ElementId, NodeBounds> result = new LinkedHashMap<>();
        elkNodes.forEach(
                (id, elk) -> result.put(id, new NodeBounds(elk.getX(), elk.getY(), elk.getWidth(), elk.getHeight())));
        return result;
    }

    static ElkNode sized(ElkNode parent, ElementId id, Map<ElementId, NodeSize> sizes) {
        ElkNode elk = ElkGraphUtil.createNode(parent);
        elk.setIdentifier(id.value());
        NodeSize size = sizeOf(id, sizes);
        elk.setDimensions(size.width(), size.height());
        return elk;
    }

    static NodeSize sizeOf(ElementId id, Map<ElementId, NodeSize> sizes) {
        return sizes.getOrDefault(id, DEFAULT_SIZE);
    }

    /** True when some edge the layout takes ({@link #laidOut}) joins two of these nodes. */
    static boolean connected(DiagramSpec spec, Set<ElementId> ids) {
        return spec.edges().stream().anyMatch(edge -> laidOut(edge, ids));
    }

    /** The spec's edges between the given ELK nodes that the layout takes ({@link #laidOut}). */
    static void connect(DiagramSpec spec, Map<ElementId, ElkNode> elkNodes) {
        for (SpecEdge edge : spec.edges()) {
            if (laidOut(edge, elkNodes.keySet())) {
                ElkGraphUtil.createSimpleEdge(elkNodes.get(edge.source()), elkNodes.get(edge.target()));
            }
        }
    }

    /**
     * Whether the layout takes an edge between two of these nodes: not a loop, and not a link to a view (a view stays
     * in its base table's layer, so arrows from the base never cross the view).
     */
    private static boolean laidOut(SpecEdge edge, Set<ElementId> ids) {
        return edge.kind() != EdgeKind.VIEW_OF
                && !edge.source().equals(edge.target())
                && ids.contains(edge.source())
                && ids.contains(edge.target());
    }

    static void configure(ElkNode graph, ElkPadding padding) {
        graph.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        graph.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        graph.setProperty(CoreOptions.PADDING, padding);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE, 36.0);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 90.0);
        graph.setProperty(LayeredOptions.SPACING_COMPONENT_COMPONENT, COMPONENT_SPACING);
        graph.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        graph.setProperty(CoreOptions.ASPECT_RATIO, ASPECT_RATIO);
    }
}
