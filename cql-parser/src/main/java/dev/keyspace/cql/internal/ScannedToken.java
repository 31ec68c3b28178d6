package dev.keyspace.cql.internal;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.misc.Pair;

/**
 * A token of {@link CqlScanner}: a {@link CommonToken} whose text is cut from the scanned string when asked, so no
 * copy of the whole text as ANTLR's code point stream is made for the few tokens whose text is read.
 */
final class ScannedToken extends CommonToken {

    private static final long serialVersionUID = 1L;

    private final transient String source;
    private final int charStart;
    private final int charEnd;

    ScannedToken(
            Pair<TokenSource, CharStream> pair,
            int type,
            int start,
            int stop,
            int line,
            int column,
            String source,
            int charStart,
            int charEnd) {
        super(pair, type, DEFAULT_CHANNEL, start, stop);
        setLine(line);
        setCharPositionInLine(column);
        this.source = source;
        this.charStart = charStart;
        this.charEnd = charEnd;
    }

    /** The line just past this token, as ANTLR's {@code ListTokenSource} counts it from the token's text. */
    int lineAfter() {
        int line = getLine();
        for (int i = charStart; i < charEnd; i++) {
            if (source.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /** The column just past this token, as ANTLR's {@code ListTokenSource} counts it from the token's text. */
    int columnAfter() {
        for (int i = charEnd - 1; i >= charStart; i--) {
            if (source.charAt(i) == '\n') {
                return charEnd - i - 1;
            }
        }
        return getCharPositionInLine() + getStopIndex() - getStartIndex() + 1;
    }

    @Override
    public String getText() {
        if (text != null) {
            return text;
        }
        return getType() == EOF ? "<EOF>" : source.substring(charStart, charEnd);
    }
}
