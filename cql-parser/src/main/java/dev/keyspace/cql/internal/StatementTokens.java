package dev.keyspace.cql.internal;

import dev.keyspace.model.messages.DesignerInvariantMessages;
import java.util.List;
import org.antlr.v4.runtime.CommonTokenFactory;
import org.antlr.v4.runtime.ListTokenSource;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.WritableToken;
import org.antlr.v4.runtime.misc.Interval;
import org.antlr.v4.runtime.misc.Pair;

/**
 * One statement's tokens, already scanned, as the parser's token stream. ANTLR's {@code CommonTokenStream} fetches
 * lazily from a token source and skips tokens of other channels at every look; the scanner makes no such tokens
 * and the splitter has the whole statement already, so this is an array and an index. The end token is the one
 * {@link ListTokenSource} makes after the last token, so messages about the end of a statement point where they
 * did.
 */
final class StatementTokens implements TokenStream {

    private final Token[] tokens; // the statement's tokens, then EOF
    private final int[] types; // their types: prediction asks for types, many times per token
    private final TokenSource source;
    private int position;

    StatementTokens(List<Token> statement) {
        Token last = statement.get(statement.size() - 1);
        ListTokenSource end = new ListTokenSource(List.of(last));
        this.source = end;
        this.tokens = statement.toArray(new Token[statement.size() + 1]);
        tokens[statement.size()] = last instanceof ScannedToken scanned ? endAfter(end, scanned) : endOf(end);
        this.types = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            types[i] = tokens[i].getType();
            // the scanner's class first: testing it against an interface costs more on JDK 17 (see CompactContext)
            if (tokens[i] instanceof ScannedToken scanned) {
                scanned.setTokenIndex(i);
            } else if (tokens[i] instanceof WritableToken writable) {
                writable.setTokenIndex(i);
            }
        }
    }

    /** The tokens' types, the end token's last; not to be changed. */
    int[] types() {
        return types;
    }

    /** The end token {@code end} would make after its one token. */
    private static Token endOf(ListTokenSource end) {
        end.nextToken();
        return end.nextToken();
    }

    /**
     * The same end token, made as {@link ListTokenSource} makes it but without the two copies of the last token's
     * text it takes to count lines: a statement's last token is often a long string (a table's comment).
     */
    private static Token endAfter(ListTokenSource end, ScannedToken last) {
        int start = last.getStopIndex() == -1 ? -1 : last.getStopIndex() + 1;
        return CommonTokenFactory.DEFAULT.create(
                new Pair<>(end, last.getInputStream()),
                Token.EOF,
                "EOF",
                Token.DEFAULT_CHANNEL,
                start,
                Math.max(-1, start - 1),
                last.lineAfter(),
                last.columnAfter());
    }

    @Override
    public Token LT(int k) {
        if (k == 0) {
            return null;
        }
        if (k < 0) {
            return position + k >= 0 ? tokens[position + k] : null;
        }
        return tokens[Math.min(position + k - 1, tokens.length - 1)];
    }

    @Override
    public int LA(int i) {
        if (i > 0) {
            return types[Math.min(position + i - 1, types.length - 1)];
        }
        return i < 0 && position + i >= 0 ? types[position + i] : 0;
    }

    @Override
    public void consume() {
        if (types[position] == Token.EOF) {
            throw new IllegalStateException(DesignerInvariantMessages.CONSUME_EOF);
        }
        position++;
    }

    @Override
    public Token get(int index) {
        return tokens[index];
    }

    @Override
    public int index() {
        return position;
    }

    @Override
    public void seek(int index) {
        position = Math.max(0, Math.min(index, tokens.length - 1));
    }

    @Override
    public int mark() {
        return -1;
    }

    @Override
    public void release(int marker) {
        // the whole statement is kept: nothing to release
    }

    @Override
    public int size() {
        return tokens.length;
    }

    @Override
    public TokenSource getTokenSource() {
        return source;
    }

    @Override
    public String getSourceName() {
        return source.getSourceName();
    }

    @Override
    public String getText() {
        return getText(Interval.of(0, tokens.length - 1));
    }

    @Override
    public String getText(Interval interval) {
        int stop = Math.min(interval.b, tokens.length - 1);
        StringBuilder text = new StringBuilder();
        for (int i = Math.max(0, interval.a); i <= stop; i++) {
            if (tokens[i].getType() == Token.EOF) {
                break;
            }
            text.append(tokens[i].getText());
        }
        return text.toString();
    }

    @Override
    public String getText(RuleContext ctx) {
        return getText(ctx.getSourceInterval());
    }

    @Override
    public String getText(Token start, Token stop) {
        return start == null || stop == null ? "" : getText(Interval.of(start.getTokenIndex(), stop.getTokenIndex()));
    }
}
