package dev.keyspace.shared;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the shared test inputs ({@code shared/corpus}, {@code shared/bench}) that CI places beside the
 * checkout: {@code ../shared} from the repository root, looked up through every ancestor of the module
 * directory so that a checkout in a nested folder finds them too. The one lookup every module's tests use.
 */
public final class SharedFiles {

    private SharedFiles() {}

    /** The folder {@code shared/<relative>} (e.g. {@code "corpus/killrvideo"}), if it is beside the checkout. */
    public static Optional<Path> find(String relative) {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve(relative);
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Every {@code .cql} file below {@code shared/<relative>}, sorted; fails when there is none to test. */
    public static List<Path> cqlFiles(String relative) throws IOException {
        Path folder = find(relative)
                .orElseThrow(
                        () -> new AssertionError("shared/" + relative + " is not beside the checkout (looked up from "
                                + Path.of("").toAbsolutePath() + ")"));
        try (Stream<Path> files = Files.walk(folder)) {
            List<Path> cql =
                    files.filter(f -> f.toString().endsWith(".cql")).sorted().toList();
            if (cql.isEmpty()) {
                throw new AssertionError("no .cql file below " + folder);
            }
            return cql;
        }
    }
}
