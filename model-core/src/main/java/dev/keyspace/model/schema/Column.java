package dev.keyspace.model.schema;

import java.util.Objects;
import java.util.Optional;

/**
 * A table column. {@code position} orders the key columns (0 is the first partition-key or the first
 * clustering column) and is 0 for static and regular columns; {@code order} matters only for clustering
 * columns and is ASC for every other kind.
 */
public record Column(
        Identifier name,
        CqlType type,
        ColumnKind kind,
        int position,
        ClusteringOrder order,
        Optional<ColumnMask> mask) {

    public Column {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(mask, "mask");
        if (position < 0) {
            throw new IllegalArgumentException("column position cannot be negative: " + position);
        }
        if (!kind.isPrimaryKey()) {
            position = 0;
        }
        if (kind != ColumnKind.CLUSTERING) {
            order = ClusteringOrder.ASC;
        }
    }

    public static Column regular(String name, CqlType type) {
        return new Column(Identifier.of(name), type, ColumnKind.REGULAR, 0, ClusteringOrder.ASC, Optional.empty());
    }

    public static Column partitionKey(String name, CqlType type, int position) {
        return new Column(
                Identifier.of(name), type, ColumnKind.PARTITION_KEY, position, ClusteringOrder.ASC, Optional.empty());
    }

    public static Column clustering(String name, CqlType type, int position, ClusteringOrder order) {
        return new Column(Identifier.of(name), type, ColumnKind.CLUSTERING, position, order, Optional.empty());
    }

    public static Column staticColumn(String name, CqlType type) {
        return new Column(Identifier.of(name), type, ColumnKind.STATIC, 0, ClusteringOrder.ASC, Optional.empty());
    }

    public Column withName(Identifier newName) {
        return new Column(newName, type, kind, position, order, mask);
    }

    public Column withType(CqlType newType) {
        return new Column(name, newType, kind, position, order, mask);
    }

    public Column withKind(ColumnKind newKind, int newPosition, ClusteringOrder newOrder) {
        return new Column(name, type, newKind, newPosition, newOrder, mask);
    }

    public Column withPosition(int newPosition) {
        return new Column(name, type, kind, newPosition, order, mask);
    }

    public Column withMask(Optional<ColumnMask> newMask) {
        return new Column(name, type, kind, position, order, newMask);
    }

    public boolean isPrimaryKey() {
        return kind.isPrimaryKey();
    }
}
