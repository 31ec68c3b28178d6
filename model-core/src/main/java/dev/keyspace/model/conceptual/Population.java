package dev.keyspace.model.conceptual;

import dev.keyspace.model.schema.ElementId;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the designer expects of the data, for sizing: the number of instances of each entity (by entity id)
 * and, per relationship end, the average and maximum cardinality. Anything not given is left out; sizing then
 * uses a default and says so.
 */
public record Population(Map<ElementId, Long> entityCounts, Map<RelationshipEnd, EndCardinality> ends) {

    public static final Population NONE = new Population(Map.of(), Map.of());

    public Population {
        entityCounts.forEach((entity, count) -> {
            if (count < 0) {
                throw new IllegalArgumentException("the expected count of " + entity + " cannot be negative: " + count);
            }
        });
        entityCounts = Collections.unmodifiableMap(new TreeMap<>(entityCounts));
        ends = Collections.unmodifiableMap(new TreeMap<>(ends));
    }

    public Optional<Long> count(ElementId entity) {
        return Optional.ofNullable(entityCounts.get(entity));
    }

    public Optional<EndCardinality> end(ElementId relationship, int participant) {
        return Optional.ofNullable(ends.get(new RelationshipEnd(relationship, participant)));
    }

    public Population withCount(ElementId entity, Optional<Long> count) {
        Map<ElementId, Long> copy = new TreeMap<>(entityCounts);
        count.ifPresentOrElse(c -> copy.put(entity, c), () -> copy.remove(entity));
        return new Population(copy, ends);
    }

    public Population withEnd(RelationshipEnd end, Optional<EndCardinality> cardinality) {
        Map<RelationshipEnd, EndCardinality> copy = new TreeMap<>(ends);
        cardinality.ifPresentOrElse(c -> copy.put(end, c), () -> copy.remove(end));
        return new Population(entityCounts, copy);
    }

    /**
     * This population after a relationship's participants changed: the cardinality of an end moves with its entity
     * to the place {@code moved} gives its old place, and the end of an entity no longer taking part goes.
     */
    public Population withEndsMoved(ElementId relationship, Map<Integer, Integer> moved) {
        Map<RelationshipEnd, EndCardinality> copy = new TreeMap<>(ends);
        copy.keySet().removeIf(end -> end.relationship().equals(relationship));
        moved.forEach((from, to) ->
                end(relationship, from).ifPresent(c -> copy.put(new RelationshipEnd(relationship, to), c)));
        return new Population(entityCounts, copy);
    }

    /** This population without the cardinalities of a removed relationship. */
    public Population withoutRelationship(ElementId relationship) {
        Map<RelationshipEnd, EndCardinality> copy = new TreeMap<>(ends);
        copy.keySet().removeIf(end -> end.relationship().equals(relationship));
        return new Population(entityCounts, copy);
    }
}
