package dev.keyspace.model.messages;

/**
 * The messages Cassandra 5.0.9 gives when it refuses a CREATE or DROP of a user-defined function or aggregate, as
 * {@link String#format} patterns, used by the CQL reader's function and aggregate translators.
 * {@code CassandraMessageCatalogueTest} finds every fixed part in cassandra-all 5.0.9's classes.
 */
public final class CassandraFunctionMessages {

    private CassandraFunctionMessages() {}

    // CreateFunctionStatement and CreateAggregateStatement.
    public static final String BOTH_DIRECTIVES = "Cannot use both 'OR REPLACE' and 'IF NOT EXISTS' directives";
    public static final String FUNCTION_NAME_INVALID = "Function name '%s' is invalid";
    public static final String AGGREGATE_NAME_INVALID = "Aggregate name '%s' is invalid";
    public static final String FROZEN_ARGUMENT = "Argument '%s' cannot be frozen; remove frozen<> modifier from '%s'";
    public static final String FROZEN_RETURN_TYPE =
            "Return type '%s' cannot be frozen; remove frozen<> modifier from '%s'";
    public static final String FROZEN_STATE_TYPE =
            "State type '%s' cannot be frozen; remove frozen<> modifier from '%s'";

    // UDFunction.create: the languages 5.0 still runs.
    public static final String ONLY_JAVA = "Currently only Java UDFs are available in Cassandra. For more information"
            + " - CASSANDRA-18252 and CASSANDRA-17281";

    // CreateFunctionStatement.
    public static final String DUPLICATE_ARGUMENT_NAMES =
            "Duplicate argument names for given function %s with argument names %s";
    public static final String FUNCTION_REPLACES_AGGREGATE = "Function '%s' cannot replace an aggregate";
    public static final String FUNCTION_EXISTS = "Function '%s' already exists";
    public static final String FUNCTION_NULL_INPUT = "Function '%s' must have %s directive";
    public static final String FUNCTION_RETURN_TYPE = "Cannot replace function '%s', the new return type %s is not"
            + " compatible with the return type %s of existing function";

    // CreateAggregateStatement.
    public static final String STATE_FUNCTION_MISSING = "State function %s doesn't exist";
    public static final String STATE_FUNCTION_NOT_SCALAR = "State function %s isn't a scalar function";
    public static final String STATE_FUNCTION_RETURN_TYPE = "State function %s return type must be the same as the"
            + " first argument type - check STYPE, argument and return types";
    public static final String FINAL_FUNCTION_MISSING = "Final function %s doesn't exist";
    public static final String FINAL_FUNCTION_NOT_SCALAR = "Final function %s isn't a scalar function";
    public static final String NO_INITCOND = "Cannot create aggregate '%s' without INITCOND because state function %s"
            + " does not accept 'null' arguments";
    public static final String AGGREGATE_REPLACES_FUNCTION = "Aggregate '%s' cannot replace a function";
    public static final String AGGREGATE_EXISTS = "Aggregate '%s' already exists";
    public static final String AGGREGATE_RETURN_TYPE = "Cannot replace aggregate '%s', the new return type %s isn't"
            + " compatible with the return type %s of existing function";

    // DropFunctionStatement and DropAggregateStatement.
    public static final String FUNCTION_DOESNT_EXIST = "Function '%s' doesn't exist";
    public static final String AGGREGATE_DOESNT_EXIST = "Aggregate '%s' doesn't exist";
    public static final String FUNCTION_USED_BY_AGGREGATES = "Function '%s' is still referenced by aggregates %s";
    public static final String FUNCTION_USED_BY_MASKS =
            "Function '%s' is still referenced by column masks in tables %s";
    public static final String DROP_FUNCTION_AMBIGUOUS = "'DROP FUNCTION %s' matches multiple function definitions;"
            + " specify the argument types by issuing a statement like 'DROP FUNCTION %s (type, type, ...)'. You can"
            + " use cqlsh 'DESCRIBE FUNCTION %s' command to find all overloads";
    public static final String DROP_AGGREGATE_AMBIGUOUS = "'DROP AGGREGATE %s' matches multiple function definitions;"
            + " specify the argument types by issuing a statement like 'DROP AGGREGATE %s (type, type, ...)'. You can"
            + " use cqlsh 'DESCRIBE AGGREGATE %s' command to find all overloads";
}
