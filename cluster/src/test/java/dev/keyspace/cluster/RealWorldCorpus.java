package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The schema files of real open-source projects in {@code shared/corpus/realworld}, which CI places beside the
 * checkout (looked up through every ancestor of the module directory). Missing or empty fails: a test over
 * them must not pass on nothing.
 */
final class RealWorldCorpus {

    private RealWorldCorpus() {}

    static List<Path> files() throws IOException {
        Path folder = folder();
        try (Stream<Path> files = Files.walk(folder)) {
            List<Path> cql =
                    files.filter(f -> f.toString().endsWith(".cql")).sorted().toList();
            assertThat(cql).as("the .cql files of " + folder).isNotEmpty();
            return cql;
        }
    }

    private static Path folder() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("corpus").resolve("realworld");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new AssertionError("shared/corpus/realworld is not beside the checkout (looked up from "
                + Path.of("").toAbsolutePath() + ")");
    }
}
