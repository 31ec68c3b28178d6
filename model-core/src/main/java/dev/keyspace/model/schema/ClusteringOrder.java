package dev.keyspace.model.schema;

/** The order of a clustering column within its partition. */
public enum ClusteringOrder {
    ASC,
    DESC;

    public ClusteringOrder reversed() {
        return this == ASC ? DESC : ASC;
    }
}
