package dev.keyspace.model.schema;

import java.util.Locale;
import java.util.Set;

/**
 * Which unquoted words Cassandra's type rule reads as the name of a user type or of its keyspace. Not quite the
 * reserved words: checked word by word against Cassandra's own grammar by cql-parser's {@code TypeNameWordsTest}.
 */
final class TypeNameWords {

    /** Quoted when printed (Cassandra's list of reserved words has them), yet names to Cassandra's grammar. */
    private static final Set<String> NAMES_THOUGH_RESERVED = Set.of("default", "mbean", "mbeans", "replace", "unset");

    /** Unreserved words that Cassandra's type rule does not take as a type's name: it reads them as selectors. */
    private static final Set<String> NOT_TYPE_NAMES =
            Set.of("cast", "count", "distinct", "json", "maxwritetime", "ttl", "writetime");

    private TypeNameWords() {}

    /** Whether {@code word}, unquoted and followed by a dot, names a keyspace. */
    static boolean namesKeyspace(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        return !ReservedKeywords.isReserved(lower) || NAMES_THOUGH_RESERVED.contains(lower);
    }

    /** Whether {@code word}, unquoted, names a user type (a native type's name never does). */
    static boolean namesType(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        return namesKeyspace(lower)
                && !NOT_TYPE_NAMES.contains(lower)
                && NativeType.fromCql(lower).isEmpty();
    }

    /** Whether a type named {@code word} must be quoted to read back as itself. */
    static boolean isSelectorWord(String word) {
        return NOT_TYPE_NAMES.contains(word.toLowerCase(Locale.ROOT));
    }
}
