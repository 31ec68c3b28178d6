package dev.keyspace.analysis.mapping;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;

/** Finds the entities and relationships a query's attributes belong to, and names them for columns and tables. */
final class Owners {

    private final ConceptualModel conceptual;

    Owners(ConceptualModel conceptual) {
        this.conceptual = conceptual;
    }

    Optional<Entity> entity(ElementId id) {
        return conceptual.entity(id);
    }

    /** The attribute with its owner, or a {@link MappingException} naming the query when it does not exist. */
    ResolvedAttribute resolve(String queryLabel, AttributeRef ref) {
        Optional<Entity> entity = conceptual.entity(ref.owner());
        if (entity.isPresent()) {
            return resolved(
                    queryLabel, ref, entity.get().name(), true, entity.get().attributes());
        }
        Optional<Relationship> relationship = conceptual.relationship(ref.owner());
        if (relationship.isPresent()) {
            return resolved(
                    queryLabel,
                    ref,
                    relationship.get().name(),
                    false,
                    relationship.get().attributes());
        }
        throw new MappingException("query " + queryLabel + " refers to " + ref.owner()
                + ", which is not an entity or relationship of the conceptual model");
    }

    private static ResolvedAttribute resolved(
            String queryLabel, AttributeRef ref, String ownerName, boolean entity, List<Attribute> attributes) {
        Attribute attribute = attributes.stream()
                .filter(a -> a.name().equals(ref.attribute()))
                .findFirst()
                .orElseThrow(() -> new MappingException("query " + queryLabel + " refers to " + ownerName + "."
                        + ref.attribute() + ", which is not an attribute of " + ownerName));
        return new ResolvedAttribute(ref, ownerName, ColumnNames.ownerPrefix(ownerName), entity, attribute);
    }
}
