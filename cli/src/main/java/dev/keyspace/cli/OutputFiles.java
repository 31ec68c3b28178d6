package dev.keyspace.cli;

import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.model.io.AtomicFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files a command writes: checked before any work is done, then written whole (atomically, through symbolic
 * links, straight into pipes and devices). {@code -} means standard output, as for Unix tools.
 */
final class OutputFiles {

    static final String STANDARD_OUTPUT = "-";

    private OutputFiles() {}

    static boolean isStandardOutput(Path target) {
        return target.toString().equals(STANDARD_OUTPUT);
    }

    static void requireFolder(Path target) {
        if (isStandardOutput(target)) {
            return;
        }
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new UserErrorException(target + ": the folder " + parent + " does not exist");
        }
        if (Files.isDirectory(target)) {
            throw new UserErrorException(target + ": is a directory, not a file");
        }
    }

    /** Writes text to {@code target}, or prints it on {@code out} when the target is {@code -}. */
    static void write(Path target, String text, PrintWriter out) throws IOException {
        if (isStandardOutput(target)) {
            out.print(text);
            out.flush();
        } else {
            AtomicFiles.writeString(target, text);
        }
    }

    /**
     * Writes what {@code content} makes (a diagram drawn as it is written) to {@code target}, or to ksd's standard
     * output when it is {@code -}.
     */
    static void write(Path target, AtomicFiles.Content content, PrintWriter out) throws IOException {
        if (isStandardOutput(target)) {
            if (!(out instanceof StandardOutput standard)) {
                throw new IllegalStateException("bytes for standard output need ksd's own writer");
            }
            standard.writeBytes(content);
        } else {
            AtomicFiles.write(target, content);
        }
    }
}
