package dev.keyspace.model.messages;

/**
 * The messages Cassandra 5.0.9 gives when it refuses a statement for what the statement does to the schema so far
 * (a name it looks up, an element that exists already, a write to a table that is not there), as
 * {@link String#format} patterns. The readers of CQL text (cql-parser) use them; the model's validator uses
 * {@link CassandraMessages}. Each group names the Cassandra class it comes from; {@code CassandraMessageCatalogueTest}
 * finds every fixed part in cassandra-all 5.0.9's classes.
 */
public final class CassandraStatementMessages {

    private CassandraStatementMessages() {}

    // CreateTableStatement.Raw, while the parser reads the statement.
    public static final String MULTIPLE_PRIMARY_KEYS =
            "Multiple PRIMARY KEY specified for table '%s' (exactly one required)";
    public static final String DUPLICATE_CLUSTERING_ORDER =
            "Duplicate column '%s' in CLUSTERING ORDER BY clause for table '%s'";

    // DropKeyspaceStatement, CreateTableStatement and the other statements that need the keyspace.
    public static final String KEYSPACE_DOESNT_EXIST = "Keyspace '%s' doesn't exist";

    // DropTableStatement (it lists the keyspace of each view, not the view).
    public static final String DROP_TABLE_WITH_VIEWS =
            "Cannot drop a table when materialized views still depend on it (%s)";

    // DropTypeStatement, in its order.
    public static final String TYPE_USED_BY_FUNCTIONS =
            "Cannot drop user type '%s' as it is still used by functions %s";
    public static final String TYPE_USED_BY_TYPES = "Cannot drop user type '%s' as it is still used by user types %s";
    public static final String TYPE_USED_BY_TABLES = "Cannot drop user type '%s' as it is still used by tables %s";

    // DropIndexStatement (the closing quote is Cassandra's).
    public static final String INDEX_DOESNT_EXIST = "Index '%s.%s' doesn't exist'";

    // CreateViewStatement.
    public static final String VIEW_IN_OTHER_KEYSPACE =
            "Cannot create a materialized view on a table in a different keyspace";

    // AlterTypeStatement.AddField.
    public static final String FIELD_EXISTS = "Cannot add field %s to type %s: a field with name %s already exists";

    // Schema.validateTable, reached by TruncateStatement.validate and ModificationStatement.Parsed.prepare.
    public static final String KEYSPACE_DOES_NOT_EXIST = "keyspace %s does not exist";
    public static final String TABLE_DOES_NOT_EXIST = "table %s does not exist";

    // TruncateStatement.execute.
    public static final String TRUNCATE_VIEW =
            "Cannot TRUNCATE materialized view directly; must truncate base table instead";

    // ModificationStatement.Parsed.prepare.
    public static final String MODIFY_VIEW = "Cannot directly modify a materialized view";
}
