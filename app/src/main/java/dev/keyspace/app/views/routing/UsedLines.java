package dev.keyspace.app.views.routing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lines the arrows routed so far run along, so the next arrow pays for running on top of one of them
 * and takes a channel of its own where there is one: arrows that share a line cannot be told apart.
 */
final class UsedLines {

    private final Map<Long, List<double[]>> horizontal = new HashMap<>();
    private final Map<Long, List<double[]>> vertical = new HashMap<>();

    void add(List<double[]> path) {
        for (int i = 0; i + 1 < path.size(); i++) {
            double[] a = path.get(i);
            double[] b = path.get(i + 1);
            if (a[1] == b[1]) {
                horizontal.computeIfAbsent(key(a[1]), k -> new ArrayList<>()).add(span(a[0], b[0]));
            } else if (a[0] == b[0]) {
                vertical.computeIfAbsent(key(a[0]), k -> new ArrayList<>()).add(span(a[1], b[1]));
            }
        }
    }

    /** How long the step from (x1, y1) to (x2, y2), horizontal or vertical, runs on a used line. */
    double overlap(double x1, double y1, double x2, double y2) {
        if (y1 == y2) {
            return overlap(horizontal.get(key(y1)), span(x1, x2));
        }
        return overlap(vertical.get(key(x1)), span(y1, y2));
    }

    private static double overlap(List<double[]> used, double[] step) {
        if (used == null) {
            return 0;
        }
        double total = 0;
        for (double[] u : used) {
            total += Math.max(0, Math.min(u[1], step[1]) - Math.max(u[0], step[0]));
        }
        return total;
    }

    /** Lines closer than two pixels look like one. */
    private static long key(double coordinate) {
        return Math.round(coordinate / 2);
    }

    private static double[] span(double a, double b) {
        return new double[] {Math.min(a, b), Math.max(a, b)};
    }
}
