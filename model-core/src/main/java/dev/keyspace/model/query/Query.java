package dev.keyspace.model.query;

import dev.keyspace.model.schema.ElementId;
import java.util.Objects;
import java.util.Optional;

/**
 * An application query Qn: its label (Q1, Q2, ...), what it is for, its access pattern, the table or view that
 * serves it (by stable id, so a rename keeps the link), and, when the application joins or sorts, the plan of reads
 * that answers it from there.
 */
public record Query(
        ElementId id,
        String label,
        String description,
        AccessPattern pattern,
        Optional<ElementId> servedBy,
        Optional<ReadPlan> plan) {

    public Query {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(servedBy, "servedBy");
        Objects.requireNonNull(plan, "plan");
        if (plan.isPresent() && servedBy.isEmpty()) {
            throw new IllegalArgumentException(
                    "a read plan starts at the table that serves the query: " + label + " has none");
        }
    }

    /** A query answered by one read of the table or view that serves it. */
    public Query(ElementId id, String label, String description, AccessPattern pattern, Optional<ElementId> servedBy) {
        this(id, label, description, pattern, servedBy, Optional.empty());
    }

    public Query withLabel(String newLabel) {
        return new Query(id, newLabel, description, pattern, servedBy, plan);
    }

    public Query withDescription(String newDescription) {
        return new Query(id, label, newDescription, pattern, servedBy, plan);
    }

    public Query withPattern(AccessPattern newPattern) {
        return new Query(id, label, description, newPattern, servedBy, plan);
    }

    /** Linked to {@code table} (or unlinked), the plan kept: a plan reads from its serving table, whichever it is. */
    public Query withServedBy(Optional<ElementId> table) {
        return new Query(id, label, description, pattern, table, table.isPresent() ? plan : Optional.empty());
    }

    public Query withPlan(Optional<ReadPlan> newPlan) {
        return new Query(id, label, description, pattern, servedBy, newPlan);
    }

    /** Every table or view the query reads: its serving one, then its plan's. */
    public java.util.List<ElementId> tablesRead() {
        java.util.List<ElementId> read = new java.util.ArrayList<>();
        servedBy.ifPresent(read::add);
        plan.ifPresent(p -> read.addAll(p.then()));
        return java.util.List.copyOf(read);
    }
}
