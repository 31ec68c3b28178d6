package dev.keyspace.cql;

import dev.keyspace.cql.internal.StatementLocator;
import java.util.List;

/**
 * A CQL text cut into its statements by the reader's own splitter (semicolons in strings, comments, function bodies
 * and batches do not cut), so that a runner sends each statement as the reader read it.
 */
public final class CqlStatements {

    /** Cassandra's native protocol refuses a larger request, so a text this long may hold a statement none can run. */
    public static final int MAX_STATEMENT_CHARS = CqlReader.MAX_STATEMENT_CHARS;

    /** One statement: {@code [start, end)} in chars, its semicolon included when it has one, and its text. */
    public record Span(int start, int end, String cql) {}

    private CqlStatements() {}

    /** Every statement of the text, in order; the text must be shorter than {@link #MAX_STATEMENT_CHARS}. */
    public static List<Span> of(String text) {
        if (text.length() >= MAX_STATEMENT_CHARS) {
            throw new IllegalArgumentException("a CQL text of " + text.length() + " chars is longer than "
                    + MAX_STATEMENT_CHARS + ", the most Cassandra takes in one request");
        }
        return StatementLocator.of(text).stream()
                .map(s -> new Span(s.start(), s.end(), text.substring(s.start(), s.end())))
                .toList();
    }
}
