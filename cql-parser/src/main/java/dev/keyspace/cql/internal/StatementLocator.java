package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.Token;

/**
 * Where each statement of a text lies, cut by the same splitter the reader uses, with what its first words say it is
 * about. Only the extents and subjects are kept, not the tokens, so a large text costs a few objects per statement.
 */
public final class StatementLocator {

    /**
     * One statement: {@code [start, end)} in chars, from its first token to just past its last one (its semicolon
     * included when it has one), and its subject as written; {@code use} for a USE statement.
     */
    public record Located(int start, int end, Optional<SubjectReader.Subject> subject, boolean use) {}

    private StatementLocator() {}

    /** Every statement of the text, in order. */
    public static List<Located> of(String text) {
        CharIndexes indexes = CharIndexes.of(text);
        StatementSplitter splitter = new StatementSplitter(new CqlScanner(text));
        List<Located> located = new ArrayList<>();
        for (StatementSplitter.Piece piece = splitter.next(); piece != null; piece = splitter.next()) {
            if (piece.tokens().isEmpty()) { // an oversized statement: no subject, nothing to point at
                continue;
            }
            Token last = piece.tokens().get(piece.tokens().size() - 1);
            int end = indexes.charIndex(last.getStopIndex() + 1);
            if (end < text.length() && text.charAt(end) == ';') {
                end++;
            }
            located.add(new Located(
                    indexes.charIndex(piece.first().getStartIndex()),
                    end,
                    piece.subject().get(),
                    piece.first().getType() == CqlLexer.K_USE));
        }
        return List.copyOf(located);
    }
}
