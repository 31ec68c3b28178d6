package dev.keyspace.model.schema;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A table column. {@code position} orders the key columns (0 is the first partition-key or the first
 * clustering column) and is 0 for static and regular columns; {@code order} matters only for clustering
 * columns and is ASC for every other kind. {@code constraints} (its CHECK, in the order written) and
 * {@code comment} (COMMENT ON COLUMN) are Cassandra 6.0's.
 */
public record Column(
        Identifier name,
        CqlType type,
        ColumnKind kind,
        int position,
        ClusteringOrder order,
        Optional<ColumnMask> mask,
        List<ColumnConstraint> constraints,
        Optional<String> comment) {

    public Column {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(mask, "mask");
        Objects.requireNonNull(comment, "comment");
        constraints = List.copyOf(constraints);
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

    /** A column without Cassandra 6.0's constraints and comment. */
    public Column(
            Identifier name,
            CqlType type,
            ColumnKind kind,
            int position,
            ClusteringOrder order,
            Optional<ColumnMask> mask) {
        this(name, type, kind, position, order, mask, List.of(), Optional.empty());
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
        return new Column(newName, type, kind, position, order, mask, constraints, comment);
    }

    public Column withType(CqlType newType) {
        return new Column(name, newType, kind, position, order, mask, constraints, comment);
    }

    public Column withKind(ColumnKind newKind, int newPosition, ClusteringOrder newOrder) {
        return new Column(name, type, newKind, newPosition, newOrder, mask, constraints, comment);
    }

    public Column withPosition(int newPosition) {
        return new Column(name, type, kind, newPosition, order, mask, constraints, comment);
    }

    public Column withMask(Optional<ColumnMask> newMask) {
        return new Column(name, type, kind, position, order, newMask, constraints, comment);
    }

    public Column withConstraints(List<ColumnConstraint> newConstraints) {
        return new Column(name, type, kind, position, order, mask, newConstraints, comment);
    }

    public Column withComment(Optional<String> newComment) {
        return new Column(name, type, kind, position, order, mask, constraints, newComment);
    }

    public boolean isPrimaryKey() {
        return kind.isPrimaryKey();
    }
}
