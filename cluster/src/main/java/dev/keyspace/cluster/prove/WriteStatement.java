package dev.keyspace.cluster.prove;

import dev.keyspace.cql.dml.Assignment;
import dev.keyspace.cql.dml.Insert;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Update;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The statement that writes one generated row, with its bind columns in order: an INSERT of every column, or for
 * a counter table (which refuses INSERT) {@code UPDATE ... SET c = c + ?} with the counters, then the key.
 *
 * @param idempotent whether sending it twice leaves the same row: an INSERT does, a counter increment does not
 */
record WriteStatement(String cql, List<Column> columns, boolean idempotent) {

    static WriteStatement of(TablePlan plan) {
        Table table = plan.table().table();
        List<Column> counters =
                table.columns().stream().filter(WriteStatement::isCounter).toList();
        if (counters.isEmpty()) {
            List<Column> columns = table.columns();
            return new WriteStatement(
                    DmlWriter.cql(Insert.markers(
                            plan.scratchTable(),
                            columns.stream().map(Column::name).toList())),
                    columns,
                    true);
        }
        List<Column> columns = new ArrayList<>(counters);
        columns.addAll(table.primaryKey());
        Update update = Update.of(
                plan.scratchTable(),
                counters.stream().map(c -> Assignment.addMarker(c.name())).toList(),
                table.primaryKey().stream()
                        .map(c -> Relation.equalsMarker(c.name()))
                        .toList());
        return new WriteStatement(DmlWriter.cql(update), List.copyOf(columns), false);
    }

    private static boolean isCounter(Column column) {
        return column.type() instanceof CqlType.Native n && n.type() == NativeType.COUNTER;
    }
}
