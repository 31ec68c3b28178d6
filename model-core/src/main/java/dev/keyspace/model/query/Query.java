package dev.keyspace.model.query;

import dev.keyspace.model.schema.ElementId;
import java.util.Objects;
import java.util.Optional;

/**
 * An application query Qn: its label (Q1, Q2, ...), what it is for, its access pattern, and the table or
 * view that serves it (by stable id, so a rename keeps the link).
 */
public record Query(
        ElementId id, String label, String description, AccessPattern pattern, Optional<ElementId> servedBy) {

    public Query {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(servedBy, "servedBy");
    }

    public Query withLabel(String newLabel) {
        return new Query(id, newLabel, description, pattern, servedBy);
    }

    public Query withDescription(String newDescription) {
        return new Query(id, label, newDescription, pattern, servedBy);
    }

    public Query withPattern(AccessPattern newPattern) {
        return new Query(id, label, description, newPattern, servedBy);
    }

    public Query withServedBy(Optional<ElementId> table) {
        return new Query(id, label, description, pattern, table);
    }
}
