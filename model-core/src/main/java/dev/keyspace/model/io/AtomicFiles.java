package dev.keyspace.model.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Writes any output file (exported CQL, images) the way projects are saved: through a temporary file
 * forced to disk and renamed over the target, so a failure or a crash never leaves half a file.
 */
public final class AtomicFiles {

    private AtomicFiles() {}

    /** Replaces {@code target} with {@code content}, keeping no backup of what was there. */
    public static void write(Path target, byte[] content) throws IOException {
        AtomicFileWriter.withoutBackup().write(target, content);
    }

    /** Content written as it is made (a large image), so that it never has to be all in memory at once. */
    @FunctionalInterface
    public interface Content {
        void writeTo(java.io.OutputStream out) throws IOException;
    }

    /** Replaces {@code target} with what {@code content} writes, as atomically as {@link #write(Path, byte[])}. */
    public static void write(Path target, Content content) throws IOException {
        AtomicFileWriter.withoutBackup().write(target, content);
    }

    public static void writeString(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }
}
