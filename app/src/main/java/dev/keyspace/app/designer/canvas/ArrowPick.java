package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.elements.Transitions;
import dev.keyspace.app.views.ArrowNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Point2D;
import javafx.scene.Node;

/**
 * Which workflow arrow is under the pointer, as the transitions it draws. A line is thin, so a press within a
 * few screen pixels of it counts, besides one on its label or head.
 */
final class ArrowPick {

    private static final double TOLERANCE = 6;

    private ArrowPick() {}

    static List<ElementId> at(DiagramView diagram, Node picked, Point2D point, double zoom) {
        for (Node n = picked; n != null && n != diagram; n = n.getParent()) {
            if (n instanceof ArrowNode arrow && isTransition(arrow)) {
                return drawnBy(diagram, arrow);
            }
        }
        return nearest(diagram, point, TOLERANCE / zoom)
                .map(a -> drawnBy(diagram, a))
                .orElse(List.of());
    }

    static boolean isTransition(ArrowNode arrow) {
        return arrow.edge().kind() == EdgeKind.TRANSITION;
    }

    static List<ElementId> drawnBy(DiagramView diagram, ArrowNode arrow) {
        return Transitions.drawnBy(
                diagram.getProject(), arrow.edge().source(), arrow.edge().target());
    }

    private static Optional<ArrowNode> nearest(DiagramView diagram, Point2D point, double tolerance) {
        ArrowNode best = null;
        double bestDistance = tolerance;
        for (ArrowNode arrow : diagram.arrows()) {
            double distance = distance(point, arrow.start(), arrow.end());
            if (isTransition(arrow) && distance <= bestDistance) {
                best = arrow;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The distance from a point to the segment between two others. */
    static double distance(Point2D point, Point2D start, Point2D end) {
        Point2D along = end.subtract(start);
        double length = along.dotProduct(along);
        if (length < 1e-9) {
            return point.distance(start);
        }
        double t = Math.max(0, Math.min(1, point.subtract(start).dotProduct(along) / length));
        return point.distance(start.add(along.multiply(t)));
    }
}
