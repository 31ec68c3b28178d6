package dev.keyspace.app.designer.cql;

import dev.keyspace.cql.CqlLexing;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The CQL text cut into highlighted pieces with the parser's own lexer ({@link CqlLexing}), so the colours agree with what the
 * reader sees. The lexer skips comments and whitespace: any non-blank text between two tokens is a comment.
 */
public final class CqlTokens {

    /** One coloured stretch of text, {@code [start, end)} in characters, with its CSS style class. */
    public record Piece(int start, int end, String styleClass) {}

    /** A text with its coloured pieces, worked out together (off the UI thread for a large text). */
    public record Highlighted(String text, List<Piece> pieces) {
        public Highlighted {
            pieces = List.copyOf(pieces);
        }

        public static Highlighted of(String text) {
            return new Highlighted(text, highlight(text));
        }
    }

    private CqlTokens() {}

    /** The coloured pieces of the text, in order and not overlapping; plain text is left out. */
    public static List<Piece> highlight(String text) {
        List<Piece> pieces = new ArrayList<>();
        int previousEnd = 0;
        for (CqlLexing.Token span : CqlLexing.tokens(text)) {
            addComments(text, previousEnd, span.start(), pieces);
            styleOf(span.kind()).ifPresent(style -> pieces.add(new Piece(span.start(), span.end(), style)));
            previousEnd = span.end();
        }
        addComments(text, previousEnd, text.length(), pieces);
        return pieces;
    }

    static Optional<String> styleOf(CqlLexing.Kind kind) {
        return switch (kind) {
            case TYPE -> Optional.of("cql-type");
            case STRING -> Optional.of("cql-string");
            case NUMBER -> Optional.of("cql-number");
            case QUOTED_NAME -> Optional.of("cql-quoted-name");
            case KEYWORD -> Optional.of("cql-keyword");
            case SEMICOLON, OTHER -> Optional.empty();
        };
    }

    /** The comments in a gap between tokens: each run of non-blank text, up to the end of its comment. */
    private static void addComments(String text, int from, int to, List<Piece> pieces) {
        int i = from;
        while (i < to) {
            if (Character.isWhitespace(text.charAt(i))) {
                i++;
                continue;
            }
            int end = text.startsWith("/*", i) ? blockEnd(text, i, to) : lineEnd(text, i, to);
            pieces.add(new Piece(i, end, "cql-comment"));
            i = end;
        }
    }

    private static int blockEnd(String text, int start, int limit) {
        int close = text.indexOf("*/", start + 2);
        return close < 0 || close + 2 > limit ? limit : close + 2;
    }

    private static int lineEnd(String text, int start, int limit) {
        int end = start;
        while (end < limit && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return end;
    }
}
