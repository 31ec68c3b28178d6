package dev.keyspace.model.messages;

/**
 * The CQL reader's own refusals of a statement (cql.internal), where Cassandra's verdict is a syntax error, where the
 * model holds less than CQL can say, or where what a user sees is cqlsh's rendering of Cassandra's error. All ours,
 * each marked. The validator's own messages, each with a fix, are in {@link DesignerMessages}.
 */
public final class DesignerStatementMessages {

    private DesignerStatementMessages() {}

    @NotInCassandraAll("ours: Cassandra's grammar has no CLUSTERING ORDER in ALTER TABLE")
    public static final String ALTER_CLUSTERING_ORDER = "Cannot alter CLUSTERING ORDER of an existing table";

    @NotInCassandraAll("ours: Cassandra's grammar has no COMPACT STORAGE in ALTER TABLE")
    public static final String ADD_COMPACT_STORAGE = "Cannot add COMPACT STORAGE to an existing table";

    @NotInCassandraAll("ours: Cassandra's grammar has no CLUSTERING ORDER or COMPACT STORAGE in ALTER VIEW")
    public static final String VIEW_CHANGE_CLUSTERING =
            "Cannot change the clustering order or storage of an existing view";

    @NotInCassandraAll("ours")
    public static final String INDEX_IN_OTHER_KEYSPACE = "An index must be created in the keyspace of its table";

    @NotInCassandraAll("ours: the model's index needs a target")
    public static final String CUSTOM_INDEX_WITHOUT_TARGET =
            "A CUSTOM index without a target column cannot be held in the model";

    @NotInCassandraAll("ours")
    public static final String INDEX_OPTIONS_NOT_MAP = "OPTIONS must be a map, not %s";

    @NotInCassandraAll("ours")
    public static final String REPLICATION_NOT_MAP = "'replication' must be a map, not %s";

    @NotInCassandraAll("ours: Cassandra says the table does not exist")
    public static final String VIEW_NOT_TABLE = "%s is a materialized view, not a table";

    @NotInCassandraAll("ours")
    public static final String CLUSTERING_ORDER_TWICE = "CLUSTERING ORDER BY is given more than once";

    @NotInCassandraAll("ours")
    public static final String DUPLICATE_MAP_KEY = "Duplicate key '%s' in %s";

    @NotInCassandraAll("ours")
    public static final String UNKNOWN_TYPE_KEYWORD = "unknown type %s";

    // cqlsh's rendering of an AlreadyExists error (the node's own text is CassandraMessages.KEYSPACE_EXISTS).
    @NotInCassandraAll("cqlsh's rendering of AlreadyExistsException")
    public static final String KEYSPACE_ALREADY_EXISTS = "Keyspace '%s' already exists";

    @NotInCassandraAll("cqlsh's rendering of AlreadyExistsException")
    public static final String TABLE_ALREADY_EXISTS = "Table '%s' already exists";

    @NotInCassandraAll("ours: the name of an edit, shown in the undo history")
    public static final String ALTER_KEYSPACE_EDIT = "Alter keyspace %s";
}
