package dev.keyspace.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Java names for CQL names and query descriptions: {@code hotels_by_poi} is {@code HotelsByPoi}. */
final class JavaNames {

    private static final Set<String> KEYWORDS = Set.of(
            "abstract",
            "assert",
            "boolean",
            "break",
            "byte",
            "case",
            "catch",
            "char",
            "class",
            "const",
            "continue",
            "default",
            "do",
            "double",
            "else",
            "enum",
            "extends",
            "final",
            "finally",
            "float",
            "for",
            "goto",
            "if",
            "implements",
            "import",
            "instanceof",
            "int",
            "interface",
            "long",
            "native",
            "new",
            "package",
            "private",
            "protected",
            "public",
            "return",
            "short",
            "static",
            "strictfp",
            "super",
            "switch",
            "synchronized",
            "this",
            "throw",
            "throws",
            "transient",
            "try",
            "void",
            "volatile",
            "while",
            "true",
            "false",
            "null",
            "var",
            "record",
            "yield",
            "sealed",
            "permits",
            "session",
            "row",
            "batch");

    private JavaNames() {}

    /** {@code HotelsByPoi} for {@code hotels_by_poi}, {@code "Find hotels"}, {@code MixedCase}. */
    static String type(String text) {
        StringBuilder name = new StringBuilder();
        for (String word : words(text)) {
            name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        if (name.length() == 0 || !Character.isJavaIdentifierStart(name.charAt(0))) {
            name.insert(0, 'T');
        }
        return name.toString();
    }

    /** {@code hotelsByPoi}; a Java keyword, or a name the generated code uses itself, gets {@code Value}. */
    static String member(String text) {
        String type = type(text);
        String name = Character.toLowerCase(type.charAt(0)) + type.substring(1);
        return KEYWORDS.contains(name) ? name + "Value" : name;
    }

    /** The words of a name: split at non-letters and digits, and where a lower-case letter meets an upper-case one. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean boundary = Character.isUpperCase(c) && i > 0 && Character.isLowerCase(text.charAt(i - 1));
            if (!Character.isLetterOrDigit(c) || c > 127 || boundary) {
                flush(words, word);
            }
            if (Character.isLetterOrDigit(c) && c <= 127) {
                word.append(c);
            }
        }
        flush(words, word);
        return words.stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
    }

    private static void flush(List<String> words, StringBuilder word) {
        if (word.length() > 0) {
            words.add(word.toString());
            word.setLength(0);
        }
    }
}
