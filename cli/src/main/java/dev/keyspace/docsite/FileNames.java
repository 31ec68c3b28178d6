package dev.keyspace.docsite;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The file name of each element's page, safe on any file system: lower-case ASCII letters, digits, '.', '-' and
 * '_' only, never a name Windows reserves, and unique when folded to lower case, so two names that differ only in
 * case (quoted CQL names) get two files even where the file system ignores case. A name is given once; asking
 * again for the same kind and name returns the same file.
 */
final class FileNames {

    private static final int MAX_STEM = 60;
    private static final Set<String> RESERVED = Set.of(
            "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9", "lpt1",
            "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9");

    private final String extension;
    private final Map<String, String> given = new HashMap<>();
    private final Set<String> taken = new HashSet<>();

    /** Names ending in {@code extension} (".html"), unique among the names this instance gives. */
    FileNames(String extension) {
        this.extension = Objects.requireNonNull(extension, "extension");
    }

    /** The file for {@code name}, given before or made now. */
    String of(String name) {
        String known = given.get(name);
        if (known != null) {
            return known;
        }
        String stem = stem(name);
        String file = stem + extension;
        for (int n = 2; taken.contains(file); n++) {
            file = stem + "-" + n + extension;
        }
        taken.add(file);
        given.put(name, file);
        return file;
    }

    /** {@code name} in safe characters: accents dropped, anything else an underscore, at most 60 characters. */
    static String stem(String name) {
        String plain = Normalizer.normalize(name, Normalizer.Form.NFKD).toLowerCase(Locale.ROOT);
        StringBuilder stem = new StringBuilder();
        for (int i = 0; i < plain.length() && stem.length() < MAX_STEM; i++) {
            char c = plain.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_') {
                stem.append(c);
            } else if (c == '.' && stem.length() > 0) {
                stem.append(c);
            } else if (Character.getType(c) != Character.NON_SPACING_MARK) {
                stem.append('_');
            }
        }
        while (stem.length() > 0 && stem.charAt(stem.length() - 1) == '.') {
            stem.setLength(stem.length() - 1); // Windows drops a trailing dot
        }
        String result = stem.isEmpty() ? "_" : stem.toString();
        String device = result.contains(".") ? result.substring(0, result.indexOf('.')) : result;
        return RESERVED.contains(device) ? "_" + result : result;
    }
}
