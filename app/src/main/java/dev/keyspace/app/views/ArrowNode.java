package dev.keyspace.app.views;

import dev.keyspace.app.views.routing.Box;
import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.app.views.spec.SpecEdge;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.value.ChangeListener;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Dimension2D;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import javafx.scene.text.Text;

/**
 * An edge between two anchored nodes, with an optional arrow head and an optional label on a small
 * background. A straight edge is a line clipped to both outlines that follows its ends: moving or resizing
 * either node redraws it, and parallel edges between the same two nodes are drawn apart by {@code offset}
 * pixels. A routed edge is an orthogonal path around the diagram's boxes, given by its diagram (see
 * {@link Routes}), since where it may run depends on every box, not only on its ends.
 */
public final class ArrowNode extends Group {

    private static final double HEAD_LENGTH = 11;
    private static final double HEAD_HALF_WIDTH = 5;
    private static final double LABEL_PADDING = 3;

    private final SpecEdge edge;
    private final Node sourceNode;
    private final Node targetNode;
    private final double offset;
    private final double labelFraction;
    private final Line line = new Line();
    private final Polyline path = new Polyline();
    private final Routes routes;
    private final Polygon head = new Polygon();
    private final Rectangle labelBackground = new Rectangle();
    private final Text labelText;
    private final ChangeListener<Bounds> follow = (o, before, now) -> update();

    /** The diagram that routes its arrows, for routed arrows. */
    public interface Routes {
        /** Something moved or resized: the routes are to be computed again (soon, not now). */
        void invalidate();

        /** Computes the routes now if they are out of date, so the arrow's geometry is current. */
        void ensureRouted();
    }

    /** A straight edge; {@code sourceNode} and {@code targetNode} must be {@link Anchored}. */
    public ArrowNode(SpecEdge edge, Node sourceNode, Node targetNode, double offset, double labelFraction) {
        this(edge, sourceNode, targetNode, offset, labelFraction, null);
    }

    /** A routed edge: drawn where {@link #route} puts it, which {@code routes} calls. */
    public ArrowNode(SpecEdge edge, Node sourceNode, Node targetNode, Routes routes) {
        this(edge, sourceNode, targetNode, 0, 0.5, routes);
    }

    private ArrowNode(
            SpecEdge edge, Node sourceNode, Node targetNode, double offset, double labelFraction, Routes routes) {
        this.edge = edge;
        this.routes = routes;
        this.sourceNode = sourceNode;
        this.targetNode = targetNode;
        this.offset = offset;
        this.labelFraction = labelFraction;
        getStyleClass().addAll("arrow", "arrow-" + edge.kind().name().toLowerCase(java.util.Locale.ROOT));
        line.getStyleClass().add("arrow-line");
        path.getStyleClass().add("arrow-line");
        head.getStyleClass().add("arrow-head");
        labelBackground.getStyleClass().add("arrow-label-background");
        // a connector's label says so itself: a text's font must follow from its own classes (see DiagramFonts)
        labelText = edge.kind() == EdgeKind.CONNECTOR
                ? DiagramText.of(shownLabel(edge), "arrow-label", "connector-label")
                : DiagramText.of(shownLabel(edge), "arrow-label");
        // a workflow label with rates has a line per query, centred on the arrow
        labelText.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        getChildren().add(routes == null ? line : path);
        if (edge.kind() != EdgeKind.CONNECTOR) {
            getChildren().add(head);
        }
        if (!labelText.getText().isEmpty()) {
            getChildren().addAll(labelBackground, labelText);
        }
        if (routes == null) {
            sourceNode.boundsInParentProperty().addListener(follow);
            targetNode.boundsInParentProperty().addListener(follow);
            labelText.layoutBoundsProperty().addListener((o, a, b) -> update());
            update();
        } else {
            labelText.layoutBoundsProperty().addListener((o, a, b) -> routes.invalidate());
        }
    }

    /** Stops following both ends (the arrow is no longer drawn, while its ends may be). */
    public void dispose() {
        sourceNode.boundsInParentProperty().removeListener(follow);
        targetNode.boundsInParentProperty().removeListener(follow);
    }

    /** Query arrows from an origin node show their label on that node, not on the line. */
    private static String shownLabel(SpecEdge edge) {
        return edge.kind() == EdgeKind.QUERY || edge.kind() == EdgeKind.VIEW_OF ? "" : edge.label();
    }

    public SpecEdge edge() {
        return edge;
    }

    public Node sourceNode() {
        return sourceNode;
    }

    public Node targetNode() {
        return targetNode;
    }

    public String label() {
        return edge.label();
    }

    /** The drawn line: a straight line, or the polyline of a routed arrow. */
    public Shape line() {
        return routes == null ? line : path;
    }

    public boolean isRouted() {
        return routes != null;
    }

    /** The corner points of the drawn line from start to end, in the diagram's coordinates. */
    public List<Point2D> points() {
        if (routes == null) {
            return List.of(start(), end());
        }
        routes.ensureRouted();
        List<Double> xy = path.getPoints();
        List<Point2D> points = new ArrayList<>();
        for (int i = 0; i + 1 < xy.size(); i += 2) {
            points.add(new Point2D(xy.get(i), xy.get(i + 1)));
        }
        return points;
    }

    /** The start and end points of the drawn line, in the diagram's coordinates. */
    public Point2D start() {
        if (routes != null) {
            List<Point2D> points = points();
            return points.isEmpty() ? Point2D.ZERO : points.get(0);
        }
        return new Point2D(line.getStartX(), line.getStartY());
    }

    public Point2D end() {
        if (routes != null) {
            List<Point2D> points = points();
            return points.isEmpty() ? Point2D.ZERO : points.get(points.size() - 1);
        }
        return new Point2D(line.getEndX(), line.getEndY());
    }

    /**
     * The part of the diagram the arrow covers, from its geometry alone: the corners of its line and head, and its
     * label's background. Unlike its bounds, it does not change with the stroke widths styling gives, so it is the
     * same whether or not the arrow is in a scene.
     */
    public Bounds extent() {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        List<Double> xy = new ArrayList<>(head.getPoints());
        points().forEach(p -> {
            xy.add(p.getX());
            xy.add(p.getY());
        });
        for (int i = 0; i + 1 < xy.size(); i += 2) {
            minX = Math.min(minX, xy.get(i));
            minY = Math.min(minY, xy.get(i + 1));
            maxX = Math.max(maxX, xy.get(i));
            maxY = Math.max(maxY, xy.get(i + 1));
        }
        if (!labelText.getText().isEmpty()) {
            minX = Math.min(minX, labelBackground.getX());
            minY = Math.min(minY, labelBackground.getY());
            maxX = Math.max(maxX, labelBackground.getX() + labelBackground.getWidth());
            maxY = Math.max(maxY, labelBackground.getY() + labelBackground.getHeight());
        }
        return minX > maxX ? new BoundingBox(0, 0, 0, 0) : new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    /** The label's size with its background; zero when the arrow shows no label on its line. */
    public Dimension2D labelSize() {
        if (labelText.getText().isEmpty()) {
            return new Dimension2D(0, 0);
        }
        return new Dimension2D(DiagramText.width(labelText) + 2 * LABEL_PADDING, DiagramText.height(labelText) + 2);
    }

    /** Draws a routed arrow along {@code corners}, with its label in {@code label} when it has one. */
    public void route(List<double[]> corners, Optional<Box> label) {
        List<Double> xy = new ArrayList<>();
        corners.forEach(p -> {
            xy.add(p[0]);
            xy.add(p[1]);
        });
        path.getPoints().setAll(xy);
        int n = corners.size();
        if (n >= 2) {
            drawHead(toPoint(corners.get(n - 2)), toPoint(corners.get(n - 1)));
        }
        label.ifPresent(box -> {
            double width = DiagramText.width(labelText);
            double height = DiagramText.height(labelText);
            DiagramText.place(labelText, box.centerX() - width / 2, box.centerY() - height / 2);
            labelBackground.setX(box.minX());
            labelBackground.setY(box.minY());
            labelBackground.setWidth(box.width());
            labelBackground.setHeight(box.height());
        });
    }

    private static Point2D toPoint(double[] p) {
        return new Point2D(p[0], p[1]);
    }

    /** Recomputes the geometry from the current outlines of both ends (routed arrows: from every box). */
    public void update() {
        if (routes != null) {
            routes.invalidate();
            return;
        }
        Anchored source = (Anchored) sourceNode;
        Anchored target = (Anchored) targetNode;
        Bounds from = source.anchorBounds();
        Bounds to = target.anchorBounds();
        Point2D direction = EdgeGeometry.center(to).subtract(EdgeGeometry.center(from));
        if (direction.magnitude() < 1e-6) {
            direction = new Point2D(1, 0);
        }
        Point2D fromInside = EdgeGeometry.shifted(from, direction, offset);
        Point2D toInside = EdgeGeometry.shifted(to, direction, offset);
        Point2D start = EdgeGeometry.exit(from, source.anchorShape(), fromInside, direction);
        Point2D end = EdgeGeometry.exit(to, target.anchorShape(), toInside, direction.multiply(-1));
        line.setStartX(start.getX());
        line.setStartY(start.getY());
        line.setEndX(end.getX());
        line.setEndY(end.getY());
        drawHead(start, end);
        placeLabel(start, end);
    }

    private void drawHead(Point2D start, Point2D end) {
        Point2D along = end.subtract(start);
        if (along.magnitude() < 1e-6) {
            head.getPoints().clear();
            return;
        }
        Point2D unit = along.normalize();
        Point2D normal = new Point2D(-unit.getY(), unit.getX());
        Point2D base = end.subtract(unit.multiply(HEAD_LENGTH));
        Point2D left = base.add(normal.multiply(HEAD_HALF_WIDTH));
        Point2D right = base.subtract(normal.multiply(HEAD_HALF_WIDTH));
        head.getPoints().setAll(end.getX(), end.getY(), left.getX(), left.getY(), right.getX(), right.getY());
    }

    private void placeLabel(Point2D start, Point2D end) {
        Point2D at = start.add(end.subtract(start).multiply(labelFraction));
        double width = DiagramText.width(labelText);
        double height = DiagramText.height(labelText);
        DiagramText.place(labelText, at.getX() - width / 2, at.getY() - height / 2);
        labelBackground.setX(at.getX() - width / 2 - LABEL_PADDING);
        labelBackground.setY(at.getY() - height / 2 - 1);
        labelBackground.setWidth(width + 2 * LABEL_PADDING);
        labelBackground.setHeight(height + 2);
    }
}
