package dev.keyspace.app.views;

import dev.keyspace.app.views.routing.Box;
import java.util.List;
import java.util.Optional;

/**
 * A place anywhere in an area for an attribute oval that found none in the bands round its shape: the nearest to the
 * shape where no line comes within {@link OvalArrangement#LINE_CLEARANCE}, no other oval is, and the stem drawn
 * straight from it towards the shape's middle crosses no line (see {@link OvalStems}). Searched on a grid of a few
 * pixels, as the bands' stretches are too coarse once lines leave a crowded entity on every side.
 */
final class FreeOvalPlace {

    private static final double STEP_X = 6;
    private static final double STEP_Y = 4;
    /** The least room between the oval and the shape, or another oval. */
    private static final double SPACING = 4;

    private FreeOvalPlace() {}

    static Optional<Box> find(
            Box area, Box center, List<Box> taken, double width, double height, List<double[]> lines) {
        Box best = null;
        double bestDistance = Double.MAX_VALUE;
        for (double y = area.minY(); y + height <= area.maxY(); y += STEP_Y) {
            for (double x = area.minX(); x + width <= area.maxX(); x += STEP_X) {
                Box oval = Box.of(x, y, width, height);
                double distance = gapBetween(oval, center);
                if (distance >= bestDistance || !free(oval, center, taken, lines)) {
                    continue;
                }
                best = oval;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }

    private static boolean free(Box oval, Box center, List<Box> taken, List<double[]> lines) {
        if (oval.overlaps(center.inflated(SPACING))) {
            return false;
        }
        for (Box other : taken) {
            if (other != null && oval.overlaps(other.inflated(SPACING))) {
                return false;
            }
        }
        Box near = oval.inflated(OvalArrangement.LINE_CLEARANCE);
        for (double[] line : lines) {
            if (near.crossedBy(line[0], line[1], line[2], line[3])
                    || OvalStems.crosses(
                            oval.centerX(),
                            oval.centerY(),
                            center.centerX(),
                            center.centerY(),
                            line[0],
                            line[1],
                            line[2],
                            line[3])) {
                return false;
            }
        }
        return true;
    }

    /** How far apart the two boxes are (0 when they touch or overlap). */
    private static double gapBetween(Box a, Box b) {
        double dx = Math.max(0, Math.max(b.minX() - a.maxX(), a.minX() - b.maxX()));
        double dy = Math.max(0, Math.max(b.minY() - a.maxY(), a.minY() - b.maxY()));
        return Math.hypot(dx, dy);
    }
}
