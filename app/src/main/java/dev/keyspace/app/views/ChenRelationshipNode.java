package dev.keyspace.app.views;

import dev.keyspace.model.conceptual.Relationship;
import javafx.scene.shape.Polygon;

/** A Chen relationship: a diamond with its name, its own attributes (if any) as ovals around it. */
public final class ChenRelationshipNode extends ChenClusterNode {

    private final Relationship relationship;
    private final Polygon diamond = new Polygon();

    public ChenRelationshipNode(Relationship relationship) {
        super(relationship.id(), relationship.name(), relationship.attributes(), "chen-relationship");
        this.relationship = relationship;
        diamond.getStyleClass().add("chen-relationship-diamond");
        addChildren(diamond);
    }

    public Relationship relationship() {
        return relationship;
    }

    public Polygon diamond() {
        return diamond;
    }

    @Override
    public AnchorShape anchorShape() {
        return AnchorShape.DIAMOND;
    }

    /** A diamond twice the name's size (plus a margin) holds the name's box inside its outline. */
    @Override
    protected double centerWidth(double nameWidth, double nameHeight) {
        return 2 * nameWidth + 24;
    }

    @Override
    protected double centerHeight(double nameWidth, double nameHeight) {
        return 2 * nameHeight + 16;
    }

    @Override
    protected void drawCenter(double x, double y, double width, double height) {
        diamond.getPoints()
                .setAll(x + width / 2, y, x + width, y + height / 2, x + width / 2, y + height, x, y + height / 2);
    }

    @Override
    protected double edgeInset(double xInBox, double width, double height) {
        return height / 2 * Math.abs(xInBox - width / 2) / (width / 2);
    }

    @Override
    protected double sideInset(double yInBox, double width, double height) {
        return width / 2 * Math.abs(yInBox - height / 2) / (height / 2);
    }
}
