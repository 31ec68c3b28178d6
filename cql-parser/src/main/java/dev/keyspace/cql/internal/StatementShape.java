package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import org.antlr.v4.runtime.Token;

/**
 * What the parser's limits need to know of a statement before it is parsed, gathered token by token while the
 * splitter cuts it (on the splitting thread, which has time to spare): its deepest bracket nesting and the first
 * sign past {@link StatementParser#MAX_SIGN_RUN} in a row. A statement restarted after a forgotten semicolon is a
 * suffix of its piece, and a suffix never nests deeper nor has a longer run, so a piece's shape covers it.
 */
final class StatementShape {

    /** A statement's shape: {@code longSignRun} is null when there is none. */
    record Shape(Token longSignRun, int nesting) {}

    private int depth;
    private int deepest;
    private int run;
    private Token longSignRun;

    void add(Token token) {
        int type = token.getType();
        run = type == CqlLexer.MINUS ? run + 1 : 0;
        if (run > StatementParser.MAX_SIGN_RUN && longSignRun == null) {
            longSignRun = token;
        }
        switch (type) {
            case CqlLexer.LPAREN, CqlLexer.LBRACKET, CqlLexer.LBRACE, CqlLexer.LT -> deepest =
                    Math.max(deepest, ++depth);
            case CqlLexer.RPAREN, CqlLexer.RBRACKET, CqlLexer.RBRACE, CqlLexer.GT -> depth = Math.max(0, depth - 1);
            default -> {}
        }
    }

    /** The shape of the tokens added since the last call, and a fresh start for the next statement. */
    Shape take() {
        Shape shape = new Shape(longSignRun, deepest);
        depth = 0;
        deepest = 0;
        run = 0;
        longSignRun = null;
        return shape;
    }
}
