package dev.keyspace.model.messages;

/**
 * The messages Cassandra 5.0.9 gives when it refuses an ALTER TABLE (AlterTableStatement and the TableMetadata
 * checks it reaches), as {@link String#format} patterns, used by the CQL reader's {@code AlterTableTranslator}.
 * {@code CassandraMessageCatalogueTest} finds every fixed part in cassandra-all 5.0.9's classes.
 */
public final class CassandraAlterTableMessages {

    private CassandraAlterTableMessages() {}

    // AlterTableStatement.apply.
    public static final String ALTER_TABLE_ON_VIEW =
            "Cannot use ALTER TABLE on a materialized view; use ALTER MATERIALIZED VIEW instead";

    // AlterTableStatement.MaskColumn.
    public static final String MASKED_COLUMN_MISSING = "Column with name '%s' doesn't exist on table '%s'";

    // AlterTableStatement.DropCompactStorage.
    public static final String NOT_COMPACT = "Cannot DROP COMPACT STORAGE on table without COMPACT STORAGE";

    // AlterTableStatement.AddColumns, and TableMetadata.validate for a counter column in another table.
    public static final String COLUMN_EXISTS = "Column with name '%s' already exists";
    public static final String COUNTER_IN_NON_COUNTER_TABLE =
            "Cannot have a counter column (\"%s\") in a non counter table";

    // AlterTableStatement.DropColumns.
    public static final String DROP_MISSING_COLUMN = "Column %s was not found in table '%s'";
    public static final String DROP_KEY_COLUMN = "Cannot drop PRIMARY KEY column %s";
    public static final String DROP_NON_FROZEN_UDT = "Cannot drop non-frozen column %s of user type %s";
    public static final String DROP_INDEXED_COLUMN =
            "Cannot drop column %s because it has dependent secondary indexes (%s)";
    public static final String DROP_WITH_VIEWS = "Cannot drop column %s on base table %s with materialized views";

    // AlterTableStatement.RenameColumns.
    public static final String RENAME_MISSING_COLUMN = "Column %s was not found in table %s";
    public static final String RENAME_NON_KEY = "Cannot rename non PRIMARY KEY column %s";
    public static final String RENAME_ONTO_TAKEN =
            "Cannot rename column %s to %s in table '%s'; another column with that name already exists";
    public static final String RENAME_INDEXED_COLUMN =
            "Can't rename column %s because it has dependent secondary indexes (%s)";

    // AlterTableStatement.AlterOptions.
    public static final String BASE_ZERO_GC_GRACE =
            "Cannot alter gc_grace_seconds of the base table of a materialized view to 0, since this value is used to"
                    + " TTL undelivered updates. Setting gc_grace_seconds too low might cause undelivered updates to"
                    + " expire before being replayed.";
}
