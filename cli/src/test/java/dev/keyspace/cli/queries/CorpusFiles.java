package dev.keyspace.cli.queries;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The shared corpus CI places beside the checkout ({@code ../shared/corpus}), looked up through every
 * ancestor of the module directory, as the cql-parser corpus tests do.
 */
public final class CorpusFiles {

    private CorpusFiles() {}

    public static Optional<Path> killrvideo() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("corpus").resolve("killrvideo");
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
