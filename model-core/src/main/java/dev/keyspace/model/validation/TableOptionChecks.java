package dev.keyspace.model.validation;

import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Option names Cassandra 5.0 accepts in the WITH clause of CREATE TABLE and CREATE MATERIALIZED VIEW: the names of
 * TableParams.Option plus {@code id}. The stored TableAttributes is trunk's, which adds auto_repair (not in 5.0).
 * The obsolete read_repair_chance and dclocal_read_repair_chance were removed in 4.0 and are unknown too. Then the
 * values, as {@link TableOptionValues} reads them.
 */
final class TableOptionChecks {

    private TableOptionChecks() {}

    /**
     * In Cassandra's order: the values TableAttributes.build cannot read, then the unknown names in the order
     * PropertyDefinitions.validate meets them, then what TableParams.validate refuses in the values.
     */
    static void check(TableOptions options, Supplier<String> element, CassandraVersion target, List<Problem> out) {
        if (TargetRules.reading(target).namesBeforeValues()) {
            checkUnknownFirst(options, element.get(), target, out);
            return;
        }
        TableOptionValues.Read read = null;
        try {
            read = TableOptionValues.read(options, target);
        } catch (OptionRefusal unreadable) {
            out.add(Problem.error(element.get(), unreadable.getMessage()));
        }
        for (String name : unknownNames(options, target)) {
            out.add(Problem.error(element.get(), TargetRules.unknownOption(name, target)));
        }
        if (read != null) {
            try {
                TableOptionValues.validate(options, read, target);
            } catch (OptionRefusal refusal) {
                out.add(Problem.error(element.get(), refusal.getMessage()));
            }
        }
    }

    /**
     * For a materialized view, whose CREATE reads nothing before apply, and for any table under 4.1, whose CREATE and
     * ALTER read nothing before apply either: the unknown names first (TableAttributes.validate), then the values as
     * TableAttributes.build reads them and TableParams.validate judges them.
     */
    static void checkUnknownFirst(TableOptions options, String element, CassandraVersion target, List<Problem> out) {
        for (String name : unknownNames(options, target)) {
            out.add(Problem.error(element, TargetRules.unknownOption(name, target)));
        }
        try {
            TableOptionValues.check(options, target);
        } catch (OptionRefusal refusal) {
            out.add(Problem.error(element, refusal.getMessage()));
        }
    }

    /** The first value TableAttributes.build cannot read, as CREATE and ALTER TABLE's validate meets it. */
    static Optional<String> readError(TableOptions options, CassandraVersion target) {
        try {
            TableOptionValues.read(options, target);
            return Optional.empty();
        } catch (OptionRefusal refusal) {
            return Optional.of(refusal.getMessage());
        }
    }

    /**
     * The names Cassandra does not know, in the order PropertyDefinitions.validate iterates them: the key order of
     * the {@link HashMap} it keeps the properties in, filled in the order of the text. So of read_repair_chance and
     * dclocal_read_repair_chance Cassandra always names the second first, whatever their order in the statement.
     */
    static List<String> unknownNames(TableOptions options, CassandraVersion target) {
        // all known, as almost always: then there is no order to find (this runs on every table); forEach, as a key
        // set would stay cached in every table's options for as long as the table lives
        int[] unknown = {0};
        options.values().forEach((name, value) -> unknown[0] += TargetRules.knowsOption(name, target) ? 0 : 1);
        if (unknown[0] == 0) {
            return List.of();
        }
        Map<String, Boolean> asCassandraKeepsThem = new HashMap<>();
        for (String name : options.values().keySet()) {
            asCassandraKeepsThem.put(name, Boolean.TRUE);
        }
        return asCassandraKeepsThem.keySet().stream()
                .filter(name -> !TargetRules.knowsOption(name, target))
                .toList();
    }
}
