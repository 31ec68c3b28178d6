package dev.keyspace.model.messages;

/**
 * The messages Cassandra 5.0.9 gives when it refuses a write found in a schema file (UpdateStatement and
 * StatementRestrictions, while an INSERT is prepared), as {@link String#format} patterns, used by the CQL reader's
 * {@code DmlChecks}. {@code CassandraMessageCatalogueTest} finds every fixed part in cassandra-all 5.0.9's classes.
 */
public final class CassandraWriteMessages {

    private CassandraWriteMessages() {}

    // UpdateStatement.ParsedInsert.
    public static final String INSERT_ON_COUNTER_TABLE =
            "INSERT statements are not allowed on counter tables, use UPDATE instead";
    public static final String UNMATCHED_COLUMNS = "Unmatched column names/values";
    public static final String DUPLICATE_COLUMN_NAMES = "The column names contains duplicates";

    // StatementRestrictions, for the key columns an INSERT leaves out.
    public static final String MISSING_PARTITION_KEY_PARTS = "Some partition key parts are missing: %s";
    public static final String MISSING_CLUSTERING_KEYS = "Some clustering keys are missing: %s";

    // ModificationStatement and its Parsed subclasses, for the UPDATE and DELETE the query analysis judges.
    public static final String KEY_IN_SET = "PRIMARY KEY part %s found in SET part";
    public static final String KEY_DELETED = "Invalid identifier %s for deletion (should not be a PRIMARY KEY part)";
    public static final String OPERATION_WITH = "Cannot use %s with %s";
    public static final String TOKEN_IN_WRITE = "The token function cannot be used in WHERE clauses for %s statements";
    public static final String WRITE_PARTITION_KEY_RELATION = "Only EQ and IN relation are supported on the partition"
            + " key (unless you use the token() function) for %s statements";
    public static final String STATIC_WRITE_CLUSTERING =
            "Invalid restrictions on clustering columns since the %s statement modifies only static columns";
    public static final String WRITE_CLUSTERING_SLICE =
            "Slice restrictions are not supported on the clustering columns in %s statements";
    public static final String WRITE_NON_KEY_WHERE = "Non PRIMARY KEY columns found in where clause: %s ";
    public static final String SET_COUNTER =
            "Cannot set the value of counter column %s (counters can only be" + " incremented/decremented, not set)";
}
