package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.model.schema.ElementId;
import java.util.Optional;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Region;

/** How diagram nodes carry their element id, and the box a plain resizable node occupies. */
public final class DiagramNodes {

    /** The key under which every diagram node stores its {@link ElementId} in {@link Node#getProperties()}. */
    public static final String ELEMENT_ID = "ksd.elementId";

    private DiagramNodes() {}

    /** Gives the node its element id (properties and user data) and its CSS id. */
    public static <N extends Node> N tag(N node, ElementId id) {
        node.getProperties().put(ELEMENT_ID, id);
        node.setUserData(id);
        node.setId(DiagramIds.cssId(id));
        return node;
    }

    public static Optional<ElementId> elementId(Node node) {
        return node.getProperties().get(ELEMENT_ID) instanceof ElementId id ? Optional.of(id) : Optional.empty();
    }

    /** The region's box in its parent: its position and its size, or its preferred size before layout. */
    static Bounds box(Region region) {
        double width = region.getWidth() > 0 ? region.getWidth() : region.prefWidth(-1);
        double height = region.getHeight() > 0 ? region.getHeight() : region.prefHeight(-1);
        return new BoundingBox(region.getLayoutX(), region.getLayoutY(), width, height);
    }
}
