package dev.keyspace.app.designer.find;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * How well a search text matches a name, case-insensitively: the whole name, its start, the starts of its words in
 * order (so {@code hbp} and {@code hotByPoi} find {@code hotels_by_poi}, and {@code AvRo} finds {@code
 * AvailableRoom}), or anywhere inside it. Words break at underscores, dots, spaces, slashes, digits and lower-to-upper
 * case changes. A lower rank is a better match.
 */
public final class NameMatch {

    static final int EXACT = 0;
    static final int PREFIX = 1;
    static final int WORD_PREFIXES = 2;
    static final int SUBSTRING = 3;

    private NameMatch() {}

    public static OptionalInt rank(String query, String name) {
        String wanted = query.strip().toLowerCase(Locale.ROOT);
        if (wanted.isEmpty()) {
            return OptionalInt.empty();
        }
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.equals(wanted)) {
            return OptionalInt.of(EXACT);
        }
        if (lower.startsWith(wanted)) {
            return OptionalInt.of(PREFIX);
        }
        if (matchesWordPrefixes(queryParts(query.strip()), words(name), 0, 0)) {
            return OptionalInt.of(WORD_PREFIXES);
        }
        return lower.contains(wanted) ? OptionalInt.of(SUBSTRING) : OptionalInt.empty();
    }

    /** The query without separators, matched letter by letter, so {@code hbp}, {@code hot_by} and {@code hotByPoi} work. */
    private static String queryParts(String query) {
        return query.replaceAll("[_.\\s/]+", "").toLowerCase(Locale.ROOT);
    }

    /**
     * True when {@code query[from..]} is a concatenation of non-empty prefixes of words from {@code words[word..]},
     * in order; words may be skipped, as {@code NE} finds {@code NullPointerException} in an IDE.
     */
    private static boolean matchesWordPrefixes(String query, List<String> words, int from, int word) {
        if (from == query.length()) {
            return true;
        }
        for (int w = word; w < words.size(); w++) {
            String candidate = words.get(w);
            int common = 0;
            while (common < candidate.length()
                    && from + common < query.length()
                    && candidate.charAt(common) == query.charAt(from + common)) {
                common++;
            }
            for (int taken = common; taken >= 1; taken--) {
                if (matchesWordPrefixes(query, words, from + taken, w + 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The name's words, lower-cased: {@code hotels_by_poi} and {@code HotelsByPoi} both give hotels, by, poi. */
    static List<String> words(String name) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean separator = c == '_' || c == '.' || c == '/' || c == ':' || c == '"' || Character.isWhitespace(c);
            boolean startsWord = i > 0
                    && ((Character.isUpperCase(c) && Character.isLowerCase(name.charAt(i - 1)))
                            || (Character.isDigit(c) != Character.isDigit(name.charAt(i - 1))));
            if (separator || startsWord) {
                if (word.length() > 0) {
                    words.add(word.toString().toLowerCase(Locale.ROOT));
                    word.setLength(0);
                }
                if (separator) {
                    continue;
                }
            }
            word.append(c);
        }
        if (word.length() > 0) {
            words.add(word.toString().toLowerCase(Locale.ROOT));
        }
        return words;
    }
}
