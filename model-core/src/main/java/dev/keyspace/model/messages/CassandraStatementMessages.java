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
