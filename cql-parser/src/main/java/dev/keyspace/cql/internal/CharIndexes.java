package dev.keyspace.cql.internal;

/**
 * Converts the lexer's offsets, which count code points, into indexes of the Java string, which count UTF-16
 * chars: the two differ after every character outside the Basic Multilingual Plane (an emoji), and cutting the
 * string with code-point offsets would shift every later statement by one char per such character.
 */
public final class CharIndexes {

    private final int[] charIndexOfCodePoint; // null when the text has no surrogate pair: the offsets are equal
    private final int length;

    private CharIndexes(int[] charIndexOfCodePoint, int length) {
        this.charIndexOfCodePoint = charIndexOfCodePoint;
        this.length = length;
    }

    public static CharIndexes of(String text) {
        int codePoints = text.codePointCount(0, text.length());
        if (codePoints == text.length()) {
            return new CharIndexes(null, text.length());
        }
        int[] indexes = new int[codePoints + 1];
        int charIndex = 0;
        for (int i = 0; i < codePoints; i++) {
            indexes[i] = charIndex;
            charIndex += Character.charCount(text.codePointAt(charIndex));
        }
        indexes[codePoints] = text.length();
        return new CharIndexes(indexes, text.length());
    }

    /** The string index where the code point at {@code codePointOffset} starts (the length, just past the end). */
    public int charIndex(int codePointOffset) {
        if (charIndexOfCodePoint == null) {
            return Math.min(codePointOffset, length);
        }
        return charIndexOfCodePoint[Math.min(codePointOffset, charIndexOfCodePoint.length - 1)];
    }
}
