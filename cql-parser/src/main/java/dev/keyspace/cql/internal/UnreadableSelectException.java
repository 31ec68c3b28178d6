package dev.keyspace.cql.internal;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

/** A part of a SELECT the query validator cannot judge, at the 1-based line and column where it starts. */
public final class UnreadableSelectException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;

    UnreadableSelectException(ParserRuleContext where, String message) {
        this(where.getStart(), message);
    }

    UnreadableSelectException(Token where, String message) {
        super(message, null, false, false);
        this.line = where.getLine();
        this.column = where.getCharPositionInLine() + 1;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
