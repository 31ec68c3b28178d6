package dev.keyspace.cluster.plan;

import java.util.List;
import java.util.Objects;

/**
 * A difference Cassandra cannot make in place (a primary-key change, a column type change, a view's new
 * definition): never attempted by a deploy, reported with the migration it needs, step by step.
 */
public record ManualChange(String element, String change, List<String> migration) {

    public ManualChange {
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(change, "change");
        migration = List.copyOf(migration);
    }
}
