package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.shape.Line;
import javafx.scene.text.Text;

/**
 * A Chen shape (entity rectangle or relationship diamond) with its attribute ovals fanned out in a row
 * above and a row below it, each joined to the shape by a line. The whole cluster is one diagram node;
 * edges attach to the central shape.
 */
abstract class ChenClusterNode extends DiagramRegion implements Anchored {

    private static final double GAP_X = 10;
    private static final double GAP_Y = 26;

    private final Text name;
    private final List<AttributeOvalNode> ovals = new ArrayList<>();
    private final List<Line> stems = new ArrayList<>();

    /** A box in the cluster's own coordinates. */
    private record Box(double x, double y, double width, double height) {}

    ChenClusterNode(ElementId id, String title, List<Attribute> attributes, String styleClass) {
        DiagramNodes.tag(this, id);
        getStyleClass().add(styleClass);
        name = DiagramText.of(title, styleClass + "-name");
        for (Attribute attribute : attributes) {
            ovals.add(new AttributeOvalNode(DiagramIds.forAttribute(id, attribute.name()), attribute));
            Line stem = new Line();
            stem.getStyleClass().add("chen-stem");
            stems.add(stem);
        }
    }

    /** Adds the children: stems behind the central shape, ovals and the name in front. */
    protected final void addChildren(javafx.scene.Node centerShape) {
        getChildren().addAll(stems);
        getChildren().add(centerShape);
        getChildren().add(name);
        getChildren().addAll(ovals);
    }

    public Text nameText() {
        return name;
    }

    public List<AttributeOvalNode> attributeOvals() {
        return List.copyOf(ovals);
    }

    /** The central shape's size for a name of the given size. */
    protected abstract double centerWidth(double nameWidth, double nameHeight);

    protected abstract double centerHeight(double nameWidth, double nameHeight);

    /** Draws the central shape into the given box. */
    protected abstract void drawCenter(double x, double y, double width, double height);

    private List<AttributeOvalNode> topRow() {
        return ovals.subList(0, (ovals.size() + 1) / 2);
    }

    private List<AttributeOvalNode> bottomRow() {
        return ovals.subList((ovals.size() + 1) / 2, ovals.size());
    }

    private static double rowWidth(List<AttributeOvalNode> row) {
        double width = row.stream().mapToDouble(o -> o.prefWidth(-1)).sum();
        return width + Math.max(0, row.size() - 1) * GAP_X;
    }

    private static double rowHeight(List<AttributeOvalNode> row) {
        return row.stream().mapToDouble(o -> o.prefHeight(-1)).max().orElse(0);
    }

    private Box center() {
        double nameWidth = DiagramText.width(name);
        double nameHeight = DiagramText.height(name);
        double width = centerWidth(nameWidth, nameHeight);
        double height = centerHeight(nameWidth, nameHeight);
        double total = totalWidth(width);
        double top = topRow().isEmpty() ? 0 : rowHeight(topRow()) + GAP_Y;
        return new Box((total - width) / 2, top, width, height);
    }

    private double totalWidth(double centerWidth) {
        return Math.max(centerWidth, Math.max(rowWidth(topRow()), rowWidth(bottomRow())));
    }

    @Override
    public Bounds anchorBounds() {
        Box c = center();
        return new BoundingBox(getLayoutX() + c.x(), getLayoutY() + c.y(), c.width(), c.height());
    }

    @Override
    protected double computePrefWidth(double height) {
        return totalWidth(center().width());
    }

    @Override
    protected double computePrefHeight(double width) {
        Box c = center();
        double bottom = bottomRow().isEmpty() ? 0 : GAP_Y + rowHeight(bottomRow());
        return c.y() + c.height() + bottom;
    }

    @Override
    protected void layoutChildren() {
        Box c = center();
        drawCenter(c.x(), c.y(), c.width(), c.height());
        DiagramText.place(
                name,
                c.x() + (c.width() - DiagramText.width(name)) / 2,
                c.y() + (c.height() - DiagramText.height(name)) / 2);
        double total = totalWidth(c.width());
        placeRow(topRow(), 0, c, total, true);
        placeRow(bottomRow(), c.y() + c.height() + GAP_Y, c, total, false);
    }

    private void placeRow(List<AttributeOvalNode> row, double y, Box c, double total, boolean above) {
        double rowHeight = rowHeight(row);
        double x = (total - rowWidth(row)) / 2;
        int offset = above ? 0 : topRow().size();
        for (int i = 0; i < row.size(); i++) {
            AttributeOvalNode oval = row.get(i);
            double width = oval.prefWidth(-1);
            double height = oval.prefHeight(-1);
            double ovalY = above ? y + rowHeight - height : y;
            oval.resizeRelocate(x, ovalY, width, height);
            Line stem = stems.get(offset + i);
            double attachX = c.x() + c.width() * (i + 1) / (row.size() + 1);
            stem.setStartX(x + width / 2);
            stem.setStartY(above ? ovalY + height : ovalY);
            stem.setEndX(attachX);
            stem.setEndY(
                    above ? c.y() + edgeInset(attachX - c.x(), c) : c.y() + c.height() - edgeInset(attachX - c.x(), c));
            x += width + GAP_X;
        }
    }

    /** How far inside the box's top (or bottom) edge the outline is at this x: 0 for a rectangle. */
    protected double edgeInset(double xInBox, double width, double height) {
        return 0;
    }

    private double edgeInset(double xInBox, Box c) {
        return edgeInset(xInBox, c.width(), c.height());
    }
}
