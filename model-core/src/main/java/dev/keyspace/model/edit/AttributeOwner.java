package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.schema.ElementId;
import java.util.List;

/** The entity or relationship that holds attributes, found by id, and how to give it a new attribute list. */
record AttributeOwner(ElementId id, String description, List<Attribute> attributes) {

    static AttributeOwner find(Project project, ElementId id) {
        ConceptualModel conceptual = project.conceptual();
        var entity = conceptual.entity(id);
        if (entity.isPresent()) {
            return new AttributeOwner(
                    id, "entity " + entity.get().name(), entity.get().attributes());
        }
        var relationship = conceptual.relationship(id);
        if (relationship.isPresent()) {
            return new AttributeOwner(
                    id,
                    "relationship " + relationship.get().name(),
                    relationship.get().attributes());
        }
        throw rejected("there is no entity or relationship with id %s", id);
    }

    Attribute attribute(String name) {
        return Lookup.attribute(description, attributes, name);
    }

    Project withAttributes(Project project, List<Attribute> newAttributes) {
        ConceptualModel conceptual = project.conceptual();
        return project.withConceptual(new ConceptualModel(
                conceptual.entities().stream()
                        .map(e -> e.id().equals(id) ? e.withAttributes(newAttributes) : e)
                        .toList(),
                conceptual.relationships().stream()
                        .map(r -> r.id().equals(id) ? r.withAttributes(newAttributes) : r)
                        .toList(),
                conceptual.columnLinks(),
                conceptual.population()));
    }
}
