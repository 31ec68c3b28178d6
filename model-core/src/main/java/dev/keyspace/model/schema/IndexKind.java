package dev.keyspace.model.schema;

/** Which implementation serves a secondary index. */
public enum IndexKind {
    /** Cassandra's legacy secondary index: {@code CREATE INDEX ... ON t (c)}. */
    LEGACY,
    /** Storage-attached index: {@code USING 'sai'} or {@code 'StorageAttachedIndex'}. */
    SAI,
    /** SASI: {@code CREATE CUSTOM INDEX ... USING 'org.apache.cassandra.index.sasi.SASIIndex'}. */
    SASI,
    /** Any other custom index class. */
    CUSTOM
}
