package dev.keyspace.app.views.routing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeSet;

/**
 * Finds an orthogonal path between two points that keeps clear of a set of boxes: the shortest path, with a
 * cost for each bend, over the grid of lines that run along the boxes' edges (kept {@link #CLEARANCE} away)
 * and through the channels between them. Only the boxes near the two points are looked at, so a route costs
 * what its neighbourhood costs, not what the whole diagram does.
 */
final class OrthogonalRouter {

    /** How far a path keeps from a box. */
    static final double CLEARANCE = 8;

    private static final double BEND_COST = 40;
    /** Extra cost per unit of length run on top of an earlier arrow. */
    private static final double SHARED_COST = 3;
    /** A gap between two lines at least this wide gets three channels instead of one. */
    private static final double WIDE_GAP = 36;

    private static final double REACH = 160;

    private OrthogonalRouter() {}

    /**
     * The corner points from {@code from} to {@code to}, both included, leaving {@code from} in direction
     * {@code start} and reaching {@code to} moving in direction {@code arrive}; empty when the boxes leave no way.
     */
    static List<double[]> route(double[] from, Side start, double[] to, Side arrive, BoxIndex boxes, UsedLines used) {
        double minX = Math.min(from[0], to[0]) - REACH;
        double minY = Math.min(from[1], to[1]) - REACH;
        double maxX = Math.max(from[0], to[0]) + REACH;
        double maxY = Math.max(from[1], to[1]) + REACH;
        List<double[]> path = search(from, start, to, arrive, boxes, used, new Box(minX, minY, maxX, maxY));
        if (path.isEmpty()) {
            Box all = new Box(minX, minY, maxX, maxY);
            for (Box b : boxes.all()) {
                all = new Box(
                        Math.min(all.minX(), b.minX() - REACH),
                        Math.min(all.minY(), b.minY() - REACH),
                        Math.max(all.maxX(), b.maxX() + REACH),
                        Math.max(all.maxY(), b.maxY() + REACH));
            }
            path = search(from, start, to, arrive, boxes, used, all);
        }
        return path;
    }

    private static List<double[]> search(
            double[] from, Side start, double[] to, Side arrive, BoxIndex boxes, UsedLines used, Box region) {
        List<Box> near = new ArrayList<>();
        TreeSet<Double> xSet = new TreeSet<>(List.of(from[0], to[0], region.minX(), region.maxX()));
        TreeSet<Double> ySet = new TreeSet<>(List.of(from[1], to[1], region.minY(), region.maxY()));
        for (Box b : boxes.overlapping(region)) {
            Box clipped = new Box(
                    Math.max(b.minX(), region.minX()),
                    Math.max(b.minY(), region.minY()),
                    Math.min(b.maxX(), region.maxX()),
                    Math.min(b.maxY(), region.maxY()));
            near.add(clipped);
            xSet.add(clipped.minX());
            xSet.add(clipped.maxX());
            ySet.add(clipped.minY());
            ySet.add(clipped.maxY());
        }
        double[] xs = withMidpoints(xSet);
        double[] ys = withMidpoints(ySet);
        Grid grid = new Grid(xs, ys, used);
        near.forEach(grid::block);
        int sx = Arrays.binarySearch(xs, from[0]);
        int sy = Arrays.binarySearch(ys, from[1]);
        int tx = Arrays.binarySearch(xs, to[0]);
        int ty = Arrays.binarySearch(ys, to[1]);
        return grid.shortest(sx, sy, direction(start), tx, ty, direction(arrive));
    }

    /** The coordinates, and the middle of each gap between two of them, so paths can run down the channels. */
    private static double[] withMidpoints(TreeSet<Double> values) {
        List<Double> all = new ArrayList<>();
        Double previous = null;
        for (double value : values) {
            if (previous != null) {
                double gap = value - previous;
                int channels = gap >= WIDE_GAP ? 3 : 1;
                for (int c = 1; c <= channels; c++) {
                    all.add(previous + gap * c / (channels + 1));
                }
            }
            all.add(value);
            previous = value;
        }
        return all.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static int direction(Side side) {
        return side.ordinal();
    }

    /** The visibility grid: which points and which unit steps between neighbours lie inside a box. */
    private static final class Grid {
        private static final int[] DX = {-1, 1, 0, 0};
        private static final int[] DY = {0, 0, -1, 1};

        private final double[] xs;
        private final double[] ys;
        private final boolean[] pointBlocked;
        private final boolean[] stepXBlocked;
        private final boolean[] stepYBlocked;
        private final UsedLines used;

        Grid(double[] xs, double[] ys, UsedLines used) {
            this.used = used;
            this.xs = xs;
            this.ys = ys;
            pointBlocked = new boolean[xs.length * ys.length];
            stepXBlocked = new boolean[xs.length * ys.length];
            stepYBlocked = new boolean[xs.length * ys.length];
        }

        private int at(int i, int j) {
            return j * xs.length + i;
        }

        void block(Box b) {
            int a = Arrays.binarySearch(xs, b.minX());
            int z = Arrays.binarySearch(xs, b.maxX());
            int c = Arrays.binarySearch(ys, b.minY());
            int d = Arrays.binarySearch(ys, b.maxY());
            for (int j = c; j <= d; j++) {
                for (int i = a; i <= z; i++) {
                    boolean insideX = i > a && i < z;
                    boolean insideY = j > c && j < d;
                    if (insideX && insideY) {
                        pointBlocked[at(i, j)] = true;
                    }
                    if (i < z && insideY) {
                        stepXBlocked[at(i, j)] = true;
                    }
                    if (j < d && insideX) {
                        stepYBlocked[at(i, j)] = true;
                    }
                }
            }
        }

        private boolean open(int i, int j, int dir) {
            int ni = i + DX[dir];
            int nj = j + DY[dir];
            if (ni < 0 || nj < 0 || ni >= xs.length || nj >= ys.length || pointBlocked[at(ni, nj)]) {
                return false;
            }
            return switch (dir) {
                case 0 -> !stepXBlocked[at(ni, nj)];
                case 1 -> !stepXBlocked[at(i, j)];
                case 2 -> !stepYBlocked[at(ni, nj)];
                default -> !stepYBlocked[at(i, j)];
            };
        }

        /** Dijkstra with a distance bound (A*) over (point, heading) states; headings are Side ordinals. */
        List<double[]> shortest(int sx, int sy, int startDir, int tx, int ty, int arriveDir) {
            int states = xs.length * ys.length * 4;
            double[] cost = new double[states];
            int[] previous = new int[states];
            Arrays.fill(cost, Double.MAX_VALUE);
            Arrays.fill(previous, -1);
            PriorityQueue<double[]> queue = new PriorityQueue<>((p, q) -> Double.compare(p[0], q[0]));
            int first = at(sx, sy) * 4 + startDir;
            cost[first] = 0;
            queue.add(new double[] {estimate(sx, sy, tx, ty), first});
            int reached = -1;
            double best = Double.MAX_VALUE;
            while (!queue.isEmpty()) {
                double[] head = queue.poll();
                int state = (int) head[1];
                if (head[0] >= best) {
                    break;
                }
                int cell = state / 4;
                int dir = state % 4;
                int i = cell % xs.length;
                int j = cell / xs.length;
                if (head[0] > cost[state] + estimate(i, j, tx, ty) + 1e-9) {
                    continue;
                }
                if (i == tx && j == ty) {
                    double total = cost[state] + (dir == arriveDir ? 0 : BEND_COST);
                    if (total < best) {
                        best = total;
                        reached = state;
                    }
                    continue;
                }
                for (int next = 0; next < 4; next++) {
                    if (next == (dir ^ 1) || !open(i, j, next)) {
                        continue;
                    }
                    int ni = i + DX[next];
                    int nj = j + DY[next];
                    double step = Math.abs(xs[ni] - xs[i]) + Math.abs(ys[nj] - ys[j]);
                    double shared = used.overlap(xs[i], ys[j], xs[ni], ys[nj]);
                    double c = cost[state] + step + SHARED_COST * shared + (next == dir ? 0 : BEND_COST);
                    int to = at(ni, nj) * 4 + next;
                    if (c < cost[to] - 1e-9) {
                        cost[to] = c;
                        previous[to] = state;
                        queue.add(new double[] {c + estimate(ni, nj, tx, ty), to});
                    }
                }
            }
            if (reached < 0) {
                return List.of();
            }
            List<double[]> points = new ArrayList<>();
            for (int s = reached; s >= 0; s = previous[s]) {
                int cell = s / 4;
                points.add(0, new double[] {xs[cell % xs.length], ys[cell / xs.length]});
            }
            return ArrowRouting.simplify(points);
        }

        private double estimate(int i, int j, int tx, int ty) {
            return Math.abs(xs[i] - xs[tx]) + Math.abs(ys[j] - ys[ty]);
        }
    }
}
