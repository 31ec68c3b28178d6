package dev.keyspace.model.conceptual;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;

/** The Chen entity-relationship model: the first of the method's four models. */
public record ConceptualModel(List<Entity> entities, List<Relationship> relationships) {

    public static final ConceptualModel EMPTY = new ConceptualModel(List.of(), List.of());

    public ConceptualModel {
        entities = List.copyOf(entities);
        relationships = List.copyOf(relationships);
    }

    public Optional<Entity> entity(ElementId id) {
        return entities.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    public Optional<Relationship> relationship(ElementId id) {
        return relationships.stream().filter(r -> r.id().equals(id)).findFirst();
    }

    public ConceptualModel withEntities(List<Entity> newEntities) {
        return new ConceptualModel(newEntities, relationships);
    }

    public ConceptualModel withRelationships(List<Relationship> newRelationships) {
        return new ConceptualModel(entities, newRelationships);
    }
}
