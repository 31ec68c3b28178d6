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
        int rank = rank(new Query(query), new Name(name));
        return rank < 0 ? OptionalInt.empty() : OptionalInt.of(rank);
    }

    /** A search text prepared once for matching against many names (a keystroke searches every name). */
    public static final class Query {
        private final String wanted;
        private final String parts;

        public Query(String query) {
            this.wanted = query.strip().toLowerCase(Locale.ROOT);
            this.parts = queryParts(query.strip());
        }

        public boolean isBlank() {
            return wanted.isEmpty();
        }

        /** The search text stripped and lower-cased. */
        public String wanted() {
            return wanted;
        }

        /**
         * Whether this query can match only names {@code earlier} matched: it extends both the text and the letters
         * it matches words with (typing on). Each way of matching keeps fewer names as its text grows: a name that
         * contains or starts with the longer text contains or starts with its start, and word prefixes that spell
         * the longer letters spell their start (the last prefix shortened, or its word skipped).
         */
        public boolean narrows(Query earlier) {
            return !earlier.isBlank() && wanted.startsWith(earlier.wanted) && parts.startsWith(earlier.parts);
        }
    }

    /** A name prepared once (lower-cased, split into words) for matching against many search texts. */
    public static final class Name {
        private final String lower;
        private final List<String> words;

        public Name(String name) {
            this.lower = name.toLowerCase(Locale.ROOT);
            this.words = List.copyOf(words(name));
        }
    }

    /** The rank of {@code name} for {@code query}, or -1 when it does not match. */
    public static int rank(Query query, Name name) {
        if (query.wanted.isEmpty()) {
            return -1;
        }
        if (name.lower.equals(query.wanted)) {
            return EXACT;
        }
        if (name.lower.startsWith(query.wanted)) {
            return PREFIX;
        }
        if (matchesWordPrefixes(query.parts, name.words, 0, 0)) {
            return WORD_PREFIXES;
        }
        return name.lower.contains(query.wanted) ? SUBSTRING : -1;
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
