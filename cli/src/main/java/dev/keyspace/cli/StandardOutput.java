package dev.keyspace.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** ksd's standard output as the writer commands print text on, keeping the stream under it for bytes (a PNG). */
final class StandardOutput extends PrintWriter {

    private final PrintStream stream;

    StandardOutput(PrintStream stream) {
        super(stream, true, StandardCharsets.UTF_8);
        this.stream = stream;
    }

    /** Writes bytes after whatever text was printed before them. */
    void writeBytes(dev.keyspace.model.io.AtomicFiles.Content content) throws java.io.IOException {
        flush();
        content.writeTo(stream);
        stream.flush();
    }
}
