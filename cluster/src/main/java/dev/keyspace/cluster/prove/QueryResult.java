package dev.keyspace.cluster.prove;

import java.util.Objects;
import java.util.Optional;

/**
 * One query of the project run against its serving table: the SELECT, how often it ran, latency percentiles,
 * median rows returned, and what its traced run read (partitions, SSTables, tombstone cells); or why it could
 * not run.
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
        Optional<String> problem) {

    public QueryResult {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(cql, "cql");
        Objects.requireNonNull(problem, "problem");
    }

    static QueryResult failed(String query, String table, String cql, String problem) {
        return new QueryResult(query, table, cql, 0, 0, 0, 0, 0, 0, 0, Optional.of(problem));
    }

    /** As designed: it ran and its trace shows exactly one partition read. */
    public boolean singlePartition() {
        return problem.isEmpty() && partitionsRead == 1;
    }
}
