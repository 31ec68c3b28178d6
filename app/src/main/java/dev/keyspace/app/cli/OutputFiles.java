package dev.keyspace.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** Checks on the files a command is asked to write, before any work is done. */
final class OutputFiles {

    private OutputFiles() {}

    static void requireFolder(Path target) {
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new UserErrorException(target + ": the folder " + parent + " does not exist");
        }
        if (Files.isDirectory(target)) {
            throw new UserErrorException(target + ": is a directory, not a file");
        }
    }
}
