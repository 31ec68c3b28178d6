package dev.keyspace.model.query;

import dev.keyspace.model.schema.ClusteringOrder;
import java.util.Objects;

/** One ordering attribute of a query and its direction. */
public record Ordering(AttributeRef attribute, ClusteringOrder direction) {

    public Ordering {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(direction, "direction");
    }
}
