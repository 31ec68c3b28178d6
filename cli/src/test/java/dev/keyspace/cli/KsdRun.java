package dev.keyspace.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs {@code ksd} in-process through {@link KsdCommandLine} and keeps what it printed, for tests. */
public final class KsdRun {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs {@code ksd args...}; the output of the previous run is forgotten. */
    public int run(String... args) {
        out.reset();
        err.reset();
        return KsdCommandLine.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    public String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    public String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
