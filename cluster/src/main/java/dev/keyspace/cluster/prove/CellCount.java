package dev.keyspace.cluster.prove;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;

/**
 * The cells Cassandra stores for a partition of the method's shape: one per regular column of each row and one
 * per static column, except that a non-frozen collection stores one cell per element and a non-frozen user type
 * one per field. This is the method's Nv with collections counted by element, which is what the cell-count
 * histogram counts.
 */
final class CellCount {

    private CellCount() {}

    static long perPartition(Keyspace keyspace, Table table, long rows, int collectionElements) {
        long perRow = 0;
        long statics = 0;
        for (Column column : table.columns()) {
            if (column.isPrimaryKey()) {
                continue;
            }
            long cells = cellsOf(keyspace, column.type(), collectionElements);
            if (column.kind() == dev.keyspace.model.schema.ColumnKind.STATIC) {
                statics += cells;
            } else {
                perRow += cells;
            }
        }
        return rows * perRow + statics;
    }

    private static long cellsOf(Keyspace keyspace, CqlType type, int elements) {
        if (type instanceof CqlType.ListType l && !l.isFrozen()
                || type instanceof CqlType.SetType s && !s.isFrozen()
                || type instanceof CqlType.MapType m && !m.isFrozen()) {
            return elements;
        }
        if (type instanceof CqlType.UserTypeRef u && !u.isFrozen()) {
            return keyspace.type(u.name()).map(t -> (long) t.fields().size()).orElse(1L);
        }
        return 1;
    }
}
