package dev.keyspace.cql.internal;

import dev.keyspace.model.messages.DesignerInvariantMessages;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.WritableToken;
import org.antlr.v4.runtime.misc.Interval;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.ParseTreeVisitor;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * A token of {@link CqlScanner}, which is also its own leaf of the parse tree ({@link
 * DepthLimit.CountingParser#createTerminalNode}). Tokens were a fifth of an import's garbage and ANTLR's leaf
 * objects another tenth; this one object of 48 bytes stands for ANTLR's {@code CommonToken} and {@code
 * TerminalNodeImpl} (88 bytes). Its text is cut from the scanned string when asked, and its stop offset worked out
 * from its length, so it keeps only what no other field tells.
 *
 * <p>Offsets are in code points, as ANTLR's lexer counts them; {@code charStart} and {@code charEnd} are the
 * string's own. A scanned token's type, text and position never change: only the stream's index is set.
 */
final class ScannedToken implements WritableToken, TerminalNode {

    private final CqlScanner scanner;
    private final int type;
    private final int line;
    private final int column;
    private final int start; // in code points
    private final int charStart;
    private final int charEnd;
    private int index = -1;
    private ParseTree parent;

    ScannedToken(CqlScanner scanner, int type, int start, int line, int column, int charStart, int charEnd) {
        this.scanner = scanner;
        this.type = type;
        this.start = start;
        this.line = line;
        this.column = column;
        this.charStart = charStart;
        this.charEnd = charEnd;
    }

    /** The line just past this token, as ANTLR's {@code ListTokenSource} counts it from the token's text. */
    int lineAfter() {
        String source = scanner.text();
        int after = line;
        for (int i = charStart; i < charEnd; i++) {
            if (source.charAt(i) == '\n') {
                after++;
            }
        }
        return after;
    }

    /** The column just past this token, as ANTLR's {@code ListTokenSource} counts it from the token's text. */
    int columnAfter() {
        String source = scanner.text();
        for (int i = charEnd - 1; i >= charStart; i--) {
            if (source.charAt(i) == '\n') {
                return charEnd - i - 1;
            }
        }
        return column + getStopIndex() - start + 1;
    }

    /**
     * {@link String#hashCode} of the part of this token's text from {@code cutStart} characters after its start to
     * {@code cutEnd} before its end, worked out without cutting it; {@link #NOT_PLAIN} if that part holds
     * {@code except}, which a caller's reading would change (a doubled quote).
     */
    int hashOf(int cutStart, int cutEnd, char except) {
        char[] chars = scanner.chars();
        int hash = 0;
        for (int i = charStart + cutStart, end = charEnd - cutEnd; i < end; i++) {
            char c = chars[i];
            if (c == except) {
                return NOT_PLAIN;
            }
            hash = 31 * hash + c;
        }
        return hash == NOT_PLAIN ? NOT_PLAIN + 1 : hash;
    }

    /** What {@link #hashOf} gives for a part holding the excepted character: never a hash it gives otherwise. */
    static final int NOT_PLAIN = Integer.MIN_VALUE;

    /** Whether the part of this token's text {@link #hashOf} read is {@code text}. */
    boolean partIs(int cutStart, int cutEnd, String text) {
        return partLength(cutStart, cutEnd) == text.length()
                && scanner.text().regionMatches(charStart + cutStart, text, 0, text.length());
    }

    /** The length of that part, in chars. */
    int partLength(int cutStart, int cutEnd) {
        return charEnd - cutEnd - charStart - cutStart;
    }

    /** That part of this token's text, cut. */
    String part(int cutStart, int cutEnd) {
        return scanner.text().substring(charStart + cutStart, charEnd - cutEnd);
    }

    @Override
    public String getText() {
        return type == EOF ? "<EOF>" : scanner.text().substring(charStart, charEnd);
    }

    @Override
    public int getType() {
        return type;
    }

    @Override
    public int getLine() {
        return line;
    }

    @Override
    public int getCharPositionInLine() {
        return column;
    }

    @Override
    public int getChannel() {
        return DEFAULT_CHANNEL;
    }

    @Override
    public int getTokenIndex() {
        return index;
    }

    @Override
    public int getStartIndex() {
        return start;
    }

    /** The last code point's offset: one before the start for the end of the text. */
    @Override
    public int getStopIndex() {
        int chars = charEnd - charStart;
        return start + (scanner.hasSurrogates() ? scanner.text().codePointCount(charStart, charEnd) : chars) - 1;
    }

    @Override
    public TokenSource getTokenSource() {
        return scanner;
    }

    /** None: the scanner's char stream copies the whole text, so it is made only when error recovery asks for it. */
    @Override
    public CharStream getInputStream() {
        return null;
    }

    @Override
    public void setTokenIndex(int index) {
        this.index = index;
    }

    @Override
    public void setText(String text) {
        throw unchangeable();
    }

    @Override
    public void setType(int ttype) {
        throw unchangeable();
    }

    @Override
    public void setLine(int line) {
        throw unchangeable();
    }

    @Override
    public void setCharPositionInLine(int pos) {
        throw unchangeable();
    }

    @Override
    public void setChannel(int channel) {
        throw unchangeable();
    }

    private static UnsupportedOperationException unchangeable() {
        return new UnsupportedOperationException(DesignerInvariantMessages.SCANNED_TOKEN_FIXED);
    }

    // as a leaf of the parse tree, as ANTLR's TerminalNodeImpl

    @Override
    public Token getSymbol() {
        return this;
    }

    @Override
    public ParseTree getParent() {
        return parent;
    }

    @Override
    public void setParent(RuleContext parent) {
        this.parent = parent;
    }

    @Override
    public Token getPayload() {
        return this;
    }

    @Override
    public ParseTree getChild(int i) {
        return null;
    }

    @Override
    public int getChildCount() {
        return 0;
    }

    @Override
    public Interval getSourceInterval() {
        return new Interval(index, index);
    }

    @Override
    public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
        return visitor.visitTerminal(this);
    }

    @Override
    public String toStringTree(Parser parser) {
        return toString();
    }

    @Override
    public String toStringTree() {
        return toString();
    }

    @Override
    public String toString() {
        return getText();
    }
}
