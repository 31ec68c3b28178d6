package dev.keyspace.model.messages;

/**
 * The CQL reader's own words for text it cannot read: syntax errors (never ANTLR's wording, nor Cassandra's, which
 * names grammar rules), and the parts of a SELECT the query analysis cannot judge. All ours, each marked.
 */
public final class DesignerSyntaxMessages {

    private DesignerSyntaxMessages() {}

    // Syntax errors (cql.internal.SyntaxMessages): patterns, and the names of what was found or expected.
    @NotInCassandraAll("ours")
    public static final String EMPTY_QUOTED_NAME = "an empty quoted name \"\" is not a valid name";

    @NotInCassandraAll("ours")
    public static final String UNEXPECTED = "unexpected %s";

    @NotInCassandraAll("ours")
    public static final String UNEXPECTED_EXPECTING = "unexpected %s, expected %s";

    @NotInCassandraAll("ours")
    public static final String ALTERNATIVES = "%s or %s";

    @NotInCassandraAll("ours")
    public static final String MISSING_SEMICOLON = "unexpected %s: is a ';' missing before it?";

    @NotInCassandraAll("ours")
    public static final String TOO_DEEP = "brackets nested more than %d levels deep";

    @NotInCassandraAll("ours")
    public static final String TOO_LONG = "statement longer than %d MiB: Cassandra refuses any request over its"
            + " native-protocol frame limit; split it (a large IN list or collection into several statements)";

    @NotInCassandraAll("ours")
    public static final String TOO_COMPLEX = "statement nested more than %d levels deep (operators, function calls,"
            + " field or element access); split it into simpler parts";

    @NotInCassandraAll("ours")
    public static final String UNTERMINATED_STRING =
            "unterminated string literal: a string that starts with ' must end with '";

    @NotInCassandraAll("ours")
    public static final String UNTERMINATED_NAME =
            "unterminated quoted name: a name that starts with \" must end with \"";

    @NotInCassandraAll("ours")
    public static final String UNTERMINATED_DOLLAR_STRING =
            "unterminated $$ string: a string that starts with $$ must end with $$";

    @NotInCassandraAll("ours")
    public static final String UNEXPECTED_CHARACTER = "unexpected character '%s'";

    @NotInCassandraAll("ours")
    public static final String KEYWORD = "keyword %s";

    @NotInCassandraAll("ours")
    public static final String END_OF_STATEMENT = "end of statement";

    @NotInCassandraAll("ours")
    public static final String A_NAME = "a name";

    @NotInCassandraAll("ours")
    public static final String A_QUOTED_NAME = "a quoted name";

    @NotInCassandraAll("ours")
    public static final String A_STRING = "a string";

    @NotInCassandraAll("ours")
    public static final String A_DOLLAR_STRING = "a $$ string";

    @NotInCassandraAll("ours")
    public static final String AN_INTEGER = "an integer";

    @NotInCassandraAll("ours")
    public static final String A_NUMBER = "a number";

    @NotInCassandraAll("ours")
    public static final String A_UUID = "a uuid";

    @NotInCassandraAll("ours")
    public static final String A_BLOB = "a blob";

    @NotInCassandraAll("ours")
    public static final String A_DURATION = "a duration";

    // Parts of a SELECT the query analysis cannot judge (cql.internal's select builders).
    @NotInCassandraAll("ours: Cassandra 5.0's grammar has no NOT CONTAINS")
    public static final String NOT_CONTAINS = "NOT CONTAINS is not CQL in Cassandra 5.0";

    @NotInCassandraAll("ours: Cassandra 5.0's grammar has no NOT IN")
    public static final String NOT_IN = "NOT IN is not CQL in Cassandra 5.0";

    @NotInCassandraAll("ours")
    public static final String IN_BIND_MARKER =
            "IN ? cannot be judged (Cassandra reads an IN of one value as an equality): write the values";

    @NotInCassandraAll("ours")
    public static final String LEFT_NOT_A_COLUMN = "%s cannot be restricted: the left of a relation must be a column";

    @NotInCassandraAll("ours")
    public static final String NOT_A_COLUMN_NAME = "%s is not a column name";

    @NotInCassandraAll("ours")
    public static final String LIMIT_BIND_MARKER =
            "a LIMIT given as a bind marker cannot be judged: write the number of rows";

    @NotInCassandraAll("ours")
    public static final String LIMIT_NOT_INT = "the LIMIT %s is not a 32-bit integer";

    @NotInCassandraAll("ours")
    public static final String GROUP_BY_EXPRESSION = "GROUP BY %s: only grouping by columns can be judged";

    @NotInCassandraAll("ours")
    public static final String COUNT_STAR_ONLY = "only COUNT accepts * as its argument";

    @NotInCassandraAll("ours")
    public static final String VALUE_NOT_JUDGED =
            "the value %s cannot be judged: use a constant, a bind marker or a function";

    // CqlType.TOO_DEEP, with CqlType.MAX_NESTING filled in.
    @NotInCassandraAll("ours: the reader's own limit on nested types")
    public static final String TYPE_TOO_DEEP =
            "the type nests more than %d collections, tuples or vectors inside each other";
}
