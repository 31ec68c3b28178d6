package dev.keyspace.model.schema;

/** The role of a column in its table, named as Apache Cassandra's own schema names it. */
public enum ColumnKind {
    PARTITION_KEY,
    CLUSTERING,
    STATIC,
    REGULAR;

    public boolean isPrimaryKey() {
        return this == PARTITION_KEY || this == CLUSTERING;
    }
}
