package dev.keyspace.cli;

import dev.keyspace.model.io.ProjectFileException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Optional;

/**
 * A file ksd could not read or write (a folder the user may not write, a missing folder, a full disk, a
 * link loop) is something the user can fix: it is worded as one line that names the file, never as an
 * internal error.
 */
final class IoFailures {

    private IoFailures() {}

    /** The I/O failure behind {@code error}, if it is one. */
    static Optional<IOException> of(Throwable error) {
        if (error instanceof IOException io) {
            return Optional.of(io);
        }
        if (error instanceof UncheckedIOException unchecked) {
            return Optional.of(unchecked.getCause());
        }
        return Optional.empty();
    }

    /** {@code FILE: what went wrong}, in plain words. */
    static String describe(IOException error) {
        if (error instanceof ProjectFileException project) {
            return project.getMessage();
        }
        if (error instanceof FileSystemException system && system.getFile() != null) {
            return system.getFile() + ": " + reason(system);
        }
        String message = error.getMessage();
        return message == null || message.isBlank() ? "ksd: " + error.getClass().getSimpleName() : "ksd: " + message;
    }

    private static String reason(FileSystemException error) {
        String reason = error.getReason();
        if (error instanceof AccessDeniedException) {
            return reason == null ? "permission denied" : "permission denied (" + reason + ")";
        }
        if (error instanceof NoSuchFileException) {
            return reason == null ? "no such file or folder" : reason;
        }
        return reason == null ? "cannot be read or written" : reason;
    }
}
