package dev.keyspace.model.messages;

/**
 * The texts of the exceptions that mean a bug of ours, not a fault of the user's design or statement: a user sees
 * them only in a bug report. Kept in the catalogue so that every sentence of the readers has one home.
 */
public final class DesignerInvariantMessages {

    private DesignerInvariantMessages() {}

    @NotInCassandraAll("ours")
    public static final String PARSER_FAILED = "the CQL parser failed";

    @NotInCassandraAll("ours")
    public static final String CONSUME_EOF = "cannot consume EOF";

    @NotInCassandraAll("ours")
    public static final String SCANNED_TOKEN_FIXED = "a scanned token keeps the text and place it was scanned with";

    @NotInCassandraAll("ours")
    public static final String NO_RESTRICTION_FOR = "no restriction for %s";

    @NotInCassandraAll("ours")
    public static final String RELATION_WITHOUT_VALUE = "a relation on %s needs a value";

    @NotInCassandraAll("ours")
    public static final String VERDICT_ACCESS = "an accepted verdict has an access, a rejected one has none";

    @NotInCassandraAll("ours")
    public static final String NO_MATCH = "a match";

    @NotInCassandraAll("ours")
    public static final String NO_ATTRIBUTE = "%s has no attribute %d";
}
