package dev.keyspace.app.views.autolayout;

import dev.keyspace.app.views.KeyspaceFrameNode;
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
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.HierarchyHandling;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Places a diagram's nodes with Eclipse ELK's layered algorithm, left to right. A pure function: the same
 * project, view and sizes give the same bounds, and nothing is changed (the editor applies the result as
 * one undoable edit). Keyspace frames of the physical view are hierarchical nodes, laid out together with
 * their members; their bounds are in the result too. Positions are absolute, in diagram units.
 */
public final class AutoLayout {

    /** The margin between the diagram's top-left corner and the first node. */
    public static final double MARGIN = 24;

    private static final NodeSize DEFAULT_SIZE = new NodeSize(120, 60);

    private AutoLayout() {}

    /** Bounds for every node of the view; a node missing from {@code sizes} is laid out at 120x60. */
    public static Map<ElementId, NodeBounds> layout(Project project, ViewKind view, Map<ElementId, NodeSize> sizes) {
        return layout(DiagramSpec.of(project, view), sizes);
    }

    public static Map<ElementId, NodeBounds> layout(DiagramSpec spec, Map<ElementId, NodeSize> sizes) {
        ElkSetup.ensureRegistered();
        ElkNode root = ElkGraphUtil.createGraph();
        configure(root, new ElkPadding(MARGIN));
        if (spec.nodes().stream().anyMatch(SpecNode::isFrame)) {
            root.setProperty(CoreOptions.HIERARCHY_HANDLING, HierarchyHandling.INCLUDE_CHILDREN);
        } else {
            // ELK 0.12 fails with a NullPointerException when model order meets hierarchical layout.
            root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        }
        Map<ElementId, ElkNode> elkNodes = new LinkedHashMap<>();
        for (SpecNode node : spec.nodes()) {
            ElkNode parent = node.parent().map(elkNodes::get).orElse(root);
            ElkNode elk = ElkGraphUtil.createNode(parent);
            elk.setIdentifier(node.id().value());
            if (node.isFrame()) {
                configure(
                        elk,
                        new ElkPadding(
                                KeyspaceFrameNode.PADDING_TOP,
                                KeyspaceFrameNode.PADDING,
                                KeyspaceFrameNode.PADDING,
                                KeyspaceFrameNode.PADDING));
            } else {
                NodeSize size = sizes.getOrDefault(node.id(), DEFAULT_SIZE);
                elk.setDimensions(size.width(), size.height());
            }
            elkNodes.put(node.id(), elk);
        }
        for (SpecEdge edge : spec.edges()) {
            if (edge.kind() == EdgeKind.VIEW_OF) {
                // A view stays in its base table's layer, so arrows from the base never cross the view.
                continue;
            }
            ElkNode source = elkNodes.get(edge.source());
            ElkNode target = elkNodes.get(edge.target());
            if (source != null && target != null && source != target) {
                ElkGraphUtil.createSimpleEdge(source, target);
            }
        }
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());
        Map<ElementId, NodeBounds> result = new LinkedHashMap<>();
        elkNodes.forEach((id, elk) -> result.put(id, absolute(elk, root)));
        return result;
    }

    private static void configure(ElkNode graph, ElkPadding padding) {
        graph.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        graph.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        graph.setProperty(CoreOptions.PADDING, padding);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE, 36.0);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 90.0);
        graph.setProperty(LayeredOptions.SPACING_COMPONENT_COMPONENT, 48.0);
    }

    private static NodeBounds absolute(ElkNode node, ElkNode root) {
        double x = node.getX();
        double y = node.getY();
        for (ElkNode parent = node.getParent(); parent != null && parent != root; parent = parent.getParent()) {
            x += parent.getX();
            y += parent.getY();
        }
        return new NodeBounds(x, y, node.getWidth(), node.getHeight());
    }
}
