package dev.keyspace.cql.print;

import java.util.List;

/**
 * A statement of {@code CqlWriter} or {@code CqlChangeWriter} with the existence guard Cassandra 5.0 allows on it,
 * so that a migration script run twice, or after a partial run, does no harm: {@code IF NOT EXISTS} on CREATE
 * KEYSPACE, TYPE, FUNCTION, AGGREGATE, TABLE, INDEX and MATERIALIZED VIEW and on ALTER TABLE ADD; {@code IF EXISTS}
 * on their DROP and on ALTER TABLE DROP. Other statements (ALTER options, RENAME, CREATE OR REPLACE, which cannot be
 * combined with IF NOT EXISTS) are returned as they are.
 */
public final class ExistenceGuards {

    private static final List<String> CREATES = List.of(
            "CREATE KEYSPACE ",
            "CREATE TYPE ",
            "CREATE FUNCTION ",
            "CREATE AGGREGATE ",
            "CREATE TABLE ",
            "CREATE INDEX ",
            "CREATE CUSTOM INDEX ",
            "CREATE MATERIALIZED VIEW ");

    private static final List<String> DROPS = List.of(
            "DROP KEYSPACE ",
            "DROP TYPE ",
            "DROP FUNCTION ",
            "DROP AGGREGATE ",
            "DROP TABLE ",
            "DROP INDEX ",
            "DROP MATERIALIZED VIEW ");

    private static final String ALTER_TABLE = "ALTER TABLE ";
    private static final String IF_NOT_EXISTS = "IF NOT EXISTS ";
    private static final String IF_EXISTS = "IF EXISTS ";

    private ExistenceGuards() {}

    /** {@code statement} with its guard, if Cassandra allows one on it. */
    public static String guarded(String statement) {
        for (String create : CREATES) {
            if (statement.startsWith(create)) {
                return insert(statement, create.length(), IF_NOT_EXISTS);
            }
        }
        for (String drop : DROPS) {
            if (statement.startsWith(drop)) {
                return insert(statement, drop.length(), IF_EXISTS);
            }
        }
        if (statement.startsWith(ALTER_TABLE) && !statement.startsWith(ALTER_TABLE + "IF ")) {
            int afterName = afterQualifiedName(statement, ALTER_TABLE.length());
            String rest = statement.substring(afterName);
            if (rest.startsWith(" ADD ")) {
                return insert(statement, afterName + " ADD ".length(), IF_NOT_EXISTS);
            }
            if (rest.startsWith(" DROP ") && !rest.startsWith(" DROP COMPACT STORAGE")) {
                return insert(statement, afterName + " DROP ".length(), IF_EXISTS);
            }
        }
        return statement;
    }

    private static String insert(String statement, int at, String guard) {
        if (statement.startsWith("IF ", at)) {
            return statement;
        }
        return statement.substring(0, at) + guard + statement.substring(at);
    }

    /** The index just after {@code name} or {@code keyspace.name} starting at {@code start}, either part quoted. */
    private static int afterQualifiedName(String text, int start) {
        int end = afterIdentifier(text, start);
        return end < text.length() && text.charAt(end) == '.' ? afterIdentifier(text, end + 1) : end;
    }

    private static int afterIdentifier(String text, int start) {
        int i = start;
        if (i < text.length() && text.charAt(i) == '"') {
            i++;
            while (i < text.length()) {
                if (text.charAt(i) == '"') {
                    if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        i += 2;
                        continue;
                    }
                    return i + 1;
                }
                i++;
            }
            return i;
        }
        while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
            i++;
        }
        return i;
    }
}
