package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.app.views.spec.SpecEdge;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * A straight edge between two anchored nodes: a line clipped to both outlines, an optional arrow head and
 * an optional label on a small background. It follows its ends: moving or resizing either node redraws it.
 * Parallel edges between the same two nodes are drawn apart by {@code offset} pixels.
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
    private final Polygon head = new Polygon();
    private final Rectangle labelBackground = new Rectangle();
    private final Text labelText;
    private final ChangeListener<Bounds> follow = (o, before, now) -> update();

    /** {@code sourceNode} and {@code targetNode} must be {@link Anchored}. */
    public ArrowNode(SpecEdge edge, Node sourceNode, Node targetNode, double offset, double labelFraction) {
        this.edge = edge;
        this.sourceNode = sourceNode;
        this.targetNode = targetNode;
        this.offset = offset;
        this.labelFraction = labelFraction;
        getStyleClass().addAll("arrow", "arrow-" + edge.kind().name().toLowerCase(java.util.Locale.ROOT));
        line.getStyleClass().add("arrow-line");
        head.getStyleClass().add("arrow-head");
        labelBackground.getStyleClass().add("arrow-label-background");
        labelText = DiagramText.of(shownLabel(edge), "arrow-label");
        getChildren().add(line);
        if (edge.kind() != EdgeKind.CONNECTOR) {
            getChildren().add(head);
        }
        if (!labelText.getText().isEmpty()) {
            getChildren().addAll(labelBackground, labelText);
        }
        sourceNode.boundsInParentProperty().addListener(follow);
        targetNode.boundsInParentProperty().addListener(follow);
        labelText.layoutBoundsProperty().addListener((o, a, b) -> update());
        update();
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

    public Line line() {
        return line;
    }

    /** The start and end points of the drawn line, in the diagram's coordinates. */
    public Point2D start() {
        return new Point2D(line.getStartX(), line.getStartY());
    }

    public Point2D end() {
        return new Point2D(line.getEndX(), line.getEndY());
    }

    /** Recomputes the geometry from the current outlines of both ends. */
    public void update() {
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
