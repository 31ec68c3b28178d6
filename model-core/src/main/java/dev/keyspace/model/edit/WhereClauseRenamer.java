package dev.keyspace.model.edit;

import dev.keyspace.model.schema.Identifier;
import java.util.Locale;

/**
 * Renames a column inside a materialized view's WHERE clause, which the model keeps as CQL text. Only
 * identifiers are touched: string literals, numbers and other names stay exactly as written.
 */
final class WhereClauseRenamer {

    private WhereClauseRenamer() {}

    static String rename(String where, Identifier from, Identifier to) {
        StringBuilder out = new StringBuilder(where.length());
        int i = 0;
        while (i < where.length()) {
            char c = where.charAt(i);
            if (c == '\'' || c == '"') {
                int end = closingQuote(where, i, c);
                String token = where.substring(i, end);
                boolean renamed = c == '"' && Identifier.fromCql(token).equals(from);
                out.append(renamed ? to.asCql() : token);
                i = end;
            } else if (Character.isLetter(c) && !followsNumber(where, i)) {
                int end = i;
                while (end < where.length() && isWordPart(where.charAt(end))) {
                    end++;
                }
                String word = where.substring(i, end);
                out.append(word.toLowerCase(Locale.ROOT).equals(from.internal()) ? to.asCql() : word);
                i = end;
            } else if (isWordPart(c)) {
                int end = i;
                while (end < where.length() && (isWordPart(where.charAt(end)) || where.charAt(end) == '-')) {
                    end++;
                }
                out.append(where, i, end);
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** The index just past the quote that closes the one at {@code start}; a doubled quote is an escape. */
    private static int closingQuote(String text, int start, char quote) {
        int i = start + 1;
        while (i < text.length()) {
            if (text.charAt(i) == quote) {
                if (i + 1 < text.length() && text.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return text.length();
    }

    private static boolean followsNumber(String text, int i) {
        return i > 0 && (Character.isDigit(text.charAt(i - 1)) || text.charAt(i - 1) == '-');
    }

    private static boolean isWordPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
