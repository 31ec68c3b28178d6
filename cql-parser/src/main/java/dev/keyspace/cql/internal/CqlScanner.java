package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenFactory;
import org.antlr.v4.runtime.IntStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;

/**
 * The tokens {@link CqlLexer} makes of a text, the same ones (type, offsets in code points, line, column), made by
 * a hand-written scanner: the generated lexer simulates its state machine for every character and cost as much as
 * Cassandra's whole parse. {@code CqlLexer.g4} stays the specification: the keywords are read from its vocabulary,
 * and {@code CqlScannerDifferentialTest} compares both on generated and real text (ADR 0010).
 *
 * <p>Each position takes the longest token any rule matches there; a tie goes to the rule written first in the
 * grammar (keywords, then DURATION, UUID, HEXNUMBER, FLOAT, INTEGER, ..., IDENT, the punctuation, UNKNOWN_CHAR).
 */
public final class CqlScanner implements TokenSource {

    private static final Keywords KEYWORDS = Keywords.of(CqlLexer.VOCABULARY);
    private static final int NO_MATCH = -1;

    /** The hex digits of each of a UUID's groups. */
    private static final int[] UUID_GROUPS = {8, 4, 4, 4, 12};

    private final String text;
    private final char[] chars; // the text's characters: reading an array costs less than String.charAt's checks
    private final int length;
    private final boolean surrogates;
    private CharStream stream; // made only if ANTLR's error recovery asks for it
    private TokenFactory<?> factory = CommonTokenFactory.DEFAULT;

    private int position; // a char index of the text
    private int pairsBefore; // surrogate pairs before position: the code point offset is position - pairsBefore
    private int line = 1;
    private int column; // in code points since the last '\n'

    public CqlScanner(String text) {
        this.text = text;
        this.chars = text.toCharArray();
        this.length = chars.length;
        this.surrogates = text.codePointCount(0, length) != length;
    }

    @Override
    public Token nextToken() {
        while (position < length) {
            int start = position;
            int startLine = line;
            int startColumn = column;
            int startOffset = start - pairsBefore;
            char first = chars[start];
            int type = scan(start);
            if (isWordPart(first)) { // a word, a number, a UUID or a duration: one line, no surrogates
                column += position - start;
            } else {
                advance(start, position);
            }
            if (type != NO_MATCH) {
                return new ScannedToken(this, type, startOffset, startLine, startColumn, start, position);
            }
        }
        return new ScannedToken(this, Token.EOF, length - pairsBefore, line, column, length, length);
    }

    /** The text scanned: tokens cut their text from it. */
    String text() {
        return text;
    }

    /** The text's characters, which tokens read in place of cutting their text ({@link ScannedToken#hashOf}). */
    char[] chars() {
        return chars;
    }

    /** Whether the text has characters outside the BMP, so code point offsets differ from the string's. */
    boolean hasSurrogates() {
        return surrogates;
    }

    /** Sets {@link #position} past the token at {@code start} and says its type, or NO_MATCH for skipped text. */
    private int scan(int start) {
        char c = chars[start];
        if (isLetter(c)) {
            return word(start);
        }
        if (isDigit(c)) {
            return number(start, start);
        }
        switch (c) {
            case ' ', '\t', '\r', '\n', '\f', '\u000B', '\u00A0', '\uFEFF' -> {
                int end = start + 1;
                while (end < length && isSpace(chars[end])) {
                    end++;
                }
                return skipTo(end);
            }
            case '-' -> {
                if (at(start + 1) == '-') {
                    return skipTo(lineEnd(start + 2));
                }
                if (at(start + 1) == '=') {
                    return tokenTo(start + 2, CqlLexer.MINUS_EQ);
                }
                if (isDigit(at(start + 1)) || isP(at(start + 1))) {
                    int type = number(start, start + 1);
                    if (type != NO_MATCH) {
                        return type;
                    }
                }
                return tokenTo(start + 1, CqlLexer.MINUS);
            }
            case '/' -> {
                if (at(start + 1) == '/') {
                    return skipTo(lineEnd(start + 2));
                }
                if (at(start + 1) == '*') {
                    int close = text.indexOf("*/", start + 2);
                    if (close >= 0) {
                        return skipTo(close + 2);
                    }
                }
                return tokenTo(start + 1, CqlLexer.SLASH);
            }
            case '\'' -> {
                int type = quoted(start, '\'', false, CqlLexer.STRING_LITERAL);
                return type != NO_MATCH ? type : unknown(start);
            }
            case '"' -> {
                int type = quoted(start, '"', true, CqlLexer.QUOTED_NAME);
                if (type != NO_MATCH) {
                    return type;
                }
                return at(start + 1) == '"' ? tokenTo(start + 2, CqlLexer.EMPTY_QUOTED_NAME) : unknown(start);
            }
            case '$' -> {
                if (at(start + 1) == '$') {
                    int close = text.indexOf("$$", start + 2);
                    if (close >= 0) {
                        return tokenTo(close + 2, CqlLexer.DOLLAR_STRING);
                    }
                }
                return unknown(start);
            }
            case ';' -> {
                return tokenTo(start + 1, CqlLexer.SEMI);
            }
            case ',' -> {
                return tokenTo(start + 1, CqlLexer.COMMA);
            }
            case '.' -> {
                return tokenTo(start + 1, CqlLexer.DOT);
            }
            case '(' -> {
                return tokenTo(start + 1, CqlLexer.LPAREN);
            }
            case ')' -> {
                return tokenTo(start + 1, CqlLexer.RPAREN);
            }
            case '[' -> {
                return tokenTo(start + 1, CqlLexer.LBRACKET);
            }
            case ']' -> {
                return tokenTo(start + 1, CqlLexer.RBRACKET);
            }
            case '{' -> {
                return tokenTo(start + 1, CqlLexer.LBRACE);
            }
            case '}' -> {
                return tokenTo(start + 1, CqlLexer.RBRACE);
            }
            case ':' -> {
                return tokenTo(start + 1, CqlLexer.COLON);
            }
            case '?' -> {
                return tokenTo(start + 1, CqlLexer.QMARK);
            }
            case '=' -> {
                return tokenTo(start + 1, CqlLexer.EQ);
            }
            case '*' -> {
                return tokenTo(start + 1, CqlLexer.STAR);
            }
            case '%' -> {
                return tokenTo(start + 1, CqlLexer.PERCENT);
            }
            case '!' -> {
                return at(start + 1) == '=' ? tokenTo(start + 2, CqlLexer.NEQ) : unknown(start);
            }
            case '<' -> {
                return at(start + 1) == '=' ? tokenTo(start + 2, CqlLexer.LTE) : tokenTo(start + 1, CqlLexer.LT);
            }
            case '>' -> {
                return at(start + 1) == '=' ? tokenTo(start + 2, CqlLexer.GTE) : tokenTo(start + 1, CqlLexer.GT);
            }
            case '+' -> {
                return at(start + 1) == '=' ? tokenTo(start + 2, CqlLexer.PLUS_EQ) : tokenTo(start + 1, CqlLexer.PLUS);
            }
            default -> {
                return unknown(start);
            }
        }
    }

    /** A keyword or a name, unless a duration ({@code p1d}) or a UUID starting with a letter is at least as long. */
    private int word(int start) {
        int hash = Keywords.hashStep(Keywords.HASH_START, chars[start]);
        boolean lettersOnly = true;
        int end = start + 1;
        for (char c; end < length && isWordPart(c = chars[end]); end++) {
            hash = Keywords.hashStep(hash, c);
            lettersOnly &= isLetter(c);
        }
        // a duration starting with a letter is 'p' and then a digit or 't' (P1D, PT1H, P2020-01-01T00:00:00)
        boolean durationLike = isP(chars[start]) && (isDigit(at(start + 1)) || isT(at(start + 1)));
        int duration = durationLike ? durationEnd(start) : NO_MATCH;
        // a UUID's first group is 8 hex digits and then a '-', which ends a word: no other word can start one
        int uuid = end - start == UUID_GROUPS[0] ? uuidEnd(start) : NO_MATCH;
        if (duration >= end && duration >= uuid) {
            return tokenTo(duration, CqlLexer.DURATION);
        }
        if (uuid > end) {
            return tokenTo(uuid, CqlLexer.UUID);
        }
        if (!KEYWORDS.mayBe(end - start, lettersOnly)) {
            return tokenTo(end, CqlLexer.IDENT); // most names have a digit or an underscore, which no keyword has
        }
        return tokenTo(end, KEYWORDS.typeOf(chars, start, end, hash, CqlLexer.IDENT));
    }

    /**
     * The longest of DURATION, UUID, HEXNUMBER, FLOAT and INTEGER at {@code start} (ties in that order), where
     * {@code digits} is past an optional leading minus; NO_MATCH when none matches.
     */
    private int number(int start, int digits) {
        int best = durationEnd(start);
        int type = CqlLexer.DURATION;
        if (digits == start) {
            int uuid = uuidEnd(start);
            if (uuid > best) {
                best = uuid;
                type = CqlLexer.UUID;
            }
            int hex = hexNumberEnd(start);
            if (hex > best) {
                best = hex;
                type = CqlLexer.HEXNUMBER;
            }
        }
        int decimal = floatEnd(digits);
        if (decimal > best) {
            best = decimal;
            type = CqlLexer.FLOAT;
        }
        int integer = digitsEnd(digits);
        if (integer > best) {
            best = integer;
            type = CqlLexer.INTEGER;
        }
        return best == NO_MATCH ? NO_MATCH : tokenTo(best, type);
    }

    private int durationEnd(int start) {
        int p = at(start) == '-' ? start + 1 : start;
        if (isP(at(p))) {
            return Math.max(isoDurationEnd(p + 1), isoDateTimeEnd(p + 1));
        }
        int end = NO_MATCH;
        while (true) {
            int digitsEnd = digitsEnd(p);
            int unitEnd = digitsEnd == NO_MATCH ? NO_MATCH : unitEnd(digitsEnd);
            if (unitEnd == NO_MATCH) {
                return end;
            }
            end = unitEnd;
            p = unitEnd;
        }
    }

    /** {@code 1y2m3d} and {@code t4h5m6s} parts after the 'p'. */
    private int isoDurationEnd(int p) {
        int end = NO_MATCH;
        int next = isoPartsEnd(p, "ymdw");
        if (next != NO_MATCH) {
            end = next;
            p = next;
        }
        if (isT(at(p))) {
            int time = isoPartsEnd(p + 1, "hms");
            if (time != NO_MATCH) {
                end = time;
            }
        }
        return end;
    }

    private int isoPartsEnd(int p, String units) {
        int end = NO_MATCH;
        while (true) {
            int digitsEnd = digitsEnd(p);
            if (digitsEnd == NO_MATCH || units.indexOf(lower(at(digitsEnd))) < 0) {
                return end;
            }
            end = digitsEnd + 1;
            p = end;
        }
    }

    /** {@code 2020-01-01t00:00:00} after the 'p'. */
    private int isoDateTimeEnd(int p) {
        String shape = "dddd-dd-ddtdd:dd:dd";
        for (int i = 0; i < shape.length(); i++) {
            char c = at(p + i);
            char expected = shape.charAt(i);
            boolean fits = expected == 'd' ? isDigit(c) : expected == 't' ? isT(c) : c == expected;
            if (!fits) {
                return NO_MATCH;
            }
        }
        return p + shape.length();
    }

    /** A duration unit at {@code p}; the two-letter ones first, as no digit can follow their first letter. */
    private int unitEnd(int p) {
        char first = lower(at(p));
        char second = lower(at(p + 1));
        boolean micro = first == '\u00B5' || first == '\u039C'; // the micro sign and, by case, capital mu
        if ((first == 'm' && (second == 'o' || second == 's'))
                || ((first == 'u' || first == 'n' || micro) && second == 's')) {
            return p + 2;
        }
        return first != 0 && "ywdhms".indexOf(first) >= 0 ? p + 1 : NO_MATCH;
    }

    private int uuidEnd(int start) {
        int[] groups = UUID_GROUPS;
        int p = start;
        for (int g = 0; g < groups.length; g++) {
            if (g > 0) {
                if (at(p) != '-') {
                    return NO_MATCH;
                }
                p++;
            }
            for (int i = 0; i < groups[g]; i++, p++) {
                if (!isHex(at(p))) {
                    return NO_MATCH;
                }
            }
        }
        return p;
    }

    private int hexNumberEnd(int start) {
        if (at(start) != '0' || lower(at(start + 1)) != 'x') {
            return NO_MATCH;
        }
        int end = start + 2;
        while (isHex(at(end))) {
            end++;
        }
        return end;
    }

    private int floatEnd(int digits) {
        int p = digitsEnd(digits);
        if (p == NO_MATCH) {
            return NO_MATCH;
        }
        if (at(p) == '.') {
            int end = p + 1;
            while (isDigit(at(end))) {
                end++;
            }
            int exponent = exponentEnd(end);
            return exponent == NO_MATCH ? end : exponent;
        }
        return exponentEnd(p);
    }

    private int exponentEnd(int p) {
        if (lower(at(p)) != 'e') {
            return NO_MATCH;
        }
        int q = at(p + 1) == '+' || at(p + 1) == '-' ? p + 2 : p + 1;
        return digitsEnd(q);
    }

    private int digitsEnd(int p) {
        if (!isDigit(at(p))) {
            return NO_MATCH;
        }
        int end = p + 1;
        while (isDigit(at(end))) {
            end++;
        }
        return end;
    }

    /**
     * A quoted string or name: the longest prefix that closes, a doubled quote standing for one (so {@code 'a''}
     * followed by the end of the text is {@code 'a'}); a name needs at least one character.
     */
    private int quoted(int start, char quote, boolean needsContent, int type) {
        int p = start + 1;
        boolean content = false;
        int end = NO_MATCH;
        while (p < length) {
            if (chars[p] != quote) {
                p++;
                content = true;
                continue;
            }
            if (content || !needsContent) {
                end = p + 1;
            }
            if (at(p + 1) != quote) {
                break;
            }
            p += 2;
            content = true;
        }
        return end == NO_MATCH ? NO_MATCH : tokenTo(end, type);
    }

    private int unknown(int start) {
        int end = start + 1;
        if (Character.isHighSurrogate(chars[start]) && end < length && Character.isLowSurrogate(at(end))) {
            end++;
        }
        return tokenTo(end, CqlLexer.UNKNOWN_CHAR);
    }

    private int lineEnd(int p) {
        while (p < length && chars[p] != '\n' && chars[p] != '\r') {
            p++;
        }
        return p;
    }

    private int tokenTo(int end, int type) {
        position = end;
        return type;
    }

    private int skipTo(int end) {
        position = end;
        return NO_MATCH;
    }

    /** Moves the line, the column and the count of surrogate pairs over the text from {@code from} to {@code to}. */
    private void advance(int from, int to) {
        for (int p = from; p < to; p++) {
            char c = chars[p];
            if (c == '\n') {
                line++;
                column = 0;
            } else if (surrogates
                    && Character.isLowSurrogate(c)
                    && p > from
                    && Character.isHighSurrogate(chars[p - 1])) {
                pairsBefore++;
            } else {
                column++;
            }
        }
    }

    private char at(int p) {
        return p < length ? chars[p] : 0;
    }

    /** ASCII letters only: the grammar's case folding covers nothing else (keywords fold the same way). */
    static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHex(char c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private static boolean isWordPart(char c) {
        return c < WORD_PARTS.length && WORD_PARTS[c];
    }

    /** {@code [A-Za-z0-9_]} by character: a word's every character is tested. */
    private static final boolean[] WORD_PARTS = wordParts();

    private static boolean[] wordParts() {
        boolean[] parts = new boolean[128];
        for (char c = 0; c < parts.length; c++) {
            parts[c] = isLetter(c) || isDigit(c) || c == '_';
        }
        return parts;
    }

    private static boolean isP(char c) {
        return c == 'p' || c == 'P';
    }

    private static boolean isT(char c) {
        return c == 't' || c == 'T';
    }

    private static boolean isSpace(char c) {
        return c == ' '
                || c == '\t'
                || c == '\r'
                || c == '\n'
                || c == '\f'
                || c == '\u000B'
                || c == '\u00A0'
                || c == '\uFEFF';
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
    public CharStream getInputStream() {
        if (stream == null) {
            stream = CharStreams.fromString(text);
        }
        return stream;
    }

    @Override
    public String getSourceName() {
        return IntStream.UNKNOWN_SOURCE_NAME;
    }

    @Override
    public void setTokenFactory(TokenFactory<?> factory) {
        this.factory = factory;
    }

    @Override
    public TokenFactory<?> getTokenFactory() {
        return factory;
    }
}
