package dev.keyspace.app.views.routing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Routes a diagram's arrows around its boxes: each arrow gets ends of its own on the sides of its two boxes
 * ({@link Ports}), a short straight stub out of each, an orthogonal path between the stubs that keeps clear
 * of every box ({@link OrthogonalRouter}), and a place for its label that no other label or box takes
 * ({@link LabelPlacement}). A pure function of the boxes, so it runs again whenever a box moves.
 */
public final class ArrowRouting {

    /** How far an arrow runs straight out of a box before it may turn. */
    static final double STUB = 16;

    /** An arrow to route: indexes of its two boxes, and the size of its label (zero when it has none). */
    public record Request(int source, int target, double labelWidth, double labelHeight) {}

    /** A routed arrow: its corner points from source to target, and its label's box if it has a label. */
    public record Route(List<double[]> points, Optional<Box> label) {}

    private ArrowRouting() {}

    public static List<Route> route(List<Box> boxes, List<Request> requests) {
        List<int[]> links =
                requests.stream().map(r -> new int[] {r.source(), r.target()}).toList();
        List<Ports.End[]> ends = Ports.assign(links, boxes);
        List<List<double[]>> paths = new ArrayList<>();
        UsedLines used = new UsedLines();
        BoxIndex index = new BoxIndex(boxes);
        for (Ports.End[] pair : ends) {
            List<double[]> path = path(pair[0], pair[1], index, used);
            used.add(path);
            paths.add(path);
        }
        List<Optional<Box>> labels = LabelPlacement.place(paths, requests, boxes);
        List<Route> routes = new ArrayList<>();
        for (int k = 0; k < requests.size(); k++) {
            routes.add(new Route(paths.get(k), labels.get(k)));
        }
        return routes;
    }

    private static List<double[]> path(Ports.End source, Ports.End target, BoxIndex boxes, UsedLines used) {
        double[] from = {source.x() + source.side().dx * STUB, source.y() + source.side().dy * STUB};
        double[] to = {target.x() + target.side().dx * STUB, target.y() + target.side().dy * STUB};
        List<double[]> between = OrthogonalRouter.route(from, source.side(), to, opposite(target.side()), boxes, used);
        if (between.isEmpty()) {
            between = List.of(from, new double[] {to[0], from[1]}, to);
        }
        List<double[]> points = new ArrayList<>();
        points.add(new double[] {source.x(), source.y()});
        points.addAll(between);
        points.add(new double[] {target.x(), target.y()});
        return simplify(points);
    }

    private static Side opposite(Side side) {
        return switch (side) {
            case LEFT -> Side.RIGHT;
            case RIGHT -> Side.LEFT;
            case TOP -> Side.BOTTOM;
            case BOTTOM -> Side.TOP;
        };
    }

    /** The polyline without repeated points or points in the middle of a straight run. */
    static List<double[]> simplify(List<double[]> points) {
        List<double[]> kept = new ArrayList<>();
        for (double[] p : points) {
            int n = kept.size();
            if (n >= 1 && kept.get(n - 1)[0] == p[0] && kept.get(n - 1)[1] == p[1]) {
                continue;
            }
            if (n >= 2) {
                double[] a = kept.get(n - 2);
                double[] b = kept.get(n - 1);
                if ((a[0] == b[0] && b[0] == p[0]) || (a[1] == b[1] && b[1] == p[1])) {
                    kept.set(n - 1, p);
                    continue;
                }
            }
            kept.add(p);
        }
        return kept;
    }
}
