package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.ViewKind;
import javafx.scene.Node;

/** The conceptual model in Chen notation: entities with attribute ovals, relationship diamonds. */
public final class ConceptualView extends DiagramView {

    public ConceptualView(Project project) {
        super(ViewKind.CONCEPTUAL, project);
    }

    @Override
    protected Node createNode(SpecNode node, Object content) {
        return switch (node.kind()) {
            case ENTITY -> new ChenEntityNode((Entity) node.element());
            case RELATIONSHIP -> new ChenRelationshipNode((Relationship) node.element());
            default -> throw new IllegalArgumentException("not a conceptual node: " + node);
        };
    }
}
