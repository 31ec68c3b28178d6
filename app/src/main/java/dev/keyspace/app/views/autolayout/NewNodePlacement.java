package dev.keyspace.app.views.autolayout;

import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.SpecEdge;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Places nodes that are new to a diagram without moving any other: each goes to the first free spot beside a
 * node it is linked to (or else beside its keyspace, or else right of the whole drawing), trying right, below,
 * left and above, further out step by step. So adding a table leaves everything the user arranged alone.
 */
public final class NewNodePlacement {

    private static final double SPACING = 36;
    private static final double LAYER_GAP = 90;
    private static final double STEP = 24;
    private static final int RINGS = 400;

    private NewNodePlacement() {}

    /**
     * Bounds for each of {@code newcomers}, clear of every bounds in {@code fixed} (which stay as they are) and
     * of each other.
     */
    public static Map<ElementId, NodeBounds> place(
            DiagramSpec spec,
            Map<ElementId, NodeBounds> fixed,
            List<ElementId> newcomers,
            Map<ElementId, NodeSize> sizes) {
        Map<ElementId, String> groups = LayoutGroups.of(spec);
        Map<ElementId, NodeBounds> taken = new LinkedHashMap<>(fixed);
        Map<ElementId, NodeBounds> placed = new LinkedHashMap<>();
        for (ElementId id : newcomers) {
            NodeSize size = sizes.getOrDefault(id, new NodeSize(120, 60));
            NodeBounds anchor = anchor(spec, groups, taken, id);
            NodeBounds spot = freeSpot(anchor, size, new ArrayList<>(taken.values()));
            taken.put(id, spot);
            placed.put(id, spot);
        }
        return placed;
    }

    private static NodeBounds anchor(
            DiagramSpec spec, Map<ElementId, String> groups, Map<ElementId, NodeBounds> taken, ElementId id) {
        for (SpecEdge edge : spec.edges()) {
            ElementId other =
                    edge.source().equals(id) ? edge.target() : edge.target().equals(id) ? edge.source() : null;
            if (other != null && taken.containsKey(other)) {
                return taken.get(other);
            }
        }
        Optional<String> group = Optional.ofNullable(groups.get(id));
        List<NodeBounds> sameGroup = taken.entrySet().stream()
                .filter(e -> group.isPresent() && group.get().equals(groups.get(e.getKey())))
                .map(Map.Entry::getValue)
                .toList();
        List<NodeBounds> around = sameGroup.isEmpty() ? List.copyOf(taken.values()) : sameGroup;
        if (around.isEmpty()) {
            return new NodeBounds(AutoLayout.MARGIN, AutoLayout.MARGIN, 0, 0);
        }
        double minX = around.stream().mapToDouble(NodeBounds::x).min().orElseThrow();
        double minY = around.stream().mapToDouble(NodeBounds::y).min().orElseThrow();
        double maxX = around.stream().mapToDouble(b -> b.x() + b.width()).max().orElseThrow();
        double maxY = around.stream().mapToDouble(b -> b.y() + b.height()).max().orElseThrow();
        return new NodeBounds(minX, minY, maxX - minX, maxY - minY);
    }

    private static NodeBounds freeSpot(NodeBounds anchor, NodeSize size, List<NodeBounds> taken) {
        double right = anchor.x() + anchor.width() + LAYER_GAP;
        double below = anchor.y() + anchor.height() + SPACING;
        double left = anchor.x() - LAYER_GAP - size.width();
        double above = anchor.y() - SPACING - size.height();
        for (int ring = 0; ring < RINGS; ring++) {
            double shift = ring * STEP;
            double[][] candidates = {
                {right, anchor.y() + shift},
                {anchor.x() + shift, below},
                {left, anchor.y() + shift},
                {right, anchor.y() - shift},
                {anchor.x() - shift, below},
                {anchor.x() + shift, above},
                {right + shift, anchor.y()},
                {anchor.x(), below + shift},
            };
            for (double[] c : candidates) {
                NodeBounds spot = new NodeBounds(c[0], c[1], size.width(), size.height());
                if (isFree(spot, taken)) {
                    return spot;
                }
            }
        }
        double maxX = taken.stream().mapToDouble(b -> b.x() + b.width()).max().orElse(0);
        return new NodeBounds(maxX + LAYER_GAP, anchor.y(), size.width(), size.height());
    }

    private static boolean isFree(NodeBounds spot, List<NodeBounds> taken) {
        double margin = SPACING / 2;
        for (NodeBounds b : taken) {
            if (spot.x() < b.x() + b.width() + margin
                    && b.x() < spot.x() + spot.width() + margin
                    && spot.y() < b.y() + b.height() + margin
                    && b.y() < spot.y() + spot.height() + margin) {
                return false;
            }
        }
        return true;
    }
}
