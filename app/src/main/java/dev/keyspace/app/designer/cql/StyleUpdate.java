package dev.keyspace.app.designer.cql;

import java.util.Collection;
import org.fxmisc.richtext.model.StyleSpan;
import org.fxmisc.richtext.model.StyleSpans;

/**
 * Restyles only the part of a text whose characters or styles changed since the last styling: on a large
 * schema, an edit that touches one table restyles that table's lines, not the whole text. The range is found
 * by comparing text and styles from both ends, which needs no knowledge of the lexer.
 */
final class StyleUpdate {

    /** The characters {@code [from, to)} of the new text to restyle; empty when {@code from == to}. */
    record Range(int from, int to) {
        boolean isEmpty() {
            return from >= to;
        }
    }

    private String styledText;
    private StyleSpans<Collection<String>> styled;

    /** The range to restyle for the new text and its styles, which are remembered for the next call. */
    Range next(String text, StyleSpans<Collection<String>> spans) {
        String oldText = styledText;
        StyleSpans<Collection<String>> oldSpans = styled;
        styledText = text;
        styled = spans;
        if (oldText == null) {
            return new Range(0, text.length());
        }
        int limit = Math.min(oldText.length(), text.length());
        int head = Math.min(TextEnds.commonPrefix(oldText, text, limit), sameStylesFromStart(oldSpans, spans));
        int tail = Math.min(
                TextEnds.commonSuffix(oldText, text, limit - head), sameStylesFromEnd(oldSpans, spans, limit - head));
        return new Range(head, text.length() - tail);
    }

    /** Forgets the last styling: the next call restyles everything. */
    void reset() {
        styledText = null;
        styled = null;
    }

    private static int sameStylesFromStart(StyleSpans<Collection<String>> a, StyleSpans<Collection<String>> b) {
        return sameStyles(a, b, Integer.MAX_VALUE, false);
    }

    private static int sameStylesFromEnd(
            StyleSpans<Collection<String>> a, StyleSpans<Collection<String>> b, int limit) {
        return sameStyles(a, b, limit, true);
    }

    /**
     * How many characters (at most {@code limit}) have the same style in both, counted from the start or
     * from the end: both span lists are walked side by side, a step being the shorter of the current spans.
     */
    private static int sameStyles(
            StyleSpans<Collection<String>> a, StyleSpans<Collection<String>> b, int limit, boolean fromEnd) {
        int i = 0;
        int j = 0;
        int leftA = length(a, 0, fromEnd);
        int leftB = length(b, 0, fromEnd);
        int position = 0;
        while (i < a.getSpanCount() && j < b.getSpanCount() && position < limit) {
            if (leftA == 0) {
                leftA = length(a, ++i, fromEnd);
            } else if (leftB == 0) {
                leftB = length(b, ++j, fromEnd);
            } else if (!style(a, i, fromEnd).equals(style(b, j, fromEnd))) {
                return position;
            } else {
                int step = Math.min(leftA, leftB);
                position += step;
                leftA -= step;
                leftB -= step;
            }
        }
        return Math.min(position, limit);
    }

    private static int length(StyleSpans<Collection<String>> spans, int step, boolean fromEnd) {
        return step < spans.getSpanCount() ? span(spans, step, fromEnd).getLength() : 0;
    }

    private static Collection<String> style(StyleSpans<Collection<String>> spans, int step, boolean fromEnd) {
        return span(spans, step, fromEnd).getStyle();
    }

    private static StyleSpan<Collection<String>> span(StyleSpans<Collection<String>> spans, int step, boolean fromEnd) {
        return spans.getStyleSpan(fromEnd ? spans.getSpanCount() - 1 - step : step);
    }
}
