package dev.keyspace.model.analysis.restrictions;

/** Cassandra 5.0's wording for the refusals the validator reproduces (from its cql3 package). */
final class Messages {

    static final String ALLOW_FILTERING = "Cannot execute this query as it might involve data filtering and thus may"
            + " have unpredictable performance. If you want to execute this query despite the performance"
            + " unpredictability, use ALLOW FILTERING";
    static final String UNDEFINED_COLUMN = "Undefined column name %s in table %s";
    static final String PRECEDING_NOT_RESTRICTED =
            "PRIMARY KEY column \"%s\" cannot be restricted as preceding column \"%s\" is not restricted";
    static final String CLUSTERING_AFTER_SLICE =
            "Clustering column \"%s\" cannot be restricted (preceding column \"%s\" is restricted by a non-EQ relation)";
    static final String KEY_AFTER_SLICE =
            "PRIMARY KEY column \"%s\" cannot be restricted (preceding column \"%s\" is restricted by a non-EQ relation)";
    static final String MORE_THAN_ONE_WITH_EQ =
            "%s cannot be restricted by more than one relation if it includes an Equal";
    static final String MORE_THAN_ONE_WITH_IN = "%s cannot be restricted by more than one relation if it includes a IN";
    static final String EQ_AND_SLICE =
            "Column \"%s\" cannot be restricted by both an equality and an inequality relation";
    static final String TOKEN_EQ_AND_SLICE =
            "Columns \"%s\" cannot be restricted by both an equality and an inequality relation";
    static final String TWO_START_BOUNDS = "More than one restriction was found for the start bound on %s";
    static final String TWO_END_BOUNDS = "More than one restriction was found for the end bound on %s";
    static final String UNSUPPORTED_RESTRICTION = "Unsupported restriction: %s";
    static final String UNSUPPORTED_NEQ = "Unsupported \"!=\" relation: %s";
    static final String LIKE_NOT_INDEXED =
            "LIKE restriction is only supported on properly indexed columns. %s is not valid.";
    static final String CONTAINS_NON_COLLECTION = "Cannot use CONTAINS on non-collection column %s";
    static final String CONTAINS_KEY_NON_MAP = "Cannot use CONTAINS KEY on non-map column %s";
    static final String COLLECTION_RELATION = "Collection column '%s' (%s) cannot be restricted by a '%s' relation";
    static final String NON_FROZEN_UDT = "Non-frozen UDT column '%s' (%s) cannot be restricted by any relation";
    static final String NOT_A_MAP = "Column %s cannot be used as a map";
    static final String FROZEN_MAP_ENTRY = "Map-entry equality predicates on frozen map column %s are not supported";
    static final String MAP_ENTRY_EQ_ONLY = "Only EQ relations are supported on map entries";
    static final String LIST_ENTRY = "Indexes on list entries (%s[index] = value) are not currently supported.";
    static final String DURATION_SLICE = "Slice restrictions are not supported on duration columns";
    static final String INVALID_CONSTANT = "Invalid %s constant (%s) for \"%s\" of type %s";
    static final String NULL_COUNTER = "Invalid null value for counter increment/decrement";
    static final String VECTOR_DIMENSIONS = "All arguments must have the same vector dimensions";
    static final String NULL_FILTER_VALUE = "Unsupported null value for column %s";
    static final String NULL_VALUE = "Invalid null value in condition for column %s";
    static final String MULTI_NOT_CLUSTERING =
            "Multi-column relations can only be applied to clustering columns but was applied to: %s";
    static final String MULTI_TWICE = "Column \"%s\" appeared twice in a relation: %s";
    static final String MULTI_ORDER =
            "Clustering columns must appear in the PRIMARY KEY order in multi-column relations: %s";
    static final String MULTI_SLICE_FILTERING = "Multi-column slice restrictions cannot be used for filtering.";
    static final String MULTI_IN_FILTERING = "Multicolumn IN filters are not supported";
    static final String MULTI_UNSUPPORTED = "%s cannot be used for multi-column relations";
    static final String TOKEN_ONLY_PARTITION_KEY = "The token() function must contains only partition key components";
    static final String TOKEN_DUPLICATES = "The token() function contains duplicate partition key components";
    static final String TOKEN_ALL_OR_NONE =
            "The token() function must be applied to all partition key components or none of them";
    static final String TOKEN_ORDER = "The token function arguments must be in the partition key order: %s";
    static final String TOKEN_OPERATOR = "%s cannot be used with the token function";
    static final String STATIC_ONLY_CLUSTERING =
            "Cannot restrict clustering columns when selecting only static columns";
    static final String CONTAINS_ON_CLUSTERING =
            "Clustering columns can only be restricted with CONTAINS with a secondary index or filtering";
    static final String INDEX_WITH_IN =
            "Select on indexed columns and with IN clause for the PRIMARY KEY are not supported";
    static final String ANN_NOT_INDEXED = "ANN ordering by vector requires the column to be indexed";
    static final String ANN_NOT_FLOAT_VECTOR = "ANN ordering is only supported on float vector indexes";
    static final String ANN_UNINDEXED_RESTRICTIONS =
            "ANN ordering by vector requires all restricted column(s) to be indexed";
    static final String VECTOR_INDEX_ANN_ONLY = "Vector indexes only support ANN queries";
    static final String ANN_MORE_THAN_ONE = "Cannot specify more than one ANN ordering";
    static final String ANN_WITH_OTHER_ORDERING = "ANN ordering does not support any other ordering";
    static final String ANN_DESCENDING = "Descending ANN ordering is not supported";
    static final String PER_PARTITION_LIMIT_DISTINCT =
            "PER PARTITION LIMIT is not allowed with SELECT DISTINCT queries";
    static final String PER_PARTITION_LIMIT_AGGREGATE = "PER PARTITION LIMIT is not allowed with aggregate queries.";
    static final String DISTINCT_WHERE =
            "SELECT DISTINCT with WHERE clause only supports restriction by partition key" + " and/or static columns.";
    static final String DISTINCT_COLUMNS =
            "SELECT DISTINCT queries must only request partition key columns and/or static columns (not %s)";
    static final String DISTINCT_MISSING_KEY =
            "SELECT DISTINCT queries must request all the partition key columns (missing %s)";
    static final String GROUP_BY_NOT_KEY =
            "Group by is currently only supported on the columns of the PRIMARY KEY, got %s";
    static final String GROUP_BY_ORDER =
            "Group by currently only support groups of columns following their declared order in the PRIMARY KEY";
    static final String GROUP_BY_PARTIAL_KEY = "Group by is not supported on only a part of the partition key";
    static final String GROUP_BY_DISTINCT = "Grouping on clustering columns is not allowed for SELECT DISTINCT queries";
    static final String ORDER_BY_INDEX = "ORDER BY with 2ndary indexes is not supported, except for ANN queries.";
    static final String ORDER_BY_KEY_RANGE =
            "ORDER BY is only supported when the partition key is restricted by an EQ or an IN.";
    static final String ORDER_BY_NOT_CLUSTERING =
            "Order by is currently only supported on the clustered columns of the PRIMARY KEY, got %s";
    static final String ORDER_BY_ORDER =
            "Order by currently only supports the ordering of columns following their declared order in the PRIMARY KEY";
    static final String ORDER_BY_PAST_END =
            "java.lang.ArrayIndexOutOfBoundsException: Index %d out of bounds for length %d";
    static final String ORDER_BY_MIXED = "Unsupported order by relation";
    static final String LIMIT_POSITIVE = "LIMIT must be strictly positive";
    static final String PAGING_ORDER_BY_IN = "Cannot page queries with both ORDER BY and a IN restriction on the"
            + " partition key; you must either remove the ORDER BY or the IN and sort client side, or disable paging"
            + " for this query";
    static final String TOP_K_AGGREGATION = "Top-K queries can not be run with aggregation";
    static final String TOP_K_LIMIT =
            "Top-K queries must have a limit specified and the limit must be less than the query page size";
    static final String TOP_K_PER_PARTITION = "Top-K queries do not support per-partition limits";
    static final String ANN_LIMIT =
            "Use of ANN OF in an ORDER BY clause requires a LIMIT that is not greater than %s." + " LIMIT was %s";

    private Messages() {}

    static final String FUNCTION_NO_SIGNATURE =
            "Invalid call to function %s, none of its type signatures match (known type signatures: %s)";
    static final String FUNCTION_AMBIGUOUS = "Ambiguous call to function %s (can be matched by following signatures:"
            + " %s): use type casts to disambiguate";
    static final String FUNCTION_ARITY =
            "Invalid number of arguments in call to function %s: %d required but %d provided";
    static final String FUNCTION_TYPE_ERROR =
            "Type error: %s cannot be passed as argument %d of function %s of type %s";
    static final String SELECTION_ON_KEY = "Cannot use selection function %s on PRIMARY KEY part %s";
    static final String NESTED_AGGREGATE = "aggregate functions cannot be used as arguments of aggregate functions";
    static final String CANNOT_CAST = "%s cannot be cast to %s";
}
