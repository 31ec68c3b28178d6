package dev.keyspace.model.workload;

/** What happens to an entity or relationship: it is created, one of its attributes changes, or it is removed. */
public enum WriteOperation {
    INSERT,
    UPDATE,
    DELETE
}
