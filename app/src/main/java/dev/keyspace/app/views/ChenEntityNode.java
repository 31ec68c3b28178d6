package dev.keyspace.app.views;

import dev.keyspace.model.conceptual.Entity;
import javafx.scene.shape.Rectangle;

/** A Chen entity: a rectangle with the entity's name, its attribute ovals around it. */
public final class ChenEntityNode extends ChenClusterNode {

    private final Entity entity;
    private final Rectangle box = new Rectangle();

    public ChenEntityNode(Entity entity) {
        super(entity.id(), entity.name(), entity.attributes(), "chen-entity");
        this.entity = entity;
        box.getStyleClass().add("chen-entity-box");
        addChildren(box);
    }

    public Entity entity() {
        return entity;
    }

    public Rectangle box() {
        return box;
    }

    @Override
    public AnchorShape anchorShape() {
        return AnchorShape.RECTANGLE;
    }

    @Override
    protected double centerWidth(double nameWidth, double nameHeight) {
        return Math.max(110, nameWidth + 32);
    }

    @Override
    protected double centerHeight(double nameWidth, double nameHeight) {
        return Math.max(38, nameHeight + 20);
    }

    @Override
    protected void drawCenter(double x, double y, double width, double height) {
        box.setX(x);
        box.setY(y);
        box.setWidth(width);
        box.setHeight(height);
    }
}
