package dev.keyspace.optimizer;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.Objects;
import java.util.Optional;

/**
 * One table, view or index the optimizer may keep: the proposal as the user would adopt it (its real name), where it
 * came from ({@code origin}: a query label, or "current design"), and its stand-in in the scratch project the
 * optimizer sizes and checks candidates in ({@code scratchId}; an index has none, it serves only its own query).
 * {@code base} is the candidate a view or index is built on.
 */
public record Candidate(
        int number,
        TableProposal proposal,
        String origin,
        boolean current,
        Optional<ElementId> scratchId,
        Optional<Integer> base) {

    public Candidate {
        Objects.requireNonNull(proposal, "proposal");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(scratchId, "scratchId");
        Objects.requireNonNull(base, "base");
    }

    public TableProposal.Kind kind() {
        return proposal.kind();
    }

    public Identifier keyspace() {
        return proposal.keyspace();
    }

    /** The name the user sees: the table's or view's, or the index's. */
    public Identifier name() {
        return switch (proposal.kind()) {
            case TABLE, MATERIALIZED_VIEW -> proposal.table().name();
            case INDEX -> proposal.index().orElseThrow().name();
        };
    }

    public String qualifiedName() {
        return Identifier.qualified(keyspace(), name());
    }
}
