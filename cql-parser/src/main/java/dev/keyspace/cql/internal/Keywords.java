package dev.keyspace.cql.internal;

import java.util.Locale;
import org.antlr.v4.runtime.Vocabulary;

/**
 * The grammar's keywords (its {@code K_} tokens), looked up by a slice of the text, ignoring ASCII case, without
 * copying the slice: the scanner asks once per word, and a lower-cased copy per word cost a third of its time.
 */
final class Keywords {

    static final int HASH_START = 0;

    private final char[][] words; // open addressing, lower case
    private final int[] types;
    private final int mask;
    private final int longest;
    private final boolean allLetters;

    private Keywords(char[][] words, int[] types) {
        this.words = words;
        this.types = types;
        this.mask = words.length - 1;
        int longestWord = 0;
        boolean letters = true;
        for (char[] word : words) {
            if (word != null) {
                longestWord = Math.max(longestWord, word.length);
                letters &= new String(word).chars().allMatch(c -> c >= 'a' && c <= 'z');
            }
        }
        this.longest = longestWord;
        this.allLetters = letters;
    }

    static Keywords of(Vocabulary vocabulary) {
        int size = Integer.highestOneBit(Math.max(16, vocabulary.getMaxTokenType() * 4));
        int mask = size - 1;
        char[][] words = new char[size][];
        int[] types = new int[size];
        for (int type = 1; type <= vocabulary.getMaxTokenType(); type++) {
            String symbol = vocabulary.getSymbolicName(type);
            String literal = vocabulary.getLiteralName(type);
            if (symbol != null && symbol.startsWith("K_") && literal != null) {
                String word = literal.substring(1, literal.length() - 1).toLowerCase(Locale.ROOT);
                int slot = slot(hash(word, 0, word.length()), mask);
                while (words[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                words[slot] = word.toCharArray();
                types[slot] = type;
            }
        }
        return new Keywords(words, types);
    }

    /** Whether a word of this length, of letters only or not, can be a keyword at all (no lookup needed if not). */
    boolean mayBe(int length, boolean lettersOnly) {
        return length <= longest && (lettersOnly || !allLetters);
    }

    /**
     * The keyword type of {@code text[start, end)}, or {@code otherwise} when it is no keyword; {@code hash} is the
     * slice's {@link #hash}, which the scanner works out while it finds where the word ends.
     */
    int typeOf(char[] text, int start, int end, int hash, int otherwise) {
        for (int slot = slot(hash, mask); words[slot] != null; slot = (slot + 1) & mask) {
            if (sameIgnoringCase(words[slot], text, start, end)) {
                return types[slot];
            }
        }
        return otherwise;
    }

    /** The hash of a slice ignoring ASCII case: {@link #hashStep} over its characters from {@link #HASH_START}. */
    static int hash(String text, int start, int end) {
        int hash = HASH_START;
        for (int i = start; i < end; i++) {
            hash = hashStep(hash, text.charAt(i));
        }
        return hash;
    }

    static int hashStep(int hash, char c) {
        return 31 * hash + CqlScanner.lower(c);
    }

    private static int slot(int hash, int mask) {
        return (hash ^ (hash >>> 16)) & mask;
    }

    private static boolean sameIgnoringCase(char[] word, char[] text, int start, int end) {
        if (word.length != end - start) {
            return false;
        }
        for (int i = 0; i < word.length; i++) {
            if (word[i] != CqlScanner.lower(text[start + i])) {
                return false;
            }
        }
        return true;
    }
}
