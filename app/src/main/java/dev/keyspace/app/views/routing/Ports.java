package dev.keyspace.app.views.routing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each arrow leaves and enters its boxes: the side facing the other end (left to right first, as the
 * layout runs), and on that side a point of its own, the arrows sharing a side spread along it in the order of
 * their other ends, so arrowheads never pile up on one point.
 */
final class Ports {

    /**
     * Distance between two arrow ends on one side, where the side is long enough: arrowheads this far apart are
     * told apart at a glance (at 14 px the hotel's three Q9 arrowheads into guests read as one).
     */
    static final double SPACING = 32;

    /** One end of an arrow: its box, the side it uses and the point on that side. */
    record End(int box, Side side, double x, double y) {}

    private Ports() {}

    /** For each link ({@code [source box, target box]}), its source end then its target end. */
    static List<End[]> assign(List<int[]> links, List<Box> boxes) {
        List<Side[]> sides = new ArrayList<>();
        Map<String, List<int[]>> bySide = new LinkedHashMap<>();
        for (int k = 0; k < links.size(); k++) {
            Box s = boxes.get(links.get(k)[0]);
            Box t = boxes.get(links.get(k)[1]);
            Side[] pair = sides(s, t);
            sides.add(pair);
            for (int end = 0; end < 2; end++) {
                bySide.computeIfAbsent(links.get(k)[end] + ":" + pair[end], key -> new ArrayList<>())
                        .add(new int[] {k, end});
            }
        }
        List<End[]> ends = new ArrayList<>();
        for (int k = 0; k < links.size(); k++) {
            ends.add(new End[2]);
        }
        bySide.values().forEach(group -> spread(group, links, boxes, sides, ends));
        return ends;
    }

    private static Side[] sides(Box s, Box t) {
        double gap = 2 * (OrthogonalRouter.CLEARANCE + 6);
        if (t.minX() >= s.maxX() + gap) {
            return new Side[] {Side.RIGHT, Side.LEFT};
        }
        if (t.maxX() <= s.minX() - gap) {
            return new Side[] {Side.LEFT, Side.RIGHT};
        }
        if (t.minY() >= s.maxY()) {
            return new Side[] {Side.BOTTOM, Side.TOP};
        }
        if (t.maxY() <= s.minY()) {
            return new Side[] {Side.TOP, Side.BOTTOM};
        }
        return new Side[] {Side.RIGHT, Side.RIGHT};
    }

    private static void spread(
            List<int[]> group, List<int[]> links, List<Box> boxes, List<Side[]> sides, List<End[]> ends) {
        int[] first = group.get(0);
        int boxIndex = links.get(first[0])[first[1]];
        Side side = sides.get(first[0])[first[1]];
        Box box = boxes.get(boxIndex);
        Comparator<int[]> byOtherEnd = Comparator.comparingDouble(g -> {
            Box other = boxes.get(links.get(g[0])[1 - g[1]]);
            return side.horizontal() ? other.centerY() : other.centerX();
        });
        List<int[]> ordered = group.stream().sorted(byOtherEnd).toList();
        double length = side.horizontal() ? box.height() : box.width();
        double spacing = Math.min(SPACING, length / (ordered.size() + 1));
        for (int n = 0; n < ordered.size(); n++) {
            double along = (n - (ordered.size() - 1) / 2.0) * spacing;
            double x =
                    switch (side) {
                        case LEFT -> box.minX();
                        case RIGHT -> box.maxX();
                        default -> box.centerX() + along;
                    };
            double y =
                    switch (side) {
                        case TOP -> box.minY();
                        case BOTTOM -> box.maxY();
                        default -> box.centerY() + along;
                    };
            int[] g = ordered.get(n);
            ends.get(g[0])[g[1]] = new End(boxIndex, side, x, y);
        }
    }
}
