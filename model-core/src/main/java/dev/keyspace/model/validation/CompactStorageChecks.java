package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.COMPACT_DENSE_TOO_MANY;
import static dev.keyspace.model.messages.CassandraMessages.COMPACT_MULTI_CELL;
import static dev.keyspace.model.messages.CassandraMessages.COMPACT_NO_REGULAR_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.COMPACT_STATIC;
import static dev.keyspace.model.messages.DesignerMessages.COMPACT_STORAGE_DEPRECATED;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A table WITH COMPACT STORAGE. Cassandra 5.0 still creates one while the compact_tables_enabled guardrail is on
 * (its default), so the option itself is a warning; the shapes a compact table cannot take are errors.
 */
final class CompactStorageChecks {

    private CompactStorageChecks() {}

    static void check(Keyspace keyspace, Table table, List<Problem> out) {
        if (!table.compactStorage()) {
            return;
        }
        String element = ElementPaths.of(keyspace.name(), table.name());
        out.add(Problem.warning(element, COMPACT_STORAGE_DEPRECATED));
        List<Column> nonKey =
                table.columns().stream().filter(c -> !c.isPrimaryKey()).toList();
        if (nonKey.stream().anyMatch(c -> c.type().isMultiCell())) {
            out.add(Problem.error(element, COMPACT_MULTI_CELL));
        }
        table.staticColumns()
                .forEach(c -> out.add(Problem.error(TableChecks.columnElement(keyspace, table, c), COMPACT_STATIC)));
        boolean dense = !table.clustering().isEmpty();
        if (dense && nonKey.size() > 1) {
            // Cassandra lists the columns sorted by name.
            String names =
                    nonKey.stream().map(c -> c.name().internal()).sorted().collect(Collectors.joining(", "));
            out.add(Problem.error(element, String.format(COMPACT_DENSE_TOO_MANY, names)));
        }
        if (!dense && nonKey.isEmpty()) {
            out.add(Problem.error(element, COMPACT_NO_REGULAR_COLUMN));
        }
    }
}
