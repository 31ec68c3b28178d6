package dev.keyspace.model.io;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Where a save really writes, and whether it may replace that file by a rename. A symbolic link is
 * followed to the file it finally names, so the rename replaces that file and the link stays; anything
 * that exists and is not a regular file (a device, a pipe, standard output named as {@code /dev/stdout})
 * is written straight into, since replacing it would destroy it.
 */
record WriteTarget(Path file, boolean replaceable) {

    /** As Linux's own limit on links followed in one path (ELOOP). */
    static final int MAX_LINKS = 40;

    private static final Path PROC = Path.of("/proc");

    static WriteTarget of(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        // Asked before any link text is read: /dev/stdout names a pipe or a terminal through /proc.
        if (Files.isDirectory(absolute)) {
            throw new FileSystemException(target.toString(), null, "is a folder, not a file");
        }
        if (Files.exists(absolute) && !Files.isRegularFile(absolute)) {
            return new WriteTarget(absolute, false);
        }
        return finalTarget(target, absolute);
    }

    private static Path realFolder(Path target, Path folder) throws IOException {
        try {
            return folder.toRealPath();
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(target.toString(), null, "the folder " + folder + " does not exist");
        }
    }

    private static WriteTarget finalTarget(Path target, Path absolute) throws IOException {
        Path current = absolute;
        for (int links = 0; ; links++) {
            Path parent = current.getParent();
            if (parent == null) {
                throw new FileSystemException(target.toString(), null, "is a folder, not a file");
            }
            Path folder = realFolder(target, parent);
            current = folder.resolve(current.getFileName());
            if (!Files.isSymbolicLink(current)) {
                return new WriteTarget(current, true);
            }
            if (current.startsWith(PROC)) {
                // The kernel's name for a file some process holds open (standard output redirected to a
                // file): a rename would cut the new content off from that process.
                return new WriteTarget(absolute, false);
            }
            if (links == MAX_LINKS) {
                throw new FileSystemException(
                        target.toString(),
                        null,
                        "too many levels of symbolic links (more than " + MAX_LINKS
                                + "; do the links point back to each other?)");
            }
            current = folder.resolve(Files.readSymbolicLink(current));
        }
    }
}
