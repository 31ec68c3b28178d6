package dev.keyspace.app.export;

import dev.keyspace.model.io.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes an exported image: creates its folder when needed, then replaces the file atomically. */
final class ExportFiles {

    private ExportFiles() {}

    /** The file written while it is drawn. */
    static void write(Path file, AtomicFiles.Content content) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null) {
            Files.createDirectories(folder);
        }
        AtomicFiles.write(file, content);
    }
}
