package dev.keyspace.app.designer.cql;

import dev.keyspace.cql.grammar.CqlLexer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;

/**
 * The CQL text cut into highlighted pieces with the parser's own lexer, so the colours agree with what the
 * reader sees. The lexer skips comments and whitespace: any non-blank text between two tokens is a comment.
 */
public final class CqlTokens {

    /** One coloured stretch of text, {@code [start, end)} in characters, with its CSS style class. */
    public record Piece(int start, int end, String styleClass) {}

    /** A token's extent in the text, {@code [start, end)}. */
    public record Span(int start, int end, int type) {}

    private static final Set<Integer> TYPES = Set.of(
            CqlLexer.K_ASCII,
            CqlLexer.K_BIGINT,
            CqlLexer.K_BLOB,
            CqlLexer.K_BOOLEAN,
            CqlLexer.K_COUNTER,
            CqlLexer.K_DATE,
            CqlLexer.K_DECIMAL,
            CqlLexer.K_DOUBLE,
            CqlLexer.K_DURATION,
            CqlLexer.K_FLOAT,
            CqlLexer.K_FROZEN,
            CqlLexer.K_INET,
            CqlLexer.K_INT,
            CqlLexer.K_LIST,
            CqlLexer.K_MAP,
            CqlLexer.K_SET,
            CqlLexer.K_SMALLINT,
            CqlLexer.K_TEXT,
            CqlLexer.K_TIME,
            CqlLexer.K_TIMESTAMP,
            CqlLexer.K_TIMEUUID,
            CqlLexer.K_TINYINT,
            CqlLexer.K_TUPLE,
            CqlLexer.K_UUID,
            CqlLexer.K_VARCHAR,
            CqlLexer.K_VARINT,
            CqlLexer.K_VECTOR);
    private static final Set<Integer> STRINGS = Set.of(CqlLexer.STRING_LITERAL, CqlLexer.DOLLAR_STRING);
    private static final Set<Integer> NUMBERS =
            Set.of(CqlLexer.INTEGER, CqlLexer.FLOAT, CqlLexer.HEXNUMBER, CqlLexer.DURATION, CqlLexer.UUID);

    private CqlTokens() {}

    /** Every token of the text (comments and whitespace excluded), in order. */
    public static List<Span> lex(String text) {
        CqlLexer lexer = new CqlLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        List<Span> spans = new ArrayList<>();
        for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
            spans.add(new Span(token.getStartIndex(), token.getStopIndex() + 1, token.getType()));
        }
        return spans;
    }

    /** The coloured pieces of the text, in order and not overlapping; plain text is left out. */
    public static List<Piece> highlight(String text) {
        List<Piece> pieces = new ArrayList<>();
        int previousEnd = 0;
        for (Span span : lex(text)) {
            addComments(text, previousEnd, span.start(), pieces);
            styleOf(span.type()).ifPresent(style -> pieces.add(new Piece(span.start(), span.end(), style)));
            previousEnd = span.end();
        }
        addComments(text, previousEnd, text.length(), pieces);
        return pieces;
    }

    static Optional<String> styleOf(int type) {
        if (TYPES.contains(type)) {
            return Optional.of("cql-type");
        }
        if (STRINGS.contains(type)) {
            return Optional.of("cql-string");
        }
        if (NUMBERS.contains(type)) {
            return Optional.of("cql-number");
        }
        if (type == CqlLexer.QUOTED_NAME) {
            return Optional.of("cql-quoted-name");
        }
        String name = CqlLexer.VOCABULARY.getSymbolicName(type);
        return name != null && name.startsWith("K_") ? Optional.of("cql-keyword") : Optional.empty();
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
