package dev.keyspace.model.conceptual;

import dev.keyspace.model.schema.ElementId;
import java.util.Comparator;
import java.util.Objects;

/** One connector of a relationship: the relationship's id and the participant's position in it. */
public record RelationshipEnd(ElementId relationship, int participant) implements Comparable<RelationshipEnd> {

    private static final Comparator<RelationshipEnd> ORDER =
            Comparator.comparing(RelationshipEnd::relationship).thenComparingInt(RelationshipEnd::participant);

    public RelationshipEnd {
        Objects.requireNonNull(relationship, "relationship");
        if (participant < 0) {
            throw new IllegalArgumentException("a participant position cannot be negative: " + participant);
        }
    }

    @Override
    public int compareTo(RelationshipEnd other) {
        return ORDER.compare(this, other);
    }
}
