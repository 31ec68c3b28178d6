package dev.keyspace.cluster.prove;

import dev.keyspace.cql.dml.TableName;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.TableSizing;
import java.util.Map;

/**
 * What {@code ksd prove} writes to one table: how many partitions, the rows of each (the average, and the worst
 * case for every tenth partition), the average size of each variable-length column, and the model entity each
 * key column holds (so keys agree across tables).
 */
record TablePlan(
        TableRef table,
        Identifier scratchKeyspace,
        TableSizing estimate,
        int partitions,
        long averageRows,
        long worstRows,
        Map<String, Integer> columnBytes,
        Map<Identifier, ElementId> keyOwners) {

    /** Rows of partition {@code index}: the worst case for every tenth, the average otherwise. */
    long rowsOf(int index) {
        return index % 10 == 9 ? worstRows : averageRows;
    }

    long totalRows() {
        long total = 0;
        for (int i = 0; i < partitions; i++) {
            total += rowsOf(i);
        }
        return total;
    }

    int bytesOf(Column column, int fallback) {
        return columnBytes.getOrDefault(column.name().internal(), fallback);
    }

    /** The seed prefix of a column's values: its key entity's id, else its own name. */
    String prefixOf(Column column) {
        ElementId owner = keyOwners.get(column.name());
        String id = owner == null ? column.name().internal() : owner.value();
        return id.substring(id.indexOf(':') + 1);
    }

    /** The table's copy in the scratch keyspace. */
    TableName scratchTable() {
        return TableName.of(scratchKeyspace, table.table().name());
    }
}
