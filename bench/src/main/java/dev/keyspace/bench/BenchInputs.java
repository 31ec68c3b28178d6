package dev.keyspace.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Finds the benchmark inputs in ../shared/bench beside the checkout, whether the benchmark runs from the
 * repository root or from the bench module; {@code -Dbench.schema=PATH} points elsewhere.
 */
final class BenchInputs {

    private BenchInputs() {}

    static String schema2000() {
        return read(locate("schema-2000.cql"));
    }

    static Path locate(String name) {
        String override = System.getProperty("bench.schema");
        if (override != null) {
            return Path.of(override);
        }
        for (String prefix : List.of("../shared/bench/", "../../shared/bench/", "../../../shared/bench/")) {
            Path candidate = Path.of(prefix + name);
            if (Files.isRegularFile(candidate)) {
                return candidate.toAbsolutePath().normalize();
            }
        }
        throw new IllegalStateException("Benchmark input " + name + " not found in ../shared/bench beside the"
                + " checkout (working directory " + Path.of("").toAbsolutePath() + "); pass -Dbench.schema=PATH");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
