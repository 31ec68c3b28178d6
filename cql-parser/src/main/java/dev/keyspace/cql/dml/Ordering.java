package dev.keyspace.cql.dml;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Identifier;
import java.util.Objects;

/** One column of ORDER BY with its direction. */
public record Ordering(Identifier column, ClusteringOrder direction) {

    public Ordering {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(direction, "direction");
    }
}
