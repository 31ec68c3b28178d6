package dev.keyspace.cql;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the shared test inputs ({@code shared/corpus}, {@code shared/bench}) that CI places beside the
 * checkout: {@code ../shared} from the repository root, looked up through every ancestor of the module
 * directory so that a checkout in a nested folder finds them too.
 */
final class SharedFiles {

    private SharedFiles() {}

    static Optional<Path> find(String folder) {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve(folder);
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
