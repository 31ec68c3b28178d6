package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.UNKNOWN_PROPERTY;

import dev.keyspace.model.schema.TableOptions;
import java.util.List;

/**
 * Option names Cassandra 5.0 accepts in the WITH clause of CREATE TABLE and CREATE MATERIALIZED VIEW: the names of
 * TableParams.Option plus {@code id}. The stored TableAttributes is trunk's, which adds auto_repair (not in 5.0).
 * The obsolete read_repair_chance and dclocal_read_repair_chance were removed in 4.0 and are unknown too. Then the
 * values, as {@link TableOptionValues} reads them.
 */
final class TableOptionChecks {

    private TableOptionChecks() {}

    static void check(TableOptions options, String element, List<Problem> out) {
        for (String name : options.values().keySet()) {
            if (!TableOptions.KNOWN_NAMES.contains(name)) {
                out.add(Problem.error(element, String.format(UNKNOWN_PROPERTY, name)));
            }
        }
        try {
            TableOptionValues.check(options);
        } catch (OptionRefusal refusal) {
            out.add(Problem.error(element, refusal.getMessage()));
        }
    }
}
