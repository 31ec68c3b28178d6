package dev.keyspace.cluster.prove;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The statement that writes one generated row, with its bind columns in order: an INSERT of every column, or for
 * a counter table (which refuses INSERT) {@code UPDATE ... SET c = c + ?} with the counters, then the key.
 */
record WriteStatement(String cql, List<Column> columns) {

    static WriteStatement of(TablePlan plan) {
        Table table = plan.table().table();
        List<Column> counters =
                table.columns().stream().filter(WriteStatement::isCounter).toList();
        if (counters.isEmpty()) {
            List<Column> columns = table.columns();
            return new WriteStatement(
                    "INSERT INTO " + plan.qualifiedScratchName() + " ("
                            + columns.stream().map(c -> c.name().asCql()).collect(Collectors.joining(", "))
                            + ") VALUES (" + columns.stream().map(c -> "?").collect(Collectors.joining(", ")) + ")",
                    columns);
        }
        List<Column> columns = new ArrayList<>(counters);
        columns.addAll(table.primaryKey());
        return new WriteStatement(
                "UPDATE " + plan.qualifiedScratchName() + " SET "
                        + counters.stream()
                                .map(c -> c.name().asCql() + " = " + c.name().asCql() + " + ?")
                                .collect(Collectors.joining(", "))
                        + " WHERE "
                        + table.primaryKey().stream()
                                .map(c -> c.name().asCql() + " = ?")
                                .collect(Collectors.joining(" AND ")),
                List.copyOf(columns));
    }

    private static boolean isCounter(Column column) {
        return column.type() instanceof CqlType.Native n && n.type() == NativeType.COUNTER;
    }
}
