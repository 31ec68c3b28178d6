package dev.keyspace.cluster.prove;

import dev.keyspace.cql.dml.TableName;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.TableSizing;
import java.util.Map;

/**
 * What {@code ksd prove} writes to one table: how many partitions, the rows of each (the average, and the worst
 * case for every tenth partition), the average size of each variable-length column, the model attribute each
 * column holds, and the seed each column takes in a row ({@link RowSeeds}: so keys agree across tables). A view's
 * plan is its base table's, read through the view's columns.
 */
record TablePlan(
        TableRef table,
        Identifier scratchKeyspace,
        TableSizing estimate,
        int partitions,
        long averageRows,
        long worstRows,
        Map<String, Integer> columnBytes,
        Map<Identifier, AttributeRef> held,
        RowSeeds seeds) {

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

    /** The number of row {@code row} of partition {@code partition} in the table; rows added later follow all. */
    long rowNumber(int partition, long row) {
        if (row < rowsOf(partition)) {
            return partition * averageRows + (partition / 10) * (worstRows - averageRows) + row;
        }
        return totalRows() + (row - rowsOf(partition)) * partitions + partition;
    }

    /** The seed of {@code column} (of the table, or of the view read through it) in one generated row. */
    long seed(Column column, int partition, long row) {
        return seeds.seed(column.name(), partition, row, rowNumber(partition, row));
    }

    /**
     * The seed prefix of a column's values: the attribute it holds (its owner's id and its name, so one attribute
     * reads alike in every table), else the column's own name.
     */
    String prefixOf(Column column) {
        AttributeRef attribute = held.get(column.name());
        String id =
                attribute == null ? column.name().internal() : attribute.owner().value() + "." + attribute.attribute();
        return id.substring(id.indexOf(':') + 1);
    }

    /** This plan read through a view of its table: the same rows, the view's columns (named as the table's). */
    TablePlan readThrough(TableRef view) {
        return new TablePlan(
                view, scratchKeyspace, estimate, partitions, averageRows, worstRows, columnBytes, held, seeds);
    }

    /** The table's copy in the scratch keyspace. */
    TableName scratchTable() {
        return TableName.of(scratchKeyspace, table.table().name());
    }
}
