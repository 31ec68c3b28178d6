package dev.keyspace.model.sizing;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A proposed partition-key change for an oversized partition: what to do, the resulting primary key in CQL,
 * the sizes it would give (when the assumptions allow computing them), whether those fit the limits, and
 * otherwise what the designer must supply.
 */
public record BucketProposal(
        String description,
        String primaryKey,
        Optional<TableSizing> resulting,
        boolean fitsLimits,
        List<String> needs) {

    public BucketProposal {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(primaryKey, "primaryKey");
        Objects.requireNonNull(resulting, "resulting");
        needs = List.copyOf(needs);
    }
}
