package dev.keyspace.cql;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded mutations of real CQL for the readers' fuzz tests: cut, duplicated, swapped and corrupted pieces, random
 * bytes, characters outside the Basic Multilingual Plane, deep nesting and long operator chains.
 */
final class Mutations {

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
        "\t",
        " + 1",
        ".f",
        "[1]",
        "\uD83D\uDE00\uD83D\uDE00 ",
        "\"\"",
        " MASKED WITH mask_inner(1, 2) "
    };

    private Mutations() {}

    /** Statement-sized pieces (text up to and including a semicolon), so each case stays small and fast. */
    static List<String> chunks(List<String> inputs) {
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

    /** One to four consecutive chunks, mutated one to three times. */
    static String next(List<String> chunks, Random random) {
        return mutate(window(chunks, random), random);
    }

    static String window(List<String> chunks, Random random) {
        int from = random.nextInt(chunks.size());
        int to = Math.min(chunks.size(), from + 1 + random.nextInt(4));
        return String.join("", chunks.subList(from, to));
    }

    static String mutate(String text, Random random) {
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
        String[][] pairs = {
            {"(", ")"},
            {"frozen<", ">"},
            {"[", "]"},
            {"{", "}"},
            {"- ", ""},
            {"list<", ">"},
            {"", " + 1"},
            {"", ".f"},
            {"", "[1]"},
            {"abs(", ")"}
        };
        String[] pair = pairs[random.nextInt(pairs.length)];
        int depth = 50 + random.nextInt(3000);
        return text.substring(0, at) + pair[0].repeat(depth) + "1" + pair[1].repeat(depth) + text.substring(at);
    }
}
