package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.IndexKind;
import java.util.Objects;
import java.util.Optional;

/**
 * How an accepted query reads data: the access kind, whether rows are filtered after being read (what ALLOW
 * FILTERING permits), and which kind of secondary index serves it, if any.
 */
public record Access(AccessKind kind, boolean needsFiltering, Optional<IndexKind> index) {

    public Access {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(index, "index");
    }

    public boolean usesIndex() {
        return index.isPresent();
    }
}
