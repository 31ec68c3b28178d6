package dev.keyspace.model.edit;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;

/** The role a user picks for a column: its kind and, for a clustering column, its order. */
public enum ColumnRole {
    PARTITION_KEY(ColumnKind.PARTITION_KEY, ClusteringOrder.ASC, "a partition-key column"),
    CLUSTERING_ASC(ColumnKind.CLUSTERING, ClusteringOrder.ASC, "an ascending clustering column"),
    CLUSTERING_DESC(ColumnKind.CLUSTERING, ClusteringOrder.DESC, "a descending clustering column"),
    STATIC(ColumnKind.STATIC, ClusteringOrder.ASC, "a static column"),
    REGULAR(ColumnKind.REGULAR, ClusteringOrder.ASC, "a regular column");

    private final ColumnKind kind;
    private final ClusteringOrder order;
    private final String description;

    ColumnRole(ColumnKind kind, ClusteringOrder order, String description) {
        this.kind = kind;
        this.order = order;
        this.description = description;
    }

    public ColumnKind kind() {
        return kind;
    }

    public ClusteringOrder order() {
        return order;
    }

    /** "a partition-key column", for labels and messages. */
    public String description() {
        return description;
    }

    public static ColumnRole of(Column column) {
        return switch (column.kind()) {
            case PARTITION_KEY -> PARTITION_KEY;
            case CLUSTERING -> column.order() == ClusteringOrder.ASC ? CLUSTERING_ASC : CLUSTERING_DESC;
            case STATIC -> STATIC;
            case REGULAR -> REGULAR;
        };
    }
}
