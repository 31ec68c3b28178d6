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

    /** The space between two rows of ovals on the same side of the shape. */
    private static final double ROW_GAP = 8;

    /** Ovals that a cluster holds in one row above and one below; more go in further rows. */
    private static final int ONE_ROW = 8;

    /** A band along one side of the shape, and the free stretches of it no line crosses. */
    private record Band(Box area, boolean row, List<double[]> free) {}

    private final Box center;
    private final Box cluster;
    private final List<double[]> lines;
    private final double gapX;
    private final List<double[]> sizes;
    /** The rows above the shape, nearest first, and below it. */
    private final List<Band> tops = new ArrayList<>();

    private final List<Band> bottoms = new ArrayList<>();
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
        this.cluster = new Box(0, 0, width, height);
        this.lines = lines;
        this.gapX = gapX;
        this.sizes = sizes;
        double bandWidth = sizes.stream().mapToDouble(s -> s[0]).max().orElse(0);
        double bandHeight = sizes.stream().mapToDouble(s -> s[1]).max().orElse(0);
        for (int level = 0; level < levels(sizes.size()); level++) {
            double above = center.minY() - gapY - level * (bandHeight + ROW_GAP);
            double below = center.maxY() + gapY + level * (bandHeight + ROW_GAP);
            tops.add(band(new Box(0, above - bandHeight, width, above), true, lines));
            bottoms.add(band(new Box(0, below, width, below + bandHeight), true, lines));
        }
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

    /** How many rows of ovals a cluster has on each side of its shape, above and below. */
    static int levels(int ovals) {
        return Math.max(1, (ovals + ONE_ROW - 1) / ONE_ROW);
    }

    /** The height of a side's rows of ovals of the given height. */
    static double rowsHeight(int ovals, double ovalHeight) {
        int levels = levels(ovals);
        return levels * ovalHeight + (levels - 1) * ROW_GAP;
    }

    /** The width of the widest row when the ovals are shared between the rows as they are with no line near. */
    static double rowsWidth(List<double[]> sizes, double gapX) {
        double widest = 0;
        for (List<Integer> row : defaultRows(sizes.size())) {
            double width = row.stream().mapToDouble(i -> sizes.get(i)[0]).sum();
            widest = Math.max(widest, width + Math.max(0, row.size() - 1) * gapX);
        }
        return widest;
    }

    /** The ovals of each row with no line near: the nearest row above, the next above, ..., then those below. */
    private static List<List<Integer>> defaultRows(int n) {
        int levels = levels(n);
        int above = aboveCount(n);
        List<List<Integer>> rows = new ArrayList<>();
        rows.addAll(split(range(0, above), levels));
        rows.addAll(split(range(above, n), levels));
        return rows;
    }

    private static List<List<Integer>> split(List<Integer> ovals, int parts) {
        List<List<Integer>> split = new ArrayList<>();
        int per = (ovals.size() + parts - 1) / parts;
        for (int part = 0; part < parts; part++) {
            split.add(ovals.subList(Math.min(ovals.size(), part * per), Math.min(ovals.size(), (part + 1) * per)));
        }
        return split;
    }

    private List<Box> arrange() {
        int n = sizes.size();
        int levels = levels(n);
        int above = aboveCount(n);
        List<Integer> upper = range(0, above);
        List<Integer> lower = range(above, n);
        List<Integer> all = range(0, n);
        List<List<Integer>> rows = defaultRows(n);
        List<Chunk> asRows = new ArrayList<>();
        for (int level = 0; level < levels; level++) {
            asRows.add(new Chunk(rows.get(level), List.of(tops.get(level))));
            asRows.add(new Chunk(rows.get(levels + level), List.of(bottoms.get(level))));
        }
        List<List<Chunk>> plans = List.of(
                asRows,
                List.of(new Chunk(upper, tops), new Chunk(lower, bottoms)),
                List.of(new Chunk(upper, with(tops, right)), new Chunk(lower, with(bottoms, left))),
                List.of(new Chunk(all, with(with(with(tops, right), bottoms), left))),
                List.of(new Chunk(all, with(with(with(bottoms, left), tops), right))));
        for (List<Chunk> plan : plans) {
            Optional<List<Box>> placed = place(plan);
            if (placed.isPresent()) {
                return placed.get();
            }
        }
        Optional<List<Box>> most = mostClear();
        if (most.isPresent()) {
            return most.get();
        }
        // not even room beside them: the rows as if there were no lines
        List<Chunk> whole = new ArrayList<>();
        for (Chunk chunk : asRows) {
            Band band = chunk.bands().get(0);
            Band unbroken = new Band(
                    band.area(), true, List.of(new double[] {0, band.area().maxX()}));
            whole.add(new Chunk(chunk.ovals(), List.of(unbroken)));
        }
        return place(whole).orElseThrow();
    }

    /**
     * When some oval finds no free place: every oval that finds one goes there (round the shape, nearer rows first),
     * and the others go in the room the bands have left beside those, lines or not; empty when even that is too small.
     */
    private Optional<List<Box>> mostClear() {
        List<Band> ring = with(with(with(tops, right), bottoms), left);
        List<Stretch> clear = new ArrayList<>();
        for (Band band : ring) {
            for (double[] free : band.free()) {
                clear.add(new Stretch(band, free[0], free[1], new ArrayList<>()));
            }
        }
        List<Integer> overflow = new ArrayList<>();
        for (int oval = 0; oval < sizes.size(); oval++) {
            if (!addToFirstFitting(clear, oval)) {
                overflow.add(oval);
            }
        }
        Box[] boxes = new Box[sizes.size()];
        clear.forEach(stretch -> lay(stretch, boxes));
        overflow.removeIf(oval -> placeFreely(oval, boxes));
        if (overflow.isEmpty()) {
            return Optional.of(List.of(boxes));
        }
        List<Stretch> room = new ArrayList<>();
        for (Band band : ring) {
            Box area = band.area();
            List<double[]> free = new ArrayList<>();
            free.add(band.row() ? new double[] {area.minX(), area.maxX()} : new double[] {area.minY(), area.maxY()});
            for (Stretch stretch : clear) {
                if (stretch.band() == band) {
                    for (int oval : stretch.ovals()) {
                        Box b = boxes[oval];
                        double from = band.row() ? b.minX() : b.minY();
                        double to = band.row() ? b.maxX() : b.maxY();
                        cut(free, from - gap(band), to + gap(band));
                    }
                }
            }
            free.forEach(f -> room.add(new Stretch(band, f[0], f[1], new ArrayList<>())));
        }
        for (int oval : overflow) {
            if (!addToFirstFitting(room, oval)) {
                return Optional.empty();
            }
        }
        room.forEach(stretch -> lay(stretch, boxes));
        return Optional.of(List.of(boxes));
    }

    /**
     * Puts the oval anywhere clear in the cluster, else in a ring one oval wide round it (drawn past the cluster's
     * box, which is better than under a line); false when neither has room.
     */
    private boolean placeFreely(int oval, Box[] boxes) {
        double w = sizes.get(oval)[0];
        double h = sizes.get(oval)[1];
        List<Box> taken = java.util.Arrays.asList(boxes);
        Optional<Box> place = FreeOvalPlace.find(cluster, center, taken, w, h, lines)
                .or(() -> FreeOvalPlace.find(
                        new Box(cluster.minX() - w, cluster.minY() - 2 * h, cluster.maxX() + w, cluster.maxY() + 2 * h),
                        center,
                        taken,
                        w,
                        h,
                        lines));
        place.ifPresent(box -> boxes[oval] = box);
        return place.isPresent();
    }

    private boolean addToFirstFitting(List<Stretch> stretches, int oval) {
        for (Stretch stretch : stretches) {
            if (fits(stretch, oval)) {
                stretch.ovals().add(oval);
                return true;
            }
        }
        return false;
    }

    private static List<Band> with(List<Band> bands, Band band) {
        List<Band> more = new ArrayList<>(bands);
        more.add(band);
        return more;
    }

    private static List<Band> with(List<Band> bands, List<Band> others) {
        List<Band> more = new ArrayList<>(bands);
        more.addAll(others);
        return more;
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
                double y = area.maxY() <= center.minY() ? area.maxY() - h : area.minY();
                boxes[oval] = Box.of(start, y, w, h);
            } else {
                double x = area.maxX() <= center.minX() ? area.maxX() - w : area.minX();
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
