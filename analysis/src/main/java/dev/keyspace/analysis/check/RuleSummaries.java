package dev.keyspace.analysis.check;

import java.util.Map;
import java.util.Optional;

/** One sentence per rule of the catalogue, for reports that list the rules (SARIF, help texts). */
public final class RuleSummaries {

    private static final Map<String, String> SUMMARIES = Map.ofEntries(
            Map.entry(
                    "partition-too-many-values", "A partition holds more values than the limit (100,000 by default)."),
            Map.entry("partition-too-large", "A partition is larger on disk than the limit (100 MB by default)."),
            Map.entry(
                    "unbounded-partition",
                    "A time-ordered partition has no time bucket in its key and no TTL: only the sizing's assumption on its"
                            + " rows bounds it."),
            Map.entry(
                    "hot-partition",
                    "The partition key has very few distinct values, so a few partitions take the load."),
            Map.entry("allow-filtering", "A query needs ALLOW FILTERING on the table that serves it."),
            Map.entry("multi-partition-query", "A query is not served by a single partition."),
            Map.entry("index-high-cardinality", "A legacy secondary index is on a high-cardinality column."),
            Map.entry("queue", "A time-ordered table whose rows are deleted after being read piles up tombstones."),
            Map.entry("delete-heavy", "Frequent deletes or null writes where a TTL would serve."),
            Map.entry("large-collection", "A non-frozen collection is expected to exceed 64 KB or many items."),
            Map.entry(
                    "materialized-view", "A materialized view: experimental in Cassandra 4.1 to 6.0; prefer a table."),
            Map.entry(
                    "non-unique-key",
                    "The key attributes of the entity a table stores are not all in its primary key (silent overwrites)."),
            Map.entry("over-denormalization", "One write fans out to more tables than the limit (5 by default)."),
            Map.entry(
                    "changing-key",
                    "A table keyed by an attribute that can change: each change must move the row, no UPDATE can."),
            Map.entry("orphan", "A table no query uses, or a query no table serves."),
            Map.entry("query-not-served", "A query whose linked table no longer serves its access pattern."),
            Map.entry("replication", "SimpleStrategy, or a replication factor under 3, in a production keyspace."),
            Map.entry(
                    "unknown-datacenter",
                    "A NetworkTopologyStrategy keyspace names a datacenter none of the project's other keyspaces names."),
            Map.entry("cassandra-rejects", "A design Cassandra refuses outright."),
            Map.entry("unknown-rule-suppressed", "A suppression naming a rule this version does not have."));

    private RuleSummaries() {}

    public static Optional<String> of(String ruleId) {
        return Optional.ofNullable(SUMMARIES.get(ruleId));
    }
}
