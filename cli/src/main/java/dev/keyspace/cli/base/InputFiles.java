package dev.keyspace.cli.base;

import java.nio.file.Files;
import java.nio.file.Path;

/** Checks on the files a user names on the command line, reported as one plain sentence. */
public final class InputFiles {

    private InputFiles() {}

    /** The file, if it exists and is a readable regular file; otherwise a user error naming it. */
    public static Path requireReadable(Path file) {
        if (!Files.exists(file)) {
            throw new UserErrorException(file + ": no such file");
        }
        if (Files.isDirectory(file)) {
            throw new UserErrorException(file + ": is a directory, not a file");
        }
        if (!Files.isReadable(file)) {
            throw new UserErrorException(file + ": cannot be read (permission denied)");
        }
        return file;
    }
}
