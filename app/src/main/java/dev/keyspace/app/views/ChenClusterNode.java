package dev.keyspace.app.views;

import dev.keyspace.app.views.routing.Box;
import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.shape.Line;
import javafx.scene.text.Text;

/**
 * A Chen shape (entity rectangle or relationship diamond) with its attribute ovals around it, each joined to the
 * shape by a line: half in a row above and half in a row below, unless the diagram's lines pass there (see
 * {@link OvalArrangement}). The whole cluster is one diagram node; edges attach to the central shape.
 */
abstract class ChenClusterNode extends DiagramRegion implements Anchored {

    private static final double GAP_X = 10;
    private static final double GAP_Y = 26;

    private final Text name;
    private final List<AttributeOvalNode> ovals = new ArrayList<>();
    private final List<Line> stems = new ArrayList<>();
    private Supplier<List<double[]>> lines = List::of;

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

    /** The ovals' widths and heights. */
    private List<double[]> ovalSizes() {
        return ovals.stream()
                .map(o -> new double[] {o.prefWidth(-1), o.prefHeight(-1)})
                .toList();
    }

    private static double bandWidth(List<double[]> sizes) {
        return sizes.stream().mapToDouble(s -> s[0]).max().orElse(0);
    }

    private static double bandHeight(List<double[]> sizes) {
        return sizes.stream().mapToDouble(s -> s[1]).max().orElse(0);
    }

    /**
     * The central shape in the middle of the cluster, with a band on each side wide enough for one oval (and the
     * rows above and below for all of them): where the ovals go changes with the lines, the shape's place never.
     */
    private Box center() {
        double nameWidth = DiagramText.width(name);
        double nameHeight = DiagramText.height(name);
        double width = centerWidth(nameWidth, nameHeight);
        double height = centerHeight(nameWidth, nameHeight);
        if (ovals.isEmpty()) {
            return Box.of(0, 0, width, height);
        }
        List<double[]> sizes = ovalSizes();
        double total = totalWidth(width, sizes);
        return Box.of(
                (total - width) / 2,
                OvalArrangement.rowsHeight(sizes.size(), bandHeight(sizes)) + GAP_Y,
                width,
                height);
    }

    private double totalWidth(double centerWidth, List<double[]> sizes) {
        if (sizes.isEmpty()) {
            return centerWidth;
        }
        double sides = centerWidth + 2 * (bandWidth(sizes) + GAP_X);
        return Math.max(sides, OvalArrangement.rowsWidth(sizes, GAP_X));
    }

    @Override
    public Bounds anchorBounds() {
        Box c = center();
        return new BoundingBox(getLayoutX() + c.minX(), getLayoutY() + c.minY(), c.width(), c.height());
    }

    @Override
    protected double computePrefWidth(double height) {
        return totalWidth(center().width(), ovalSizes());
    }

    @Override
    protected double computePrefHeight(double width) {
        Box c = center();
        if (ovals.isEmpty()) {
            return c.height();
        }
        List<double[]> sizes = ovalSizes();
        return c.minY() + c.height() + GAP_Y + OvalArrangement.rowsHeight(sizes.size(), bandHeight(sizes));
    }

    /**
     * The lines of the diagram (segments {x1, y1, x2, y2} in the diagram's coordinates) that the ovals keep off; the
     * diagram lays the cluster out again whenever one of them moves.
     */
    void avoidLines(Supplier<List<double[]>> diagramLines) {
        lines = diagramLines;
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        Box c = center();
        drawCenter(c.minX(), c.minY(), c.width(), c.height());
        DiagramText.place(
                name,
                c.minX() + (c.width() - DiagramText.width(name)) / 2,
                c.minY() + (c.height() - DiagramText.height(name)) / 2);
        if (ovals.isEmpty()) {
            return;
        }
        List<double[]> local = lines.get().stream()
                .map(l ->
                        new double[] {l[0] - getLayoutX(), l[1] - getLayoutY(), l[2] - getLayoutX(), l[3] - getLayoutY()
                        })
                .toList();
        List<double[]> sizes = ovalSizes();
        List<Box> placed = OvalArrangement.arrange(prefWidth(-1), prefHeight(-1), c, sizes, GAP_X, GAP_Y, local);
        for (int i = 0; i < ovals.size(); i++) {
            Box b = placed.get(i);
            ovals.get(i).resizeRelocate(b.minX(), b.minY(), b.width(), b.height());
        }
        OvalStems.join(placed, c, anchorShape(), stems, this::edgeInset, this::sideInset, local);
    }

    /** How far inside the box's top (or bottom) edge the outline is at this x: 0 for a rectangle. */
    protected double edgeInset(double xInBox, double width, double height) {
        return 0;
    }

    /** How far inside the box's left (or right) edge the outline is at this y: 0 for a rectangle. */
    protected double sideInset(double yInBox, double width, double height) {
        return 0;
    }
}
