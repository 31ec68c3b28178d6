package dev.keyspace.model.schema;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A table's columns by kind, each in key order (a stable sort: declaration order breaks ties), worked out once per
 * column list ({@link NamedList#derived}): the analysis asks each table for its key columns many times per check.
 */
record ColumnKinds(
        List<Column> partitionKey,
        List<Column> clustering,
        List<Column> primaryKey,
        List<Column> staticColumns,
        List<Column> regularColumns,
        boolean counterColumn) {

    private static final int KINDS = ColumnKind.values().length;

    /** One pass to count, one to place: every imported table comes through here once. */
    static ColumnKinds of(List<Column> columns) {
        int[] counts = new int[KINDS];
        boolean counter = false;
        for (int i = 0; i < columns.size(); i++) {
            Column column = columns.get(i);
            counts[column.kind().ordinal()]++;
            counter |= !column.isPrimaryKey() && column.type().isCounter();
        }
        Column[] partitionKey = new Column[counts[ColumnKind.PARTITION_KEY.ordinal()]];
        Column[] clustering = new Column[counts[ColumnKind.CLUSTERING.ordinal()]];
        Column[] statics = new Column[counts[ColumnKind.STATIC.ordinal()]];
        Column[] regular = new Column[counts[ColumnKind.REGULAR.ordinal()]];
        int partitionAt = 0;
        int clusteringAt = 0;
        int staticAt = 0;
        int regularAt = 0;
        for (int i = 0; i < columns.size(); i++) {
            Column column = columns.get(i);
            switch (column.kind()) {
                case PARTITION_KEY -> partitionKey[partitionAt++] = column;
                case CLUSTERING -> clustering[clusteringAt++] = column;
                case STATIC -> statics[staticAt++] = column;
                case REGULAR -> regular[regularAt++] = column;
            }
        }
        inKeyOrder(partitionKey);
        inKeyOrder(clustering);
        Column[] primaryKey = Arrays.copyOf(partitionKey, partitionKey.length + clustering.length);
        System.arraycopy(clustering, 0, primaryKey, partitionKey.length, clustering.length);
        // List.of: one or two objects per list, where a wrapped ArrayList is three, and every table keeps these
        return new ColumnKinds(
                List.of(partitionKey),
                List.of(clustering),
                List.of(primaryKey),
                List.of(statics),
                List.of(regular),
                counter);
    }

    /** Sorted by position, stably, unless already in order (as a table made by the model or the importer is). */
    private static void inKeyOrder(Column[] key) {
        for (int i = 1; i < key.length; i++) {
            if (key[i - 1].position() > key[i].position()) {
                Arrays.sort(key, Comparator.comparingInt(Column::position)); // a merge sort: stable
                return;
            }
        }
    }
}
