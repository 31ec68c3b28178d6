package dev.keyspace.app.views.routing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Places arrow labels on their arrows so that no two overlap and none covers a box: each label tries points
 * along its arrow, on its longest segments first, then beside them, then anywhere along the arrow, and takes
 * the first that is free. Labels are placed in arrow order, so an unchanged diagram places them the same way.
 */
final class LabelPlacement {

    private static final double GAP = 2;
    private static final double[] FRACTIONS = {0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9};
    private static final double SWEEP_STEP = 4;
    private static final double HEAD_HALF_WIDTH = 6;

    private LabelPlacement() {}

    static List<Optional<Box>> place(List<List<double[]>> paths, List<ArrowRouting.Request> requests, List<Box> boxes) {
        List<Box> taken = new ArrayList<>();
        List<Box> covered = new ArrayList<>(boxes);
        paths.forEach(path -> covered.add(head(path)));
        List<Optional<Box>> placed = new ArrayList<>();
        for (int k = 0; k < requests.size(); k++) {
            ArrowRouting.Request request = requests.get(k);
            if (request.labelWidth() <= 0) {
                placed.add(Optional.empty());
                continue;
            }
            Box label = choose(paths.get(k), request.labelWidth(), request.labelHeight(), taken, covered);
            taken.add(label);
            placed.add(Optional.of(label));
        }
        return placed;
    }

    private static Box choose(List<double[]> path, double width, double height, List<Box> taken, List<Box> boxes) {
        List<double[][]> segments = new ArrayList<>();
        for (int i = 0; i + 1 < path.size(); i++) {
            segments.add(new double[][] {path.get(i), path.get(i + 1)});
        }
        List<double[][]> longestFirst = segments.stream()
                .sorted(Comparator.comparingDouble(s -> -length(s)))
                .toList();
        for (double sideways : new double[] {0, 1, -1}) {
            for (double[][] segment : longestFirst) {
                for (double fraction : FRACTIONS) {
                    Box candidate = at(segment, fraction, sideways, width, height);
                    if (isFree(candidate, taken, boxes)) {
                        return candidate;
                    }
                }
            }
        }
        for (double sideways : new double[] {0, 1, -1, 2, -2}) {
            for (double[][] segment : segments) {
                int steps = (int) Math.max(1, length(segment) / SWEEP_STEP);
                for (int s = 0; s <= steps; s++) {
                    Box candidate = at(segment, (double) s / steps, sideways, width, height);
                    if (isFree(candidate, taken, boxes)) {
                        return candidate;
                    }
                }
            }
        }
        return at(longestFirst.get(0), 0.5, 0, width, height);
    }

    /** Where an arrow's head is drawn: its last straight stretch into its box, a little widened. */
    private static Box head(List<double[]> path) {
        double[] end = path.get(path.size() - 1);
        double[] before = path.get(Math.max(0, path.size() - 2));
        double length = Math.max(Math.abs(end[0] - before[0]) + Math.abs(end[1] - before[1]), 1);
        double reach = Math.min(ArrowRouting.STUB, length) / length;
        double bx = end[0] + (before[0] - end[0]) * reach;
        double by = end[1] + (before[1] - end[1]) * reach;
        return new Box(Math.min(bx, end[0]), Math.min(by, end[1]), Math.max(bx, end[0]), Math.max(by, end[1]))
                .inflated(HEAD_HALF_WIDTH);
    }

    /** The label centred on a point of the segment, or moved beside the segment by {@code sideways} labels. */
    private static Box at(double[][] segment, double fraction, double sideways, double width, double height) {
        double x = segment[0][0] + (segment[1][0] - segment[0][0]) * fraction;
        double y = segment[0][1] + (segment[1][1] - segment[0][1]) * fraction;
        boolean horizontal = segment[0][1] == segment[1][1];
        if (horizontal) {
            y += sideways * (height + GAP);
        } else {
            x += sideways * (width / 2 + 2 * GAP);
        }
        return Box.centredOn(x, y, width, height);
    }

    private static boolean isFree(Box candidate, List<Box> taken, List<Box> boxes) {
        Box spaced = candidate.inflated(GAP);
        for (Box other : taken) {
            if (spaced.overlaps(other)) {
                return false;
            }
        }
        for (Box box : boxes) {
            if (candidate.overlaps(box)) {
                return false;
            }
        }
        return true;
    }

    private static double length(double[][] segment) {
        return Math.abs(segment[1][0] - segment[0][0]) + Math.abs(segment[1][1] - segment[0][1]);
    }
}
