package dev.keyspace.app.views.autolayout;

import dev.keyspace.app.views.KeyspaceFrameNode;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * The layout of a Chebotko diagram: each keyspace is laid out on its own (ELK layered, its own arrows only),
 * then the keyspaces are packed as blocks to a screen's shape. Each keyspace's layout costs what its own
 * nodes cost, so a model of many keyspaces grows linearly, and a keyspace stays one block, framed or not.
 */
final class KeyspaceGroupLayout {

    /** Space between two keyspaces' blocks; wider than between two tables, so each keyspace reads as one. */
    static final double GROUP_GAP = 72;

    private KeyspaceGroupLayout() {}

    static Map<ElementId, NodeBounds> layout(
            DiagramSpec spec, Map<ElementId, String> groups, Map<ElementId, NodeSize> sizes) {
        Map<String, List<ElementId>> members = new LinkedHashMap<>();
        groups.forEach((id, group) ->
                members.computeIfAbsent(group, g -> new ArrayList<>()).add(id));
        Map<String, ElementId> frames = new LinkedHashMap<>();
        spec.nodes().stream().filter(SpecNode::isFrame).forEach(f -> frames.put(f.id().value(), f.id()));

        // each keyspace is laid out on its own, so a large model's keyspaces are laid out on every core at once
        List<Block> laidOut = members.entrySet().parallelStream()
                .map(group -> block(spec, sizes, group.getValue(), Optional.ofNullable(frames.get(group.getKey()))))
                .toList();
        List<Map<ElementId, NodeBounds>> blocks = new ArrayList<>();
        List<double[]> blockSizes = new ArrayList<>();
        List<Optional<ElementId>> blockFrames = new ArrayList<>();
        for (Block block : laidOut) {
            blocks.add(block.bounds());
            blockSizes.add(block.size());
            blockFrames.add(block.frame());
        }

        List<GroupPacking.Spot> spots = GroupPacking.pack(blockSizes, GROUP_GAP, AutoLayout.ASPECT_RATIO);
        Map<ElementId, NodeBounds> result = new LinkedHashMap<>();
        for (int i = 0; i < blocks.size(); i++) {
            double dx = AutoLayout.MARGIN + spots.get(i).x();
            double dy = AutoLayout.MARGIN + spots.get(i).y();
            double[] size = blockSizes.get(i);
            blockFrames.get(i).ifPresent(f -> result.put(f, new NodeBounds(dx, dy, size[0], size[1])));
            blocks.get(i).forEach((id, b) -> result.put(id, b.movedBy(dx, dy)));
        }
        return result;
    }

    /** One keyspace laid out at the origin: its nodes' bounds, its size and its frame, if it is drawn with one. */
    private record Block(Map<ElementId, NodeBounds> bounds, double[] size, Optional<ElementId> frame) {}

    private static Block block(
            DiagramSpec spec, Map<ElementId, NodeSize> sizes, List<ElementId> ids, Optional<ElementId> frame) {
        if (!AutoLayout.connected(spec, new HashSet<>(ids))) {
            return packed(sizes, ids, frame);
        }
        ElkNode root = ElkGraphUtil.createGraph();
        AutoLayout.configure(root, frame.isPresent() ? framePadding() : new ElkPadding(0));
        root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        Map<ElementId, ElkNode> elkNodes = new LinkedHashMap<>();
        ids.forEach(id -> elkNodes.put(id, AutoLayout.sized(root, id, sizes)));
        AutoLayout.connect(spec, elkNodes);
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());
        Map<ElementId, NodeBounds> bounds = new LinkedHashMap<>();
        elkNodes.forEach(
                (id, elk) -> bounds.put(id, new NodeBounds(elk.getX(), elk.getY(), elk.getWidth(), elk.getHeight())));
        double minWidth = frame.map(sizes::get).map(NodeSize::width).orElse(0.0);
        return new Block(bounds, new double[] {Math.max(root.getWidth(), minWidth), root.getHeight()}, frame);
    }

    /**
     * A keyspace no arrow runs within is a set of loose boxes: packed in rows to the layout's shape, in their order,
     * as ELK would place them as separate components, without running its layered pipeline once for every box.
     */
    private static Block packed(Map<ElementId, NodeSize> sizes, List<ElementId> ids, Optional<ElementId> frame) {
        ElkPadding padding = frame.isPresent() ? framePadding() : new ElkPadding(0);
        List<double[]> boxes = new ArrayList<>(ids.size());
        for (ElementId id : ids) {
            NodeSize size = AutoLayout.sizeOf(id, sizes);
            boxes.add(new double[] {size.width(), size.height()});
        }
        List<GroupPacking.Spot> spots = GroupPacking.pack(boxes, AutoLayout.COMPONENT_SPACING, AutoLayout.ASPECT_RATIO);
        Map<ElementId, NodeBounds> bounds = new LinkedHashMap<>();
        double right = 0;
        double bottom = 0;
        for (int i = 0; i < ids.size(); i++) {
            double x = padding.left + spots.get(i).x();
            double y = padding.top + spots.get(i).y();
            double[] box = boxes.get(i);
            bounds.put(ids.get(i), new NodeBounds(x, y, box[0], box[1]));
            right = Math.max(right, x + box[0]);
            bottom = Math.max(bottom, y + box[1]);
        }
        double minWidth = frame.map(sizes::get).map(NodeSize::width).orElse(0.0);
        double[] size = {Math.max(right + padding.right, minWidth), bottom + padding.bottom};
        return new Block(bounds, size, frame);
    }

    private static ElkPadding framePadding() {
        return new ElkPadding(
                KeyspaceFrameNode.PADDING_TOP,
                KeyspaceFrameNode.PADDING,
                KeyspaceFrameNode.PADDING,
                KeyspaceFrameNode.PADDING);
    }
}
