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
import java.util.function.Predicate;

/**
 * Places nodes that are new to a diagram without moving any other: each goes to the first free spot beside a
 * node it is linked to (or else beside its keyspace, or else right of the whole drawing), trying right, below,
 * left and above, further out step by step. So adding a table leaves everything the user arranged alone. A node
 * linked to several placed nodes (a relationship between two entities) goes between them instead, at the free
 * spot nearest their middle from which its lines reach each of them without crossing another box. Wherever it
 * goes, a new node keeps off the lines already drawn (a new task is not put on the arrow between two others), and
 * its own lines cross no box, when such a spot is near enough.
 */
public final class NewNodePlacement {

    private static final double SPACING = 36;
    private static final double LAYER_GAP = 90;
    private static final double STEP = 24;
    private static final int RINGS = 400;
    /** How far out a node between others is looked for before it goes beside the first of them (60 x 24 px). */
    private static final int BETWEEN_RINGS = 60;

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
            Map<ElementId, NodeBounds> linked = linked(spec, taken, id);
            List<double[]> lines = lines(spec, taken, id);
            Predicate<NodeBounds> clear = spot -> clearOf(spot, lines) && reachesClear(spot, linked, taken);
            NodeBounds spot = (linked.size() > 1 ? between(linked, size, taken, clear) : Optional.<NodeBounds>empty())
                    .orElseGet(() ->
                            freeSpot(anchor(spec, groups, taken, id), size, new ArrayList<>(taken.values()), clear));
            taken.put(id, spot);
            placed.put(id, spot);
        }
        return placed;
    }

    /** The placed nodes {@code id} is linked to, each once, in the order of the diagram's edges. */
    private static Map<ElementId, NodeBounds> linked(DiagramSpec spec, Map<ElementId, NodeBounds> taken, ElementId id) {
        Map<ElementId, NodeBounds> linked = new LinkedHashMap<>();
        for (SpecEdge edge : spec.edges()) {
            ElementId other =
                    edge.source().equals(id) ? edge.target() : edge.target().equals(id) ? edge.source() : null;
            if (other != null && !other.equals(id) && taken.containsKey(other)) {
                linked.putIfAbsent(other, taken.get(other));
            }
        }
        return linked;
    }

    /**
     * The free spot nearest the middle of {@code linked} from whose centre a straight line reaches the centre of
     * each of them crossing no other box; empty when none is near enough.
     */
    private static Optional<NodeBounds> between(
            Map<ElementId, NodeBounds> linkedById,
            NodeSize size,
            Map<ElementId, NodeBounds> taken,
            Predicate<NodeBounds> clear) {
        List<NodeBounds> linked = List.copyOf(linkedById.values());
        double cx = linked.stream()
                .mapToDouble(b -> b.x() + b.width() / 2)
                .average()
                .orElseThrow();
        double cy = linked.stream()
                .mapToDouble(b -> b.y() + b.height() / 2)
                .average()
                .orElseThrow();
        List<NodeBounds> boxes = List.copyOf(taken.values());
        int[][] directions = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
        for (int ring = 0; ring < BETWEEN_RINGS; ring++) {
            double shift = ring * STEP;
            for (int[] d : directions) {
                double x = cx + d[0] * shift - size.width() / 2;
                double y = cy + d[1] * shift - size.height() / 2;
                NodeBounds spot = new NodeBounds(x, y, size.width(), size.height());
                if (isFree(spot, boxes) && clear.test(spot)) {
                    return Optional.of(spot);
                }
                if (ring == 0) {
                    break;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The lines already drawn between placed nodes, as straight lines between their centres ({x1, y1, x2, y2}),
     * except those of {@code id} itself.
     */
    private static List<double[]> lines(DiagramSpec spec, Map<ElementId, NodeBounds> taken, ElementId id) {
        List<double[]> lines = new ArrayList<>();
        for (SpecEdge edge : spec.edges()) {
            NodeBounds from = taken.get(edge.source());
            NodeBounds to = taken.get(edge.target());
            if (from != null
                    && to != null
                    && !edge.source().equals(id)
                    && !edge.target().equals(id)) {
                lines.add(new double[] {
                    from.x() + from.width() / 2,
                    from.y() + from.height() / 2,
                    to.x() + to.width() / 2,
                    to.y() + to.height() / 2
                });
            }
        }
        return lines;
    }

    /** True when none of {@code lines} passes through {@code spot} or the margin around it. */
    private static boolean clearOf(NodeBounds spot, List<double[]> lines) {
        double margin = SPACING / 2;
        NodeBounds around = new NodeBounds(
                spot.x() - margin, spot.y() - margin, spot.width() + 2 * margin, spot.height() + 2 * margin);
        for (double[] line : lines) {
            if (crosses(line[0], line[1], line[2], line[3], around)) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when the line from the centre of {@code spot} to the centre of each of {@code linked} crosses no box but
     * the one it ends in: not another node, nor the other node it links (a relationship drawn between two entities
     * stacked close together goes beside them, not above both with a line through the nearer one).
     */
    private static boolean reachesClear(
            NodeBounds spot, Map<ElementId, NodeBounds> linked, Map<ElementId, NodeBounds> taken) {
        double x = spot.x() + spot.width() / 2;
        double y = spot.y() + spot.height() / 2;
        for (Map.Entry<ElementId, NodeBounds> end : linked.entrySet()) {
            double ex = end.getValue().x() + end.getValue().width() / 2;
            double ey = end.getValue().y() + end.getValue().height() / 2;
            for (Map.Entry<ElementId, NodeBounds> other : taken.entrySet()) {
                if (!other.getKey().equals(end.getKey()) && crosses(x, y, ex, ey, other.getValue())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** True when the segment from (x1, y1) to (x2, y2) passes through the box (Liang-Barsky clipping). */
    static boolean crosses(double x1, double y1, double x2, double y2, NodeBounds box) {
        double dx = x2 - x1;
        double dy = y2 - y1;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x1 - box.x(), box.x() + box.width() - x1, y1 - box.y(), box.y() + box.height() - y1};
        double enter = 0;
        double leave = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return false;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    enter = Math.max(enter, t);
                } else {
                    leave = Math.min(leave, t);
                }
            }
        }
        return enter <= leave;
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

    /**
     * The first free spot around the anchor, trying the nearer rings first, that is also {@code clear} (no line
     * through it, its own lines through no box); if none within {@link #BETWEEN_RINGS} rings is, the first free one.
     */
    private static NodeBounds freeSpot(
            NodeBounds anchor, NodeSize size, List<NodeBounds> taken, Predicate<NodeBounds> clear) {
        NodeBounds firstFree = null;
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
                    if (clear.test(spot)) {
                        return spot;
                    }
                    firstFree = firstFree == null ? spot : firstFree;
                }
            }
            if (firstFree != null && ring >= BETWEEN_RINGS) {
                return firstFree;
            }
        }
        if (firstFree != null) {
            return firstFree;
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
