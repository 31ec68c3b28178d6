package dev.keyspace.app.designer.find;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A keystroke that types on searches only what the last one matched: on generated names (words joined by
 * underscores, camel case and digits) and generated typing (letters, separators, case changes, backspaces, pastes),
 * every search gives exactly the hits a search of every entry gives.
 */
class NarrowingSearchTest {

    private static final long SEED = Long.getLong("narrowing.seed", 20_261_130L);
    private static final List<String> WORDS =
            List.of("hotel", "room", "by", "poi", "date", "guest", "rate", "r", "a", "avail", "id", "x2", "07");

    @Test
    void typing_on_finds_what_a_full_search_finds() {
        Random random = new Random(SEED);
        List<String> names = new ArrayList<>();
        StringBuilder cql = new StringBuilder(
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
        for (int t = 0; t < 60; t++) {
            String table = name(random) + "_t" + t;
            names.add(table);
            cql.append("CREATE TABLE ks.\"").append(table).append("\" (k int PRIMARY KEY");
            for (int c = 0; c < 4; c++) {
                String column = name(random) + "_c" + c;
                names.add(column);
                cql.append(", \"").append(column).append("\" text");
            }
            cql.append(");\n");
        }
        CqlImport read = new CqlReader().read("names.cql", cql.toString());
        assertThat(read.errors()).isEmpty();
        SearchIndex typed = SearchIndex.of(read.project(), List.of());
        SearchIndex full = SearchIndex.of(read.project(), List.of());

        int narrowedSteps = 0;
        for (int session = 0; session < 300; session++) {
            String target = names.get(random.nextInt(names.size()));
            String text = "";
            for (int step = 0; step < 12; step++) {
                String next = nextText(random, text, target);
                narrowedSteps += next.startsWith(text) && !text.isBlank() ? 1 : 0;
                text = next;
                // a search for a text nothing starts with makes the next one search every entry
                full.search("\u0001", 1);
                assertThat(typed.search(text, 20))
                        .as("seed %d, '%s'", SEED, text)
                        .isEqualTo(full.search(text, 20));
            }
        }
        assertThat(narrowedSteps).as("searches that typed on").isGreaterThan(1_000);
    }

    /** Two to four words, joined by an underscore or in camel case (quoted in the CQL, so the case is kept). */
    private static String name(Random random) {
        StringBuilder name = new StringBuilder();
        int words = 2 + random.nextInt(3);
        boolean camel = random.nextBoolean();
        for (int w = 0; w < words; w++) {
            String word = WORDS.get(random.nextInt(WORDS.size()));
            if (w > 0 && !camel) {
                name.append('_');
            }
            name.append(camel && w > 0 ? word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1) : word);
        }
        return name.toString();
    }

    /** Mostly the next letter of the name sought (in any case), sometimes a separator, a stray letter, a backspace. */
    private static String nextText(Random random, String text, String target) {
        int choice = random.nextInt(10);
        if (choice == 0 && !text.isEmpty()) {
            return text.substring(0, text.length() - 1);
        }
        if (choice == 1) {
            return text + "_ .".charAt(random.nextInt(3));
        }
        if (choice == 2) {
            return text + (char) ('a' + random.nextInt(26));
        }
        if (choice == 3) {
            return target.substring(0, random.nextInt(target.length() + 1));
        }
        String lower = text.toLowerCase(Locale.ROOT).replaceAll("[_ .]", "");
        String letters = target.toLowerCase(Locale.ROOT).replace("_", "");
        char next = lower.length() < letters.length() && letters.startsWith(lower)
                ? letters.charAt(lower.length())
                : target.charAt(random.nextInt(target.length()));
        return text + (random.nextBoolean() ? Character.toUpperCase(next) : next);
    }
}
