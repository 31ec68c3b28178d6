package dev.keyspace.cluster.prove;

import java.util.Objects;
import java.util.Optional;

/**
 * One query of the project run against its serving table: the SELECT, how often it ran, latency percentiles,
 * median rows returned, and what its traced run read (partitions, SSTables, tombstone cells); or why it could
 * not run. A query read by a plan ran {@code statements} reads a run (the median run's), one after the other, and is
 * not traced (its partitions read are -1: many).
 */
public record QueryResult(
        String query,
        String table,
        String cql,
        int runs,
        double latencyP50Millis,
        double latencyP99Millis,
        long rowsP50,
        int partitionsRead,
        int sstablesRead,
        long tombstones,
        int statements,
        Optional<String> problem) {

    public QueryResult {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(cql, "cql");
        Objects.requireNonNull(problem, "problem");
    }

    static QueryResult failed(String query, String table, String cql, String problem) {
        return new QueryResult(query, table, cql, 0, 0, 0, 0, 0, 0, 0, 1, Optional.of(problem));
    }

    /** As designed: it ran and its trace shows exactly one partition read. */
    public boolean singlePartition() {
        return problem.isEmpty() && partitionsRead == 1;
    }

    /** It ran as its read plan joins: several reads, by design. */
    public boolean planned() {
        return problem.isEmpty() && statements > 1;
    }

    /** As designed: one partition read, or the reads of its plan. */
    public boolean asDesigned() {
        return singlePartition() || planned();
    }
}
