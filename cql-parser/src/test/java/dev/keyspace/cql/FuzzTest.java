package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded mutations of real CQL (the shared corpus when present, and this module's own inputs): cut,
 * duplicated, swapped and corrupted pieces, random bytes, deep nesting. The reader must never throw, never
 * report an internal error, and give every error a line and column inside the text.
 */
class FuzzTest {

    private static final int CASES = 12_000;
    private static final long SEED = 20_251_121L;
    private static final String[] NOISE = {
        "(",
        ")",
        "<",
        ">",
        "'",
        "\"",
        "$$",
        ";",
        ",",
        "--",
        "/*",
        "*/",
        "{",
        "}",
        "[",
        "]",
        ":",
        "?",
        "-",
        ".",
        " CREATE ",
        " TABLE ",
        " PRIMARY KEY ",
        " WITH ",
        " AND ",
        " frozen<",
        " IF NOT EXISTS ",
        " USING 'sai' ",
        " BEGIN BATCH ",
        " APPLY BATCH ",
        "0x",
        "1e",
        "P1",
        "\u0000",
        "\uFFFF",
        "\uD83D\uDE00",
        "\n",
        "\t"
    };

    @Test
    void should_survive_twelve_thousand_seeded_mutations() throws IOException {
        List<String> chunks = chunks(inputs());
        Random random = new Random(SEED);
        CqlReader reader = new CqlReader();
        for (int i = 0; i < CASES; i++) {
            String original = window(chunks, random);
            String mutated = mutate(original, random);
            int lines = (int) mutated.chars().filter(c -> c == '\n').count() + 1;
            int caseNumber = i;
            assertThatCode(() -> {
                        CqlImport result = reader.read("fuzz.cql", mutated);
                        for (Diagnostic d : result.diagnostics()) {
                            assertThat(d.line()).isBetween(1, lines);
                            assertThat(d.column()).isPositive();
                            assertThat(d.message()).doesNotStartWith(CqlReader.INTERNAL_ERROR);
                        }
                    })
                    .as("case %d:%n%s", caseNumber, mutated)
                    .doesNotThrowAnyException();
        }
    }

    private static List<String> inputs() throws IOException {
        List<String> inputs = new ArrayList<>();
        inputs.add(RoundTripTest.EVERYTHING);
        try (InputStream in = FuzzTest.class.getResourceAsStream("/golden/hotel.cql")) {
            inputs.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        if (SharedFiles.find("corpus").isPresent()) {
            for (Path file : CorpusRoundTripTest.corpusFiles()) {
                inputs.add(Files.readString(file));
            }
        }
        return inputs;
    }

    /** Statement-sized pieces (text up to and including a semicolon), so each case stays small and fast. */
    private static List<String> chunks(List<String> inputs) {
        List<String> chunks = new ArrayList<>();
        for (String input : inputs) {
            int start = 0;
            for (int i = input.indexOf(';'); i >= 0; i = input.indexOf(';', i + 1)) {
                chunks.add(input.substring(start, i + 1));
                start = i + 1;
            }
        }
        return chunks;
    }

    private static String window(List<String> chunks, Random random) {
        int from = random.nextInt(chunks.size());
        int to = Math.min(chunks.size(), from + 1 + random.nextInt(4));
        return String.join("", chunks.subList(from, to));
    }

    private static String mutate(String text, Random random) {
        String result = text;
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            result = mutateOnce(result, random);
        }
        return result;
    }

    private static String mutateOnce(String text, Random random) {
        if (text.isEmpty()) {
            return NOISE[random.nextInt(NOISE.length)];
        }
        int a = random.nextInt(text.length());
        int b = Math.min(text.length(), a + 1 + random.nextInt(Math.min(40, text.length())));
        return switch (random.nextInt(8)) {
            case 0 -> text.substring(0, a); // cut
            case 1 -> text.substring(0, b) + text.substring(a); // duplicate a piece
            case 2 -> swap(text, random); // swap two pieces
            case 3 -> text.substring(0, a) + NOISE[random.nextInt(NOISE.length)] + text.substring(a); // corrupt
            case 4 -> text.substring(0, a) + randomBytes(random) + text.substring(b); // random bytes
            case 5 -> nest(text, a, random); // deep nesting
            case 6 -> text.substring(0, a) + text.substring(b); // delete a piece
            default -> text.substring(0, a) + Character.toString(random.nextInt(0x3000)) + text.substring(a);
        };
    }

    private static String swap(String text, Random random) {
        int a = random.nextInt(text.length());
        int b = random.nextInt(text.length());
        int from = Math.min(a, b);
        int to = Math.max(a, b);
        int mid = from + (to - from) / 2;
        return text.substring(0, from) + text.substring(mid, to) + text.substring(from, mid) + text.substring(to);
    }

    private static String randomBytes(Random random) {
        byte[] bytes = new byte[1 + random.nextInt(20)];
        random.nextBytes(bytes);
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }

    private static String nest(String text, int at, Random random) {
        String[][] pairs = {{"(", ")"}, {"frozen<", ">"}, {"[", "]"}, {"{", "}"}, {"- ", ""}, {"list<", ">"}};
        String[] pair = pairs[random.nextInt(pairs.length)];
        int depth = 50 + random.nextInt(3000);
        return text.substring(0, at) + pair[0].repeat(depth) + "1" + pair[1].repeat(depth) + text.substring(at);
    }
}
