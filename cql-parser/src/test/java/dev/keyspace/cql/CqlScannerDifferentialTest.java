package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.grammar.CqlLexer;
import dev.keyspace.cql.internal.CqlScanner;
import dev.keyspace.shared.SharedFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.junit.jupiter.api.Test;

/**
 * The hand-written {@link CqlScanner} makes exactly the tokens the grammar's generated {@link CqlLexer} makes:
 * type, code point offsets, line, column and text, on every character, on generated token soups and on mutated
 * real schemas. The grammar stays the specification; this test is what lets the reader use the faster scanner.
 */
class CqlScannerDifferentialTest {

    private static final long SEED = Long.getLong("fuzz.seed", 20261124L);

    private static final String[] FRAGMENTS = {
        "a",
        "Z",
        "p",
        "P",
        "t",
        "T",
        "e",
        "E",
        "x",
        "X",
        "m",
        "M",
        "o",
        "s",
        "S",
        "u",
        "n",
        "y",
        "w",
        "d",
        "h",
        "_",
        "\u00B5",
        "\u039C",
        "\u03BC",
        "\u0130",
        "\u212A",
        "\u017F",
        "0",
        "1",
        "9",
        "12",
        "2020",
        "-",
        "--",
        "+",
        "=",
        "<",
        ">",
        "!",
        ".",
        ":",
        ";",
        ",",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "?",
        "*",
        "/",
        "%",
        "'",
        "''",
        "\"",
        "\"\"",
        "$",
        "$$",
        "/*",
        "*/",
        "//",
        "\n",
        "\r",
        "\r\n",
        " ",
        "\t",
        "\f",
        "\u000B",
        "\u00A0",
        "\uFEFF",
        "\u0000",
        "\uD83D\uDE00",
        "\uD83D",
        "\uDE00",
        "\uFFFF",
        "deadbeef",
        "dead",
        "beef",
        "cafe",
        "0x",
        "1e",
        "1E+",
        "1.",
        "1.5e-3",
        "1mo",
        "1ms",
        "1us",
        "1ns",
        "1\u00B5s",
        "P1Y2M",
        "PT1H",
        "p2020-01-01t00:00:00",
        "select",
        "SELECT",
        "Create",
        "table",
        "frozen",
        "map",
        "key",
        "is",
        "token",
        "writetime",
        "ident_1",
        "µs",
        "123e4567-e89b-12d3-a456-426614174000",
        "DEADBEEF-dead-BEEF-dead-beefdeadbeef",
        "cafe-1"
    };

    @Test
    void everyCharacterAloneAndBesideEachKindOfToken() {
        String[][] contexts = {{"", ""}, {"1", "s"}, {"a", "1"}, {"-", "1"}, {"'", "'"}, {"p1", ""}};
        for (int cp = 0; cp < 0x10000; cp++) {
            String c = Character.toString(cp);
            for (String[] context : contexts) {
                assertSameTokens(context[0] + c + context[1]);
            }
        }
        for (int cp = 0x10000; cp < 0x10400; cp++) {
            assertSameTokens("a" + Character.toString(cp) + "1");
        }
    }

    @Test
    void generatedTokenSoups() {
        Random random = new Random(SEED);
        Set<Integer> seen = new HashSet<>();
        int cases = Integer.getInteger("fuzz.cases", 10_000);
        for (int i = 0; i < cases; i++) {
            StringBuilder soup = new StringBuilder();
            for (int n = 1 + random.nextInt(30); n > 0; n--) {
                String fragment = FRAGMENTS[random.nextInt(FRAGMENTS.length)];
                soup.append(random.nextBoolean() ? fragment : fragment.toUpperCase(Locale.ROOT));
                if (random.nextInt(3) == 0) {
                    soup.append(' ');
                }
            }
            seen.addAll(assertSameTokens(soup.toString()));
        }
        seen.addAll(assertSameTokens(String.join(" ", keywords())));
        Set<Integer> every = new HashSet<>();
        for (int type = 1; type <= CqlLexer.VOCABULARY.getMaxTokenType(); type++) {
            every.add(type);
        }
        every.removeAll(Set.of(CqlLexer.LINE_COMMENT, CqlLexer.BLOCK_COMMENT, CqlLexer.WS)); // skipped: no token
        assertThat(seen)
                .as("every token type of the grammar is produced and compared at least once")
                .containsAll(every);
    }

    @Test
    void realSchemasWholeAndMutated() throws IOException {
        List<String> files = new ArrayList<>();
        for (String folder : List.of("corpus", "bench")) {
            SharedFiles.find(folder).ifPresent(dir -> files.addAll(cqlFiles(dir)));
        }
        assertThat(files).as("the shared corpus is present").isNotEmpty();
        files.forEach(CqlScannerDifferentialTest::assertSameTokens);
        List<String> chunks = Mutations.chunks(files);
        Random random = new Random(SEED);
        for (int i = 0; i < 5_000; i++) {
            assertSameTokens(Mutations.next(chunks, random));
        }
    }

    private static List<String> cqlFiles(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            return paths.filter(p -> p.toString().endsWith(".cql"))
                    .sorted()
                    .map(CqlScannerDifferentialTest::read)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> keywords() {
        List<String> words = new ArrayList<>();
        for (int type = 1; type <= CqlLexer.VOCABULARY.getMaxTokenType(); type++) {
            String literal = CqlLexer.VOCABULARY.getLiteralName(type);
            if (literal != null && Character.isLetter(literal.charAt(1))) {
                words.add(literal.substring(1, literal.length() - 1));
            }
        }
        return words;
    }

    /** Compares both token lists and returns the token types seen. */
    private static Set<Integer> assertSameTokens(String text) {
        CqlLexer lexer = new CqlLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        List<String> expected = describe(lexer);
        List<String> actual = describe(new CqlScanner(text));
        assertThat(actual).as("tokens of %s", escape(text)).isEqualTo(expected);
        Set<Integer> types = new HashSet<>();
        for (String token : expected) {
            types.add(Integer.parseInt(token.substring(0, token.indexOf(' '))));
        }
        return types;
    }

    private static List<String> describe(TokenSource source) {
        List<String> tokens = new ArrayList<>();
        while (true) {
            Token token = source.nextToken();
            tokens.add(token.getType() + " " + token.getStartIndex() + ".." + token.getStopIndex() + " @"
                    + token.getLine() + ":" + token.getCharPositionInLine() + " " + escape(token.getText()));
            if (token.getType() == Token.EOF) {
                return tokens;
            }
        }
    }

    private static String escape(String text) {
        StringBuilder escaped = new StringBuilder();
        text.chars().forEach(c -> {
            if (c < 0x20 || c > 0x7E) {
                escaped.append(String.format("\\u%04X", c));
            } else {
                escaped.append((char) c);
            }
        });
        return escaped.toString();
    }
}
