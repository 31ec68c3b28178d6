package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A proposed partition-key change for an oversized partition: what to do, the table with the proposed primary key
 * (cql-parser's printer writes it as CQL), the sizes it would give (when the assumptions allow computing them), whether those fit the limits, and
 * otherwise what the designer must supply.
 */
public record BucketProposal(
        String description, Table proposed, Optional<TableSizing> resulting, boolean fitsLimits, List<String> needs) {

    public BucketProposal {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(proposed, "proposed");
        Objects.requireNonNull(resulting, "resulting");
        needs = List.copyOf(needs);
    }
}
