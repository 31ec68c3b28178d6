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

    // ClientState.getKeyspace, for a name without keyspace and no USE before it.
    public static final String NO_KEYSPACE_SPECIFIED =
            "No keyspace has been specified. USE a keyspace, or explicitly specify keyspace.tablename";

    // AlterTableStatement, CreateIndexStatement and the other statements that need the table.
    public static final String TABLE_DOESNT_EXIST = "Table '%s' doesn't exist";

    // CreateKeyspaceStatement, KeyspaceAttributes and PropertyDefinitions.
    public static final String MISSING_MANDATORY_OPTION = "Missing mandatory option '%s'";
    public static final String MISSING_REPLICATION_CLASS = "Missing replication strategy class";
    public static final String MULTIPLE_PROPERTY_DEFINITIONS = "Multiple definitions for property '%s'";

    // A replication map with no entry at all: AbstractReplicationStrategy.getClass dereferences the missing class.
    @NotInCassandraAll("the JDK's helpful NullPointerException message, which a node returns as a server error")
    public static final String EMPTY_REPLICATION_NPE = "java.lang.NullPointerException: Cannot invoke"
            + " \"String.contains(java.lang.CharSequence)\" because \"cls\" is null";

    // CreateTableStatement, while it builds the table.
    public static final String UNKNOWN_KEY_COLUMN = "Unknown column '%s' referenced in PRIMARY KEY for table '%s'";
    public static final String DUPLICATE_KEY_COLUMN = "Duplicate column '%s' in PRIMARY KEY clause for table '%s'";
    public static final String STATIC_KEY_COLUMN = "Static column '%s' cannot be part of the PRIMARY KEY";
    public static final String ORDER_NOT_CLUSTERING =
            "Only clustering key columns can be defined in CLUSTERING ORDER directive: %s are not clustering columns";
    public static final String ORDER_MISMATCH = "The order of columns in the CLUSTERING ORDER directive must match"
            + " that of the clustering columns (%s must appear before %s)";
    public static final String ORDER_MISSING = "Missing CLUSTERING ORDER for column %s";

    // CQL3Type.Raw and VectorType, for a type the reader cannot even build.
    public static final String FROZEN_NATIVE =
            "frozen<> is only allowed on collections, tuples, and user-defined types (got %s)";
    public static final String VECTOR_DIMENSION_TEXT = "vectors may only have positive dimensions; given %s";

    // CreateIndexStatement and IndexAttributes.
    public static final String INDEX_WITHOUT_TARGET =
            "Only CUSTOM indexes can be created without specifying a target column";
    public static final String CUSTOM_INDEX_WITHOUT_CLASS = "CUSTOM index requires specifiying the index class";

    // AlterTypeStatement (its typo "Unkown" included) and DropTypeStatement.
    public static final String ALTER_TYPE_MISSING = "Type %s doesn't exist";
    public static final String DROP_TYPE_MISSING = "Type '%s' doesn't exist";
    public static final String FIELD_CIRCULAR =
            "Cannot add new field %s of type %s to user type %s as it would create a circular reference";
    public static final String FIELD_IN_PARTITION_KEY = "Cannot add new field %s of type %s to user type %s as the"
            + " type is being used in partition key by the following tables: %s";
    public static final String UNKNOWN_FIELD = "Unkown field %s in user type %s";
    public static final String DUPLICATE_FIELD_NAME = "Duplicate field name %s in type %s";

    // CreateViewStatement, DropViewStatement and AlterViewStatement.
    public static final String VIEW_SELECTOR =
            "Can only select columns by name when defining a materialized view (got %s)";
    public static final String VIEW_DUPLICATE_CLUSTERING_ORDER =
            "Duplicate column '%s' in CLUSTERING ORDER BY clause for view '%s'";
    public static final String VIEW_DOESNT_EXIST = "Materialized view '%s' doesn't exist";
}
