package dev.keyspace.docsite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A page's file name is safe for any name a user may give (quoted CQL names with spaces, slashes, unicode, names
 * that differ only in case): only a-z, 0-9, '.', '-' and '_', no device name of Windows, unique even on a file
 * system that ignores case, and the same each time the same name is asked for.
 */
class FileNamesTest {

    private static final String SAFE = "[a-z0-9_-][a-z0-9._-]*\\.html";
    private static final Set<String> RESERVED = Set.of("con", "prn", "aux", "nul", "com1", "lpt1");
    private static final String ALPHABET = "aAbBzZ09 ./\\:*?\"<>|%#&'`~é ü ß İ ı ホテル 🏨\t\n\u0000.._-";

    @Test
    void every_generated_name_gets_a_safe_unique_file() {
        Random random = new Random(37);
        List<String> names = new ArrayList<>(List.of(
                "",
                ".",
                "..",
                "../../etc/passwd",
                "a/b",
                "con",
                "CON.txt",
                "nul",
                "Hotels",
                "hotels",
                "HOTELS",
                "hotels-2",
                "Hotel Rooms",
                "<script>",
                "hôtel",
                "hotel",
                "ホテル",
                "ホテル2"));
        for (int i = 0; i < 2_000; i++) {
            StringBuilder name = new StringBuilder();
            int length = 1 + random.nextInt(80);
            for (int j = 0; j < length; j++) {
                name.appendCodePoint(ALPHABET.codePointAt(
                        ALPHABET.offsetByCodePoints(0, random.nextInt(ALPHABET.codePointCount(0, ALPHABET.length())))));
            }
            names.add(name.toString());
        }
        FileNames files = new FileNames(".html");
        Map<String, String> owners = new HashMap<>();
        List<String> unsafe = new ArrayList<>();
        for (String name : names) {
            String file = files.of(name);
            String device = file.contains(".") ? file.substring(0, file.indexOf('.')) : file;
            String owner = owners.putIfAbsent(file.toLowerCase(Locale.ROOT), name);
            if (!file.matches(SAFE)
                    || file.length() > 80
                    || RESERVED.contains(device)
                    || !files.of(name).equals(file)
                    || (owner != null && !owner.equals(name))) {
                unsafe.add(name + " -> " + file);
            }
        }
        assertThat(unsafe).isEmpty();
        assertThat(owners).hasSize(new HashSet<>(names).size());
    }

    @Test
    void names_that_differ_only_in_case_get_two_files() {
        FileNames files = new FileNames(".html");

        assertThat(files.of("Hotels")).isEqualTo("hotels.html");
        assertThat(files.of("hotels")).isEqualTo("hotels-2.html");
        assertThat(files.of("hôtel/rooms")).isEqualTo("hotel_rooms.html");
    }
}
