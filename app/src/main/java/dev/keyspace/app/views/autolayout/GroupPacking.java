package dev.keyspace.app.views.autolayout;

import java.util.ArrayList;
import java.util.List;

/**
 * Packs rectangles (keyspace groups, each already laid out) into rows, in their given order, choosing the row
 * width whose result comes closest to a wanted aspect ratio: a model of many keyspaces fills a screen-shaped
 * area instead of one tall column. Linear in the number of rectangles for each width tried.
 */
final class GroupPacking {

    /** A packed rectangle's top-left corner. */
    record Spot(double x, double y) {}

    private static final double[] WIDTH_FACTORS = {0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0};

    private GroupPacking() {}

    /** Corners for rectangles of the given sizes ({@code [width, height]}), {@code gap} apart. */
    static List<Spot> pack(List<double[]> sizes, double gap, double aspectRatio) {
        if (sizes.isEmpty()) {
            return List.of();
        }
        double area = 0;
        double widest = 0;
        for (double[] size : sizes) {
            area += (size[0] + gap) * (size[1] + gap);
            widest = Math.max(widest, size[0]);
        }
        double ideal = Math.sqrt(area * aspectRatio);
        List<Spot> best = null;
        double bestScore = Double.MAX_VALUE;
        for (double factor : WIDTH_FACTORS) {
            double rowWidth = Math.max(widest, ideal * factor);
            List<Spot> spots = new ArrayList<>();
            double[] extent = rows(sizes, gap, rowWidth, spots);
            double score = Math.abs(Math.log((extent[0] / extent[1]) / aspectRatio))
                    + 0.5 * Math.log(extent[0] * extent[1] / area);
            if (score < bestScore - 1e-9) {
                best = spots;
                bestScore = score;
            }
        }
        return best;
    }

    /** Fills rows no wider than {@code rowWidth}; returns the packed width and height. */
    private static double[] rows(List<double[]> sizes, double gap, double rowWidth, List<Spot> spots) {
        double x = 0;
        double y = 0;
        double rowHeight = 0;
        double width = 0;
        for (double[] size : sizes) {
            if (x > 0 && x + size[0] > rowWidth) {
                x = 0;
                y += rowHeight + gap;
                rowHeight = 0;
            }
            spots.add(new Spot(x, y));
            width = Math.max(width, x + size[0]);
            rowHeight = Math.max(rowHeight, size[1]);
            x += size[0] + gap;
        }
        return new double[] {Math.max(width, 1), Math.max(y + rowHeight, 1)};
    }
}
