package dev.keyspace.cluster.plan;

import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;

/** The manual steps that replace a column whose type or kind must change. */
final class ColumnMigration {

    private static final CqlChangeWriter CHANGES = new CqlChangeWriter();

    private ColumnMigration() {}

    static List<String> steps(Keyspace keyspace, Table table, Column column) {
        Identifier temporary = Identifier.of(column.name().internal() + "_new");
        return List.of(
                "add a new column: " + CHANGES.addColumn(keyspace, table.name(), column.withName(temporary)),
                "copy and convert the values of " + column.name().asCql() + " into " + temporary.asCql(),
                "switch the application to " + temporary.asCql(),
                "drop the old column (" + CHANGES.dropColumn(keyspace, table.name(), column.name())
                        + ") and rename the column in the project to " + temporary.asCql());
    }
}
