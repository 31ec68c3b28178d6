package dev.keyspace.app.views;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.schema.ElementId;
import javafx.scene.shape.Ellipse;
import javafx.scene.text.Text;

/** A Chen attribute: an oval with the name, underlined for a key attribute, doubled when multi-valued. */
public final class AttributeOvalNode extends DiagramRegion {

    private static final double DOUBLE_GAP = 4;

    private final Attribute attribute;
    private final Ellipse outer = new Ellipse();
    private final Ellipse inner = new Ellipse();
    private final Text name;

    public AttributeOvalNode(ElementId id, Attribute attribute) {
        this.attribute = attribute;
        DiagramNodes.tag(this, id);
        getStyleClass().add("chen-attribute");
        if (attribute.key()) {
            getStyleClass().add("key");
        }
        if (attribute.multiValued()) {
            getStyleClass().add("multi-valued");
        }
        outer.getStyleClass().add("chen-attribute-oval");
        inner.getStyleClass().add("chen-attribute-oval");
        name = DiagramText.of(attribute.name(), "chen-attribute-name");
        name.setUnderline(attribute.key());
        getChildren().add(outer);
        if (attribute.multiValued()) {
            getChildren().add(inner);
        }
        getChildren().add(name);
    }

    public Attribute attribute() {
        return attribute;
    }

    public Text nameText() {
        return name;
    }

    /** The ellipses drawn: one, or two for a multi-valued attribute. */
    public int ovalCount() {
        return attribute.multiValued() ? 2 : 1;
    }

    private double extra() {
        return attribute.multiValued() ? 2 * DOUBLE_GAP : 0;
    }

    @Override
    protected double computePrefWidth(double height) {
        return DiagramText.width(name) + 28 + extra();
    }

    @Override
    protected double computePrefHeight(double width) {
        return DiagramText.height(name) + 14 + extra();
    }

    @Override
    protected void layoutChildren() {
        double width = getWidth();
        double height = getHeight();
        for (Ellipse e : new Ellipse[] {outer, inner}) {
            e.setCenterX(width / 2);
            e.setCenterY(height / 2);
        }
        outer.setRadiusX(width / 2 - 1);
        outer.setRadiusY(height / 2 - 1);
        inner.setRadiusX(width / 2 - 1 - DOUBLE_GAP);
        inner.setRadiusY(height / 2 - 1 - DOUBLE_GAP);
        DiagramText.place(name, (width - DiagramText.width(name)) / 2, (height - DiagramText.height(name)) / 2);
    }
}
