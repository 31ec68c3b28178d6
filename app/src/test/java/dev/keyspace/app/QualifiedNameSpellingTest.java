package dev.keyspace.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md: a name of two or three identifiers ({@code keyspace.table}, {@code keyspace.table.column},
 * {@code [keyspace.]name}) is spelt only by {@code Identifier.qualified}, so that every statement, message and element
 * path quotes its parts alike. The compiled code cannot show a string concatenation, so the sources are read.
 */
class QualifiedNameSpellingTest {

    /** Identifiers joined by hand: {@code a.asCql() + "." + b.asCql()}, or a qualified name extended by one. */
    private static final Pattern BY_HAND =
            Pattern.compile("\\.asCql\\(\\)\\s*\\+\\s*\"\\.\"\\s*\\+\\s*[\\w.()]+\\.asCql\\(\\)"
                    + "|qualifiedName\\(\\)\\s*\\+\\s*\"\\.\""
                    + "|\\.asCql\\(\\)\\s*\\+\\s*\"\\.\"\\)\\.orElse\\(\"\"\\)\\s*\\+\\s*[\\w.()]+\\.asCql\\(\\)");

    private static final Path HOME = Path.of("model-core/src/main/java/dev/keyspace/model/schema/Identifier.java");

    @Test
    void only_identifier_spells_a_qualified_name() throws IOException {
        Path root = Path.of("").toAbsolutePath().getParent();
        List<String> found = new ArrayList<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path sources : modules.map(m -> m.resolve("src/main/java"))
                    .filter(Files::isDirectory)
                    .toList()) {
                try (Stream<Path> files = Files.walk(sources)) {
                    files.filter(f -> f.toString().endsWith(".java"))
                            .filter(f -> !root.relativize(f).equals(HOME))
                            .forEach(f -> found.addAll(byHand(root, f)));
                }
            }
        }
        assertThat(root.resolve(HOME)).exists();
        assertThat(found)
                .as("qualified names spelt by hand; use Identifier.qualified")
                .isEmpty();
    }

    @Test
    void the_pattern_finds_each_form_it_forbids() {
        assertThat(BY_HAND.matcher("return keyspace.name().asCql() + \".\" + table.name().asCql();")
                        .find())
                .isTrue();
        assertThat(BY_HAND.matcher("ref.qualifiedName() + \".\" + column.name().asCql()")
                        .find())
                .isTrue();
        assertThat(BY_HAND.matcher("ks.map(k -> k.asCql() + \".\").orElse(\"\")\n        + name.asCql()")
                        .find())
                .isTrue();
        assertThat(BY_HAND.matcher("Identifier.qualified(keyspace.name(), table.name())")
                        .find())
                .isFalse();
    }

    private static List<String> byHand(Path root, Path file) {
        try {
            String text = Files.readString(file);
            List<String> hits = new ArrayList<>();
            Matcher matcher = BY_HAND.matcher(text);
            while (matcher.find()) {
                int line = (int) text.substring(0, matcher.start())
                                .chars()
                                .filter(c -> c == '\n')
                                .count()
                        + 1;
                hits.add(root.relativize(file) + ":" + line + ": " + matcher.group());
            }
            return hits;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
