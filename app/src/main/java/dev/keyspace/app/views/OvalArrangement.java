package dev.keyspace.app.views;

import dev.keyspace.app.views.routing.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a Chen shape's attribute ovals go in its cluster: in a band above, a band below, or a band on either side of
 * the central shape, wherever no line of the diagram passes. Half above and half below, as the diagram has always
 * drawn them, when that keeps them off every line; else the ovals go round the shape (above, right, below, left) into
 * the stretches of the bands no line crosses. The bands, and so the cluster's size and the place of its shape, do not
 * depend on the lines, so a line that moves never moves the shape it ends on.
 */
final class OvalArrangement {

    /** How far a line keeps from an oval: enough for the cardinality label it carries. */
    static final double LINE_CLEARANCE = 9;

    private static final double STACK_GAP = 4;

    /** A band along one side of the shape, and the free stretches of it no line crosses. */
    private record Band(Box area, boolean row, List<double[]> free) {}

    private final Box center;
    private final double gapX;
    private final List<double[]> sizes;
    private final Band top;
    private final Band bottom;
    private final Band left;
    private final Band right;

    /**
     * {@code sizes} are the ovals' widths and heights; {@code lines} the segments ({x1, y1, x2, y2}) of the
     * diagram's lines in the cluster's coordinates.
     */
    private OvalArrangement(
            double width,
            double height,
            Box center,
            List<double[]> sizes,
            double gapX,
            double gapY,
            List<double[]> lines) {
        this.center = center;
        this.gapX = gapX;
        this.sizes = sizes;
        double bandWidth = sizes.stream().mapToDouble(s -> s[0]).max().orElse(0);
        double bandHeight = sizes.stream().mapToDouble(s -> s[1]).max().orElse(0);
        top = band(new Box(0, 0, width, bandHeight), true, lines);
        bottom = band(new Box(0, height - bandHeight, width, height), true, lines);
        double sideTop = center.minY() - gapY / 2;
        double sideBottom = center.maxY() + gapY / 2;
        left = band(new Box(center.minX() - gapX - bandWidth, sideTop, center.minX() - gapX, sideBottom), false, lines);
        right = band(
                new Box(center.maxX() + gapX, sideTop, center.maxX() + gapX + bandWidth, sideBottom), false, lines);
    }

    /** The ovals' boxes, in the order of {@code sizes}. */
    static List<Box> arrange(
            double width,
            double height,
            Box center,
            List<double[]> sizes,
            double gapX,
            double gapY,
            List<double[]> lines) {
        return new OvalArrangement(width, height, center, sizes, gapX, gapY, lines).arrange();
    }

    /** The ovals that go above when they are shared between the rows above and below. */
    static int aboveCount(int ovals) {
        return (ovals + 1) / 2;
    }

    private List<Box> arrange() {
        int n = sizes.size();
        int above = aboveCount(n);
        List<Integer> upper = range(0, above);
        List<Integer> lower = range(above, n);
        List<Integer> all = range(0, n);
        List<List<Chunk>> plans = List.of(
                List.of(new Chunk(upper, List.of(top)), new Chunk(lower, List.of(bottom))),
                List.of(new Chunk(upper, List.of(top, right)), new Chunk(lower, List.of(bottom, left))),
                List.of(new Chunk(all, List.of(top, right, bottom, left))),
                List.of(new Chunk(all, List.of(bottom, left, top, right))));
        for (List<Chunk> plan : plans) {
            Optional<List<Box>> placed = place(plan);
            if (placed.isPresent()) {
                return placed.get();
            }
        }
        // no free place for every oval: the rows above and below, as if there were no lines
        Band wholeTop =
                new Band(top.area(), true, List.of(new double[] {0, top.area().maxX()}));
        Band wholeBottom = new Band(
                bottom.area(), true, List.of(new double[] {0, bottom.area().maxX()}));
        return place(List.of(new Chunk(upper, List.of(wholeTop)), new Chunk(lower, List.of(wholeBottom))))
                .orElseThrow();
    }

    /** Some ovals (by index) and the bands they may go to, in order. */
    private record Chunk(List<Integer> ovals, List<Band> bands) {}

    /** One free stretch of a band and the ovals given to it. */
    private record Stretch(Band band, double from, double to, List<Integer> ovals) {}

    private Optional<List<Box>> place(List<Chunk> plan) {
        List<Stretch> used = new ArrayList<>();
        for (Chunk chunk : plan) {
            List<Stretch> stretches = new ArrayList<>();
            for (Band band : chunk.bands()) {
                for (double[] free : band.free()) {
                    Stretch existing = used.stream()
                            .filter(s -> s.band() == band && s.from() == free[0])
                            .findFirst()
                            .orElse(null);
                    if (existing == null) {
                        existing = new Stretch(band, free[0], free[1], new ArrayList<>());
                        used.add(existing);
                    }
                    stretches.add(existing);
                }
            }
            int at = 0;
            for (int oval : chunk.ovals()) {
                while (at < stretches.size() && !fits(stretches.get(at), oval)) {
                    at++;
                }
                if (at == stretches.size()) {
                    return Optional.empty();
                }
                stretches.get(at).ovals().add(oval);
            }
        }
        Box[] boxes = new Box[sizes.size()];
        for (Stretch stretch : used) {
            lay(stretch, boxes);
        }
        return Optional.of(List.of(boxes));
    }

    private double along(Band band, int oval) {
        return band.row() ? sizes.get(oval)[0] : sizes.get(oval)[1];
    }

    private double gap(Band band) {
        return band.row() ? gapX : STACK_GAP;
    }

    private double length(Band band, List<Integer> ovals) {
        double sum = ovals.stream().mapToDouble(o -> along(band, o)).sum();
        return sum + Math.max(0, ovals.size() - 1) * gap(band);
    }

    private boolean fits(Stretch stretch, int oval) {
        List<Integer> with = new ArrayList<>(stretch.ovals());
        with.add(oval);
        return length(stretch.band(), with) <= stretch.to() - stretch.from() + 1e-6;
    }

    /** The stretch's ovals side by side, centred on it (on the middle of the shape, when it reaches that far). */
    private void lay(Stretch stretch, Box[] boxes) {
        Band band = stretch.band();
        double length = length(band, stretch.ovals());
        double middle = band.row() ? center.centerX() : center.centerY();
        double start = Math.max(stretch.from(), Math.min(stretch.to() - length, middle - length / 2));
        for (int oval : stretch.ovals()) {
            double w = sizes.get(oval)[0];
            double h = sizes.get(oval)[1];
            Box area = band.area();
            if (band.row()) {
                // rows hug the shape: the row above sits on its band's lower edge, the row below under its upper one
                double y = area == top.area() ? area.maxY() - h : area.minY();
                boxes[oval] = Box.of(start, y, w, h);
            } else {
                double x = area == left.area() ? area.maxX() - w : area.minX();
                boxes[oval] = Box.of(x, start, w, h);
            }
            start += along(band, oval) + gap(band);
        }
    }

    /** The band and the stretches of it that no line comes within {@link #LINE_CLEARANCE} of. */
    private static Band band(Box area, boolean row, List<double[]> lines) {
        double from = row ? area.minX() : area.minY();
        double to = row ? area.maxX() : area.maxY();
        List<double[]> free = new ArrayList<>();
        free.add(new double[] {from, to});
        Box near = area.inflated(LINE_CLEARANCE);
        for (double[] line : lines) {
            clipped(line, near).ifPresent(part -> {
                double a = (row ? Math.min(part[0], part[2]) : Math.min(part[1], part[3])) - LINE_CLEARANCE;
                double b = (row ? Math.max(part[0], part[2]) : Math.max(part[1], part[3])) + LINE_CLEARANCE;
                cut(free, a, b);
            });
        }
        return new Band(area, row, free);
    }

    private static void cut(List<double[]> free, double a, double b) {
        List<double[]> kept = new ArrayList<>();
        for (double[] f : free) {
            if (b <= f[0] || a >= f[1]) {
                kept.add(f);
                continue;
            }
            if (a > f[0]) {
                kept.add(new double[] {f[0], a});
            }
            if (b < f[1]) {
                kept.add(new double[] {b, f[1]});
            }
        }
        free.clear();
        free.addAll(kept);
    }

    /** The part of the segment inside the box (Liang-Barsky), if any. */
    static Optional<double[]> clipped(double[] line, Box box) {
        double x1 = line[0];
        double y1 = line[1];
        double dx = line[2] - x1;
        double dy = line[3] - y1;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x1 - box.minX(), box.maxX() - x1, y1 - box.minY(), box.maxY() - y1};
        double t0 = 0;
        double t1 = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return Optional.empty();
                }
            } else {
                double r = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, r);
                } else {
                    t1 = Math.min(t1, r);
                }
            }
        }
        if (t0 > t1) {
            return Optional.empty();
        }
        return Optional.of(new double[] {x1 + t0 * dx, y1 + t0 * dy, x1 + t1 * dx, y1 + t1 * dy});
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> indices = new ArrayList<>();
        for (int i = from; i < to; i++) {
            indices.add(i);
        }
        return indices;
    }
}
