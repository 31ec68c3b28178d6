package dev.keyspace.model.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.UUID;

/**
 * Replaces a file so that a crash at any moment leaves either the old or the new content, never a mix: the
 * new bytes go to a temporary file in the same directory, are forced to disk, and the temporary file is
 * renamed over the target. The previous content is kept beside it as {@code <name>.bak}, written the same
 * way. A symbolic link is followed and the file it names is replaced, beside which the backup is kept;
 * what is not a regular file (a pipe, a device) is written straight into (see {@link WriteTarget}).
 */
final class AtomicFileWriter {

    /** The points of a save at which {@link Hook} is called, in order. */
    enum Stage {
        TEMP_CREATED,
        CHUNK_WRITTEN,
        TEMP_SYNCED,
        BACKUP_SYNCED,
        BACKUP_REPLACED,
        TARGET_REPLACED,
        DIRECTORY_SYNCED
    }

    /** Called at each stage; tests throw from it to simulate a failure at that point. */
    @FunctionalInterface
    interface Hook {
        void reached(Stage stage) throws IOException;
    }

    static final String BACKUP_SUFFIX = ".bak";
    private static final int DEFAULT_CHUNK_BYTES = 64 * 1024;

    private final Hook hook;
    private final int chunkBytes;
    private final boolean keepBackup;

    AtomicFileWriter() {
        this(stage -> {}, DEFAULT_CHUNK_BYTES);
    }

    AtomicFileWriter(Hook hook, int chunkBytes) {
        this(hook, chunkBytes, true);
    }

    private AtomicFileWriter(Hook hook, int chunkBytes, boolean keepBackup) {
        if (chunkBytes <= 0) {
            throw new IllegalArgumentException("chunk size must be positive: " + chunkBytes);
        }
        this.hook = hook;
        this.chunkBytes = chunkBytes;
        this.keepBackup = keepBackup;
    }

    /** A writer that replaces the file just as atomically but keeps no {@code .bak} of what it replaces. */
    static AtomicFileWriter withoutBackup() {
        return new AtomicFileWriter(stage -> {}, DEFAULT_CHUNK_BYTES, false);
    }

    static Path backupOf(Path target) {
        return target.resolveSibling(target.getFileName() + BACKUP_SUFFIX);
    }

    void write(Path target, byte[] content) throws IOException {
        WriteTarget where = WriteTarget.of(target);
        if (where.replaceable()) {
            replaceAtomically(where.file(), temp -> writeDurably(temp, content));
        } else {
            writeStraight(where.file(), out -> out.write(content));
        }
    }

    /** As {@link #write(Path, byte[])}, the content written as it is made, never all in memory. */
    void write(Path target, AtomicFiles.Content content) throws IOException {
        WriteTarget where = WriteTarget.of(target);
        if (where.replaceable()) {
            replaceAtomically(where.file(), temp -> streamDurably(temp, content));
        } else {
            writeStraight(where.file(), content);
        }
    }

    /** Writes the new content into the temporary file it is given. */
    @FunctionalInterface
    private interface TempWriter {
        void write(Path temp) throws IOException;
    }

    private void replaceAtomically(Path absolute, TempWriter content) throws IOException {
        Path temp = tempBeside(absolute);
        Path backupTemp = null;
        try {
            content.write(temp);
            copyPermissions(absolute, temp);
            hook.reached(Stage.TEMP_SYNCED);
            if (keepBackup && Files.isRegularFile(absolute)) {
                backupTemp = tempBeside(absolute);
                copyDurably(absolute, backupTemp);
                hook.reached(Stage.BACKUP_SYNCED);
                replace(backupTemp, backupOf(absolute));
                hook.reached(Stage.BACKUP_REPLACED);
            }
            replace(temp, absolute);
            hook.reached(Stage.TARGET_REPLACED);
            syncDirectory(absolute.getParent());
            hook.reached(Stage.DIRECTORY_SYNCED);
        } finally {
            deleteQuietly(temp);
            deleteQuietly(backupTemp);
        }
    }

    /** Writes into a pipe or device as it is: it has no content to keep and cannot be renamed over. */
    private static void writeStraight(Path file, AtomicFiles.Content content) throws IOException {
        try (OutputStream out = new java.io.BufferedOutputStream(
                Files.newOutputStream(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING))) {
            content.writeTo(out);
        }
    }

    /** Removes a leftover temporary file; failing to do so must not hide why the save failed. */
    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // A stray hidden temporary file is harmless; the next save uses a new name.
        }
    }

    private static Path tempBeside(Path target) {
        return target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp");
    }

    private void writeDurably(Path file, byte[] content) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            hook.reached(Stage.TEMP_CREATED);
            for (int offset = 0; offset < content.length; offset += chunkBytes) {
                ByteBuffer chunk = ByteBuffer.wrap(content, offset, Math.min(chunkBytes, content.length - offset));
                while (chunk.hasRemaining()) {
                    channel.write(chunk);
                }
                hook.reached(Stage.CHUNK_WRITTEN);
            }
            channel.force(true);
        }
    }

    private void streamDurably(Path file, AtomicFiles.Content content) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            hook.reached(Stage.TEMP_CREATED);
            OutputStream out =
                    new java.io.BufferedOutputStream(java.nio.channels.Channels.newOutputStream(channel), chunkBytes);
            content.writeTo(out);
            out.flush();
            hook.reached(Stage.CHUNK_WRITTEN);
            channel.force(true);
        }
    }

    private static void copyDurably(Path source, Path copy) throws IOException {
        Files.copy(source, copy);
        copyPermissions(source, copy);
        try (FileChannel channel = FileChannel.open(copy, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
    }

    /** Renames atomically; where the file system cannot, replaces as closely to atomic as it offers. */
    private static void replace(Path source, Path target) throws IOException {
        try {
            Files.move(source, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(source, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Keeps the target's access rights on the file that replaces it (POSIX systems only). */
    private static void copyPermissions(Path from, Path to) throws IOException {
        PosixFileAttributeView source = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        if (source != null && Files.exists(from)) {
            Files.setPosixFilePermissions(to, source.readAttributes().permissions());
        }
    }

    /** Makes the rename itself durable where the platform allows opening a directory (not on Windows). */
    private static void syncDirectory(Path directory) {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // The rename has happened; only its durability across a power loss is not guaranteed here.
        }
    }
}
