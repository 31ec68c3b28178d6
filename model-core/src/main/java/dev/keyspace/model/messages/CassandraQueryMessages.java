package dev.keyspace.model.messages;

/**
 * The messages Cassandra 5.0.9 gives when it refuses a query (SELECT restrictions, ordering, grouping, limits and
 * function calls, from its cql3 package), as {@link String#format} patterns. The query analysis
 * ({@code model.analysis.restrictions}) uses them; {@code CassandraMessageCatalogueTest} finds every fixed part in
 * cassandra-all 5.0.9's classes.
 */
public final class CassandraQueryMessages {

    private CassandraQueryMessages() {}

    public static final String ALLOW_FILTERING =
            "Cannot execute this query as it might involve data filtering and thus may"
                    + " have unpredictable performance. If you want to execute this query despite the performance"
                    + " unpredictability, use ALLOW FILTERING";
    public static final String UNDEFINED_COLUMN = "Undefined column name %s in table %s";
    public static final String PRECEDING_NOT_RESTRICTED =
            "PRIMARY KEY column \"%s\" cannot be restricted as preceding column \"%s\" is not restricted";
    public static final String CLUSTERING_AFTER_SLICE =
            "Clustering column \"%s\" cannot be restricted (preceding column \"%s\" is restricted by a non-EQ relation)";
    public static final String KEY_AFTER_SLICE =
            "PRIMARY KEY column \"%s\" cannot be restricted (preceding column \"%s\" is restricted by a non-EQ relation)";
    public static final String MORE_THAN_ONE_WITH_EQ =
            "%s cannot be restricted by more than one relation if it includes an Equal";
    public static final String MORE_THAN_ONE_WITH_IN =
            "%s cannot be restricted by more than one relation if it includes a IN";
    public static final String EQ_AND_SLICE =
            "Column \"%s\" cannot be restricted by both an equality and an inequality relation";
    public static final String TOKEN_EQ_AND_SLICE =
            "Columns \"%s\" cannot be restricted by both an equality and an inequality relation";
    public static final String TWO_START_BOUNDS = "More than one restriction was found for the start bound on %s";
    public static final String TWO_END_BOUNDS = "More than one restriction was found for the end bound on %s";
    public static final String UNSUPPORTED_RESTRICTION = "Unsupported restriction: %s";
    public static final String UNSUPPORTED_NEQ = "Unsupported \"!=\" relation: %s";
    public static final String LIKE_NOT_INDEXED =
            "LIKE restriction is only supported on properly indexed columns. %s is not valid.";
    public static final String CONTAINS_NON_COLLECTION = "Cannot use CONTAINS on non-collection column %s";
    public static final String CONTAINS_KEY_NON_MAP = "Cannot use CONTAINS KEY on non-map column %s";
    public static final String COLLECTION_RELATION =
            "Collection column '%s' (%s) cannot be restricted by a '%s' relation";
    public static final String NON_FROZEN_UDT = "Non-frozen UDT column '%s' (%s) cannot be restricted by any relation";
    public static final String NOT_A_MAP = "Column %s cannot be used as a map";
    public static final String FROZEN_MAP_ENTRY =
            "Map-entry equality predicates on frozen map column %s are not supported";
    public static final String MAP_ENTRY_EQ_ONLY = "Only EQ relations are supported on map entries";
    public static final String LIST_ENTRY = "Indexes on list entries (%s[index] = value) are not currently supported.";
    public static final String DURATION_SLICE = "Slice restrictions are not supported on duration columns";
    public static final String INVALID_CONSTANT = "Invalid %s constant (%s) for \"%s\" of type %s";
    public static final String NULL_COUNTER = "Invalid null value for counter increment/decrement";
    public static final String VECTOR_DIMENSIONS = "All arguments must have the same vector dimensions";
    public static final String NULL_FILTER_VALUE = "Unsupported null value for column %s";
    public static final String NULL_VALUE = "Invalid null value in condition for column %s";
    public static final String MULTI_NOT_CLUSTERING =
            "Multi-column relations can only be applied to clustering columns but was applied to: %s";
    public static final String MULTI_TWICE = "Column \"%s\" appeared twice in a relation: %s";
    public static final String MULTI_ORDER =
            "Clustering columns must appear in the PRIMARY KEY order in multi-column relations: %s";
    public static final String MULTI_SLICE_FILTERING = "Multi-column slice restrictions cannot be used for filtering.";
    public static final String MULTI_IN_FILTERING = "Multicolumn IN filters are not supported";
    public static final String MULTI_UNSUPPORTED = "%s cannot be used for multi-column relations";
    public static final String TOKEN_ONLY_PARTITION_KEY =
            "The token() function must contains only partition key components";
    public static final String TOKEN_DUPLICATES = "The token() function contains duplicate partition key components";
    public static final String TOKEN_ALL_OR_NONE =
            "The token() function must be applied to all partition key components or none of them";
    public static final String TOKEN_ORDER = "The token function arguments must be in the partition key order: %s";
    public static final String TOKEN_OPERATOR = "%s cannot be used with the token function";
    public static final String STATIC_ONLY_CLUSTERING =
            "Cannot restrict clustering columns when selecting only static columns";
    public static final String CONTAINS_ON_CLUSTERING =
            "Clustering columns can only be restricted with CONTAINS with a secondary index or filtering";
    public static final String INDEX_WITH_IN =
            "Select on indexed columns and with IN clause for the PRIMARY KEY are not supported";
    public static final String ANN_NOT_INDEXED = "ANN ordering by vector requires the column to be indexed";
    public static final String ANN_NOT_FLOAT_VECTOR = "ANN ordering is only supported on float vector indexes";
    public static final String ANN_UNINDEXED_RESTRICTIONS =
            "ANN ordering by vector requires all restricted column(s) to be indexed";
    public static final String VECTOR_INDEX_ANN_ONLY = "Vector indexes only support ANN queries";
    public static final String ANN_MORE_THAN_ONE = "Cannot specify more than one ANN ordering";
    public static final String ANN_WITH_OTHER_ORDERING = "ANN ordering does not support any other ordering";
    public static final String ANN_DESCENDING = "Descending ANN ordering is not supported";
    public static final String PER_PARTITION_LIMIT_DISTINCT =
            "PER PARTITION LIMIT is not allowed with SELECT DISTINCT queries";
    public static final String PER_PARTITION_LIMIT_AGGREGATE =
            "PER PARTITION LIMIT is not allowed with aggregate queries.";
    public static final String DISTINCT_WHERE =
            "SELECT DISTINCT with WHERE clause only supports restriction by partition key" + " and/or static columns.";
    public static final String DISTINCT_COLUMNS =
            "SELECT DISTINCT queries must only request partition key columns and/or static columns (not %s)";
    public static final String DISTINCT_MISSING_KEY =
            "SELECT DISTINCT queries must request all the partition key columns (missing %s)";
    public static final String GROUP_BY_NOT_KEY =
            "Group by is currently only supported on the columns of the PRIMARY KEY, got %s";
    public static final String GROUP_BY_ORDER =
            "Group by currently only support groups of columns following their declared order in the PRIMARY KEY";
    public static final String GROUP_BY_PARTIAL_KEY = "Group by is not supported on only a part of the partition key";
    public static final String GROUP_BY_DISTINCT =
            "Grouping on clustering columns is not allowed for SELECT DISTINCT queries";
    public static final String ORDER_BY_INDEX =
            "ORDER BY with 2ndary indexes is not supported, except for ANN queries.";
    public static final String ORDER_BY_KEY_RANGE =
            "ORDER BY is only supported when the partition key is restricted by an EQ or an IN.";
    public static final String ORDER_BY_NOT_CLUSTERING =
            "Order by is currently only supported on the clustered columns of the PRIMARY KEY, got %s";
    public static final String ORDER_BY_ORDER =
            "Order by currently only supports the ordering of columns following their declared order in the PRIMARY KEY";
    // An ORDER BY naming more columns than the clustering has: the node's ArrayIndexOutOfBoundsException, as text.
    @NotInCassandraAll("the JDK's ArrayIndexOutOfBoundsException message, which a node returns as a server error")
    public static final String ORDER_BY_PAST_END =
            "java.lang.ArrayIndexOutOfBoundsException: Index %d out of bounds for length %d";

    public static final String ORDER_BY_MIXED = "Unsupported order by relation";
    public static final String LIMIT_POSITIVE = "LIMIT must be strictly positive";
    public static final String PAGING_ORDER_BY_IN = "Cannot page queries with both ORDER BY and a IN restriction on the"
            + " partition key; you must either remove the ORDER BY or the IN and sort client side, or disable paging"
            + " for this query";
    public static final String TOP_K_AGGREGATION = "Top-K queries can not be run with aggregation";
    public static final String TOP_K_LIMIT =
            "Top-K queries must have a limit specified and the limit must be less than the query page size";
    public static final String TOP_K_PER_PARTITION = "Top-K queries do not support per-partition limits";
    public static final String ANN_LIMIT =
            "Use of ANN OF in an ORDER BY clause requires a LIMIT that is not greater than %s." + " LIMIT was %s";

    public static final String FUNCTION_NO_SIGNATURE =
            "Invalid call to function %s, none of its type signatures match (known type signatures: %s)";
    public static final String FUNCTION_AMBIGUOUS =
            "Ambiguous call to function %s (can be matched by following signatures:"
                    + " %s): use type casts to disambiguate";
    public static final String FUNCTION_ARITY =
            "Invalid number of arguments in call to function %s: %d required but %d provided";
    public static final String FUNCTION_TYPE_ERROR =
            "Type error: %s cannot be passed as argument %d of function %s of type %s";
    public static final String SELECTION_ON_KEY = "Cannot use selection function %s on PRIMARY KEY part %s";
    // Cassandra 4.1's Selectable.WritetimeOrTTL (5.0 reads the write times and TTLs of each cell).
    @NotInCassandraAll("Cassandra 4.1.10's Selectable.WritetimeOrTTL: 5.0 reads WRITETIME and TTL of every column")
    public static final String SELECTION_ON_MULTI_CELL = "Cannot use selection function %s on non-frozen %s %s";
    // Selectable.WithFunction.Raw.prepare: no function of that name, native or the keyspace's.
    public static final String UNKNOWN_FUNCTION = "Unknown function '%s'";
    // FunctionCall.Raw.prepare: a value computed by a function of no such name.
    public static final String UNKNOWN_FUNCTION_CALLED = "Unknown function %s called";
    public static final String NESTED_AGGREGATE =
            "aggregate functions cannot be used as arguments of aggregate functions";
    public static final String CANNOT_CAST = "%s cannot be cast to %s";

    // Restrictions of one column merged (SingleRestriction.mergeWith and its subclasses).
    public static final String MORE_THAN_ONE_WITH =
            "%s cannot be restricted by more than one relation if it includes a %s";
    public static final String COLLECTION_RESTRICTIONS =
            "Collection column %s can only be restricted by CONTAINS," + " CONTAINS KEY, or map-entry equality";
    public static final String TWO_INEQUALITIES =
            "Column \"%s\" cannot be restricted by two inequalities not starting with the same column";

    // Tuples, Sets, Maps, UserTypes and Lists: a literal that does not fit its receiver.
    public static final String TUPLE_TOO_LONG =
            "Invalid tuple literal: too many elements. Type %s expects %d but got %d";
    public static final String TUPLE_TYPE_LITERAL = "Invalid tuple type literal for %s of type %s";
    public static final String TUPLE_TOO_LONG_FOR =
            "Invalid tuple literal for %s: too many elements. Type %s expects %d but got %d";
    public static final String TUPLE_COMPONENT = "Invalid tuple literal for %s: component %d is not of type %s";
    public static final String LIST_LITERAL = "Invalid list literal for %s of type %s";
    public static final String LIST_RECEIVER = "Unexpected receiver type '%s'; only list and vector are expected";
    public static final String SET_LITERAL = "Invalid set literal for %s of type %s";
    public static final String MAP_LITERAL = "Invalid map literal for %s of type %s";
    public static final String USER_TYPE_LITERAL = "Invalid user type literal for %s of type %s";

    // TokenRelation: the name of the receiver a token's value is checked against.
    public static final String TOKEN_RECEIVER = "partition key token";

    // AbstractFunction.toString, how a function's signature is listed in the function-call messages.
    public static final String FUNCTION_SIGNATURE = "system.%s : (%s) -> %s";
}
