package dev.keyspace.app;

import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Whether a string constant opens a CQL statement: an upper-case statement keyword, a space, and what that statement
 * has next (a name, a clause, or a concatenation's argument {@code \u0001}). So {@code "SELECT \u0001 FROM t"},
 * {@code "INSERT INTO "}, {@code "DROP KEYSPACE IF EXISTS "} and {@code "USE ks"} are statements, while Cassandra's
 * messages that merely start with a keyword ({@code "SELECT DISTINCT queries must request all the partition key
 * columns"}, {@code "INSERT statements are not allowed on counter tables"}) and sentences ({@code "USE statements set
 * the keyspace"}) are not.
 */
final class CqlShaped implements Predicate<String> {

    /** A name, quoted or not, qualified or not, or a concatenation's argument. */
    private static final String NAME =
            "(?:\\u0001|\"(?:[^\"]|\"\")*\"|[A-Za-z0-9_]+)(?:\\.(?:\\u0001|\"(?:[^\"]|\"\")*\"|[A-Za-z0-9_]+))*";

    private static final String SCHEMA_OBJECT = "(?:OR REPLACE |CUSTOM )?(?:KEYSPACE|TABLE|COLUMNFAMILY|TYPE|INDEX"
            + "|MATERIALIZED VIEW|FUNCTION|AGGREGATE|ROLE|USER|TRIGGER)\\b.*";

    private static final List<Pattern> STATEMENTS = List.of(
            Pattern.compile("SELECT (?:|\\u0001.*|.*\\bFROM\\b.*)", Pattern.DOTALL),
            Pattern.compile("INSERT (?:|\\u0001.*|INTO\\b.*)", Pattern.DOTALL),
            Pattern.compile("UPDATE (?:|\\u0001.*|" + NAME + " (?:SET|USING)\\b.*)", Pattern.DOTALL),
            Pattern.compile("DELETE (?:|\\u0001.*|.*\\bFROM\\b.*)", Pattern.DOTALL),
            Pattern.compile("BEGIN (?:UNLOGGED |COUNTER )?BATCH\\b.*", Pattern.DOTALL),
            Pattern.compile("TRUNCATE (?:|(?:TABLE )?" + NAME + ";?)", Pattern.DOTALL),
            Pattern.compile("(?:CREATE|ALTER|DROP) (?:|\\u0001.*|" + SCHEMA_OBJECT + ")", Pattern.DOTALL),
            Pattern.compile("USE (?:|" + NAME + ";?)", Pattern.DOTALL));

    @Override
    public boolean test(String constant) {
        String text = constant.stripLeading();
        return STATEMENTS.stream().anyMatch(p -> p.matcher(text).matches());
    }
}
