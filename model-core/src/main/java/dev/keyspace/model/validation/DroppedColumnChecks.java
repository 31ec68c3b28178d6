package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.DROPPED_COUNTER;
import static dev.keyspace.model.messages.CassandraMessages.DROPPED_INCOMPATIBLE_KIND;
import static dev.keyspace.model.messages.CassandraMessages.DROPPED_INCOMPATIBLE_TYPE;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypePrinter;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Optional;

/**
 * A column added again after ALTER TABLE ... DROP removed one of its name (AlterTableStatement.AddColumns): its type
 * must keep the dropped column's cells readable, it must be of the same kind, and a counter table takes none back.
 */
final class DroppedColumnChecks {

    private DroppedColumnChecks() {}

    static void check(Keyspace keyspace, Table table, List<Problem> out) {
        if (table.droppedColumns().isEmpty()) {
            return;
        }
        for (Column column : table.columns()) {
            if (column.isPrimaryKey()) {
                continue;
            }
            table.droppedColumn(column.name())
                    .flatMap(dropped -> violation(keyspace, table, column, dropped))
                    .ifPresent(message ->
                            out.add(Problem.error(TableChecks.columnElement(keyspace, table, column), message)));
        }
    }

    private static Optional<String> violation(Keyspace keyspace, Table table, Column column, DroppedColumn dropped) {
        String name = column.name().internal();
        CqlType type = DroppedColumn.expandUserTypes(column.type(), keyspace);
        if (!TypeCompatibility.serializationCompatible(type, dropped.type())) {
            return Optional.of(
                    String.format(DROPPED_INCOMPATIBLE_TYPE, name, cql3(column.type()), name, cql3(dropped.type())));
        }
        boolean isStatic = column.kind() == ColumnKind.STATIC;
        if (isStatic != dropped.isStatic()) {
            return Optional.of(String.format(
                    DROPPED_INCOMPATIBLE_KIND,
                    name,
                    isStatic ? "STATIC" : "REGULAR",
                    dropped.isStatic() ? "STATIC" : "REGULAR"));
        }
        if (table.isCounterTable()) {
            return Optional.of(String.format(DROPPED_COUNTER, name));
        }
        return Optional.empty();
    }

    /** The type as CQL3Type.toString prints it: a tuple always frozen. */
    private static String cql3(CqlType type) {
        return CqlTypePrinter.printAsShown(type);
    }
}
