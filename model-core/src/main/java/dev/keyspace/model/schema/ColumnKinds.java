package dev.keyspace.model.schema;

import java.util.ArrayList;
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

    static ColumnKinds of(List<Column> columns) {
        List<Column> partitionKey = ofKind(columns, ColumnKind.PARTITION_KEY);
        List<Column> clustering = ofKind(columns, ColumnKind.CLUSTERING);
        List<Column> primaryKey = new ArrayList<>(partitionKey);
        primaryKey.addAll(clustering);
        List<Column> statics = new ArrayList<>();
        List<Column> regular = new ArrayList<>();
        boolean counter = false;
        for (Column column : columns) {
            if (column.kind() == ColumnKind.STATIC) {
                statics.add(column);
            } else if (column.kind() == ColumnKind.REGULAR) {
                regular.add(column);
            }
            counter |= !column.isPrimaryKey() && column.type().isCounter();
        }
        return new ColumnKinds(
                partitionKey, clustering, List.copyOf(primaryKey), List.copyOf(statics), List.copyOf(regular), counter);
    }

    private static List<Column> ofKind(List<Column> columns, ColumnKind kind) {
        List<Column> ofKind = new ArrayList<>();
        boolean sorted = true;
        for (Column column : columns) {
            if (column.kind() == kind) {
                sorted &= ofKind.isEmpty() || ofKind.get(ofKind.size() - 1).position() <= column.position();
                ofKind.add(column);
            }
        }
        if (!sorted) {
            ofKind.sort(Comparator.comparingInt(Column::position));
        }
        return List.copyOf(ofKind); // one or two objects, where a wrapped list is three: every table keeps these
    }
}
