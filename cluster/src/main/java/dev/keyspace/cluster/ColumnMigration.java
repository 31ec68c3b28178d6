package dev.keyspace.cluster;

import dev.keyspace.cql.internal.TypePrinter;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;

/** The manual steps that replace a column whose type or kind must change. */
final class ColumnMigration {

    private ColumnMigration() {}

    static List<String> steps(Keyspace keyspace, Table table, Column column) {
        String qualified = Cql.qualified(keyspace, table.name());
        String temporary = column.name().internal() + "_new";
        return List.of(
                "add a new column: ALTER TABLE " + qualified + " ADD " + temporary + " "
                        + TypePrinter.print(column.type()) + ";",
                "copy and convert the values of " + column.name().asCql() + " into " + temporary,
                "switch the application to " + temporary,
                "drop the old column (ALTER TABLE " + qualified + " DROP "
                        + column.name().asCql() + ";) and rename the column in the project to " + temporary);
    }
}
