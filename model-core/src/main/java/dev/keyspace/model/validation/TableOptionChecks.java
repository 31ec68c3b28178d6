package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.CassandraMessages.UNKNOWN_PROPERTY;

import dev.keyspace.model.schema.TableOptions;
import java.util.List;
import java.util.Set;

/**
 * Option names Cassandra 5.0 accepts in the WITH clause of CREATE TABLE and CREATE MATERIALIZED VIEW: the names of
 * TableParams.Option plus {@code id}. The stored TableAttributes is trunk's, which adds auto_repair (not in 5.0).
 * The obsolete read_repair_chance and dclocal_read_repair_chance were removed in 4.0 and are unknown too.
 */
final class TableOptionChecks {

    static final Set<String> KNOWN = Set.of(
            "additional_write_policy",
            "allow_auto_snapshot",
            "bloom_filter_fp_chance",
            "caching",
            "cdc",
            "comment",
            "compaction",
            "compression",
            "crc_check_chance",
            "default_time_to_live",
            "extensions",
            "gc_grace_seconds",
            "id",
            "incremental_backups",
            "max_index_interval",
            "memtable",
            "memtable_flush_period_in_ms",
            "min_index_interval",
            "read_repair",
            "speculative_retry");

    private TableOptionChecks() {}

    static void check(TableOptions options, String element, List<Problem> out) {
        options.values().keySet().stream()
                .filter(name -> !KNOWN.contains(name))
                .forEach(name -> out.add(Problem.error(element, String.format(UNKNOWN_PROPERTY, name))));
    }
}
