package dev.keyspace.model.analysis.restrictions;

/** How Cassandra reads the data of an accepted query. */
public enum AccessKind {
    /** Every partition-key column restricted by equality: one partition. */
    SINGLE_PARTITION,
    /** Several known partitions (IN on the partition key), or an index query spread over the cluster. */
    MULTI_PARTITION,
    /** A range of tokens: token(...) restrictions. */
    TOKEN_RANGE,
    /** Every partition of the table is read. */
    FULL_SCAN
}
