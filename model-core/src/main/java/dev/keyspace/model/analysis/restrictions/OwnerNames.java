package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The name of the entity or relationship that owns an attribute, which column matching puts in front of the
 * attribute's name. {@link #scanning} looks each owner up in the conceptual model's lists (cheap for one lookup);
 * {@link #indexed} builds a map once and keeps each attribute's candidate column names, for callers that
 * match many attributes (the checker).
 */
@FunctionalInterface
public interface OwnerNames {

    Optional<String> nameOf(ElementId owner);

    /** The column a rename recorded as holding the attribute in the table ({@link ConceptualModel#columnLinks}). */
    default Optional<String> linkedColumn(ElementId table, ElementId owner, String attribute) {
        return Optional.empty();
    }

    /**
     * The column names an attribute is looked for under by the query validator's conventions
     * ({@link AccessPatternQueries#candidateNames}); the model's owner names keep them per attribute.
     */
    default List<String> candidateNames(AttributeRef attribute) {
        return AccessPatternQueries.conventionNames(this, attribute);
    }

    /** {@link #candidateNames} each folded ({@link Identifier#foldCase}), to be looked up ignoring case. */
    default List<String> foldedCandidateNames(AttributeRef attribute) {
        return folded(candidateNames(attribute));
    }

    static List<String> folded(List<String> names) {
        // a loop, not a stream: a check folds the names of every attribute of the model
        String[] folded = new String[names.size()];
        for (int i = 0; i < folded.length; i++) {
            folded[i] = Identifier.foldCase(names.get(i));
        }
        return List.of(folded);
    }

    static OwnerNames scanning(ConceptualModel conceptual) {
        return new ModelOwnerNames(
                owner -> conceptual.entity(owner).map(Entity::name).or(() -> conceptual
                        .relationship(owner)
                        .map(Relationship::name)),
                conceptual);
    }

    static OwnerNames indexed(ConceptualModel conceptual) {
        Map<ElementId, String> names = new HashMap<>();
        // The first entity with an id, else the first relationship, as scanning finds them.
        conceptual.entities().forEach(e -> names.putIfAbsent(e.id(), e.name()));
        conceptual.relationships().forEach(r -> names.putIfAbsent(r.id(), r.name()));
        return new ModelOwnerNames(owner -> Optional.ofNullable(names.get(owner)), conceptual);
    }
}
