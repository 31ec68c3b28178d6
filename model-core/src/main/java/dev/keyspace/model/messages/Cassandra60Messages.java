package dev.keyspace.model.messages;

/**
 * The messages Cassandra 6.0 gives when it refuses its new DDL (column constraints, CREATE TABLE LIKE, COMMENT ON), as
 * {@link String#format} patterns, read from cassandra-all 6.0-alpha2's sources (CreateTableStatement,
 * AlterTableStatement.AlterConstraints, CopyTableStatement, SchemaDescriptionStatement and the CommentOn statements).
 * Not in {@code CassandraMessageCatalogueTest}'s catalogues: that test reads 5.0.9's classes, which have none of them.
 */
public final class Cassandra60Messages {

    private Cassandra60Messages() {}

    // CreateTableStatement.Raw.addColumn: NOT NULL written both before and inside CHECK.
    public static final String DUPLICATE_NOT_NULL = "Duplicate definition of NOT NULL constraint";

    // AlterTableStatement.AlterConstraints.apply.
    public static final String CONSTRAINED_COLUMN_MISSING = "Column '%s' doesn't exist";

    // CopyTableStatement.apply.
    public static final String LIKE_SOURCE_KEYSPACE_MISSING = "Source Keyspace '%s' doesn't exist";
    public static final String LIKE_SOURCE_TABLE_MISSING = "Source Table '%s.%s' doesn't exist";
    public static final String LIKE_SOURCE_VIEW = "Cannot use CREATE TABLE LIKE on a materialized view '%s.%s'.";
    public static final String LIKE_TARGET_KEYSPACE_MISSING = "Target Keyspace '%s' doesn't exist";
    public static final String LIKE_UDTS_MISSING = "UDTs %s do not exist in target keyspace '%s'.";

    // SchemaDescriptionStatement.validate, with DatabaseDescriptor's default max_comment_length.
    public static final String EMPTY_COMMENT = "Cannot set comment to empty string";
    public static final String COMMENT_TOO_LONG = "comment length (%d) exceeds maximum allowed length (%d)";
    public static final int MAX_COMMENT_LENGTH = 128;

    // SchemaDescriptionStatement.validateAndGet...
    public static final String COMMENT_KEYSPACE_MISSING = "Keyspace '%s' doesn't exist";
    public static final String COMMENT_TABLE_MISSING = "Table '%s.%s' doesn't exist";
    public static final String COMMENT_ON_VIEW = "Cannot set comment on non-regular table '%s.%s'";

    // CommentOnColumnStatement.apply.
    public static final String COMMENT_COLUMN_MISSING = "Column '%s' doesn't exist in table '%s.%s'";

    // SchemaDescriptionStatement.validateAndGetType and validateAndGetTypeField (COMMENT ON TYPE and FIELD).
    public static final String COMMENT_TYPE_MISSING = "Type '%s.%s' doesn't exist";
    public static final String COMMENT_FIELD_MISSING = "Field '%s' doesn't exist in type '%s.%s'";

    // Cql_Parser.columnConstraintsArguments: a name, not a string, as a function's argument (a SyntaxException).
    public static final String CONSTRAINT_ARGUMENTS_NOT_STRINGS = "Constraint function parameters need to be strings.";

    // ConstraintResolver, ConstraintFunction.maybeThrowOnNonEmptyArguments.
    public static final String UNRECOGNIZED_CONSTRAINT_FUNCTION = "Unrecognized constraint function: %s";
    public static final String CONSTRAINT_TAKES_NO_ARGUMENTS = "Constraint %s does not accept any arguments.";

    // ColumnConstraints.Raw.prepare: a comparison names another column.
    public static final String CONSTRAINT_ON_OTHER_COLUMN =
            "Constraint %s was not specified on a column it operates on: %s but on: %s";

    // ColumnConstraint.validateTypes, NotNullConstraint.validate, RegexpConstraint.validate.
    public static final String CONSTRAINT_TYPE =
            "Constraint '%s' can be used only for columns of type %s but it was %s";
    public static final String NOT_NULL_ON_KEY = "%s constraint can not be specified on a %s key column '%s'";
    public static final String INVALID_REGEXP = "String '%s' is not a valid regular expression";

    // AbstractFunctionSatisfiabilityChecker, ColumnConstraints.DuplicatesChecker.
    public static final String CONSTRAINT_OPERATOR =
            "%s constraint of relation '%s' is not supported. Only these are: %s";
    public static final String DUPLICATE_CONSTRAINTS = "There are duplicate constraint definitions on column '%s': %s";
}
