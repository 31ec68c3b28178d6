package dev.keyspace.cli.load;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Names the load tools accept for what the model names freely: lower-case words of letters, digits and underscores
 * (cassandra-stress folds operation names to lower case; NoSQLBench binds {@code {name}} by word characters), each
 * given once.
 */
final class LoadNames {

    private final Set<String> taken = new HashSet<>();

    LoadNames(String... reserved) {
        taken.addAll(Set.of(reserved));
    }

    /** {@code text} as a word, with {@code _2}, {@code _3}... when it is taken. */
    String unique(String text) {
        String word = word(text);
        String name = word;
        for (int n = 2; !taken.add(name); n++) {
            name = word + "_" + n;
        }
        return name;
    }

    /** {@code keyspace.table} as words joined by a dot, with {@code _2}... when it is taken. */
    String unique(String keyspace, String table) {
        String base = word(keyspace) + "." + word(table);
        String name = base;
        for (int n = 2; !taken.add(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }

    static String word(String text) {
        String word =
                text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]+", "_").replaceAll("^_+|_+$", "");
        if (word.isEmpty()) {
            return "x";
        }
        return Character.isDigit(word.charAt(0)) ? "x" + word : word;
    }
}
