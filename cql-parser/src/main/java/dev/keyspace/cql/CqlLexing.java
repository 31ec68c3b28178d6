package dev.keyspace.cql;

import dev.keyspace.cql.grammar.CqlLexer;
import dev.keyspace.cql.internal.CharIndexes;
import dev.keyspace.cql.internal.CqlScanner;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * CQL text cut into tokens by the reader's own scanner, each with the kind an editor colours it by, so that
 * highlighting agrees with what the reader sees. Comments and whitespace are not tokens.
 */
public final class CqlLexing {

    /** What a token is, for an editor. */
    public enum Kind {
        KEYWORD,
        TYPE,
        STRING,
        NUMBER,
        QUOTED_NAME,
        SEMICOLON,
        OTHER
    }

    /** A token's extent in the text, {@code [start, end)}, and its kind. */
    public record Token(int start, int end, Kind kind) {}

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

    private CqlLexing() {}

    /** Every token of the text, in order. */
    public static List<Token> tokens(String text) {
        CqlScanner lexer = new CqlScanner(text);
        List<Token> tokens = new ArrayList<>();
        CharIndexes indexes = CharIndexes.of(text);
        for (org.antlr.v4.runtime.Token token = lexer.nextToken();
                token.getType() != org.antlr.v4.runtime.Token.EOF;
                token = lexer.nextToken()) {
            tokens.add(new Token(
                    indexes.charIndex(token.getStartIndex()),
                    indexes.charIndex(token.getStopIndex() + 1),
                    kindOf(token.getType())));
        }
        return tokens;
    }

    static Kind kindOf(int type) {
        if (TYPES.contains(type)) {
            return Kind.TYPE;
        }
        if (STRINGS.contains(type)) {
            return Kind.STRING;
        }
        if (NUMBERS.contains(type)) {
            return Kind.NUMBER;
        }
        if (type == CqlLexer.QUOTED_NAME) {
            return Kind.QUOTED_NAME;
        }
        if (type == CqlLexer.SEMI) {
            return Kind.SEMICOLON;
        }
        String name = CqlLexer.VOCABULARY.getSymbolicName(type);
        return name != null && name.startsWith("K_") ? Kind.KEYWORD : Kind.OTHER;
    }
}
