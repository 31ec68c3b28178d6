package dev.keyspace.app.designer.files;

import dev.keyspace.app.settings.UserFolder;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.AtomicFiles;
import dev.keyspace.model.io.ProjectFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The recovery copies of documents with unsaved changes, in one folder (for the user: recovery in the
 * {@link UserFolder}).
 * Each copy is a project file named after its document, with a small ".origin" file beside it naming the
 * document's own file (empty for a document that has none). The user's own file is never written here.
 */
public final class RecoveryStore {

    private static final String ORIGIN = ".origin";
    private static final AtomicInteger UNTITLED = new AtomicInteger();
    /** The untitled copies this process names: never offered back to the session that writes them. */
    private static final Set<String> OWN_UNTITLED = ConcurrentHashMap.newKeySet();

    /** A recovery copy found in the folder: the copy, the document's file if it had one, and when it was saved. */
    public record Recovery(Path copy, Optional<Path> origin, FileTime saved) {
        public Project load() throws IOException {
            return ProjectFiles.load(copy);
        }
    }

    /** Which recovery copy a document uses: a name stable for a file, unique per session for an untitled one. */
    public record Key(String name, Optional<Path> origin) {
        public static Key forFile(Path file) {
            Path absolute = file.toAbsolutePath().normalize();
            String base = absolute.getFileName().toString().replace(ProjectFiles.EXTENSION, "");
            return new Key(safe(base) + "-" + digest(absolute.toString()), Optional.of(absolute));
        }

        public static Key untitled(String projectName) {
            String name = "untitled-" + safe(projectName) + "-"
                    + ProcessHandle.current().pid() + "-" + UNTITLED.incrementAndGet();
            OWN_UNTITLED.add(name);
            return new Key(name, Optional.empty());
        }
    }

    private final Path directory;

    public RecoveryStore(Path directory) {
        this.directory = directory;
    }

    public static RecoveryStore forUser() {
        return new RecoveryStore(UserFolder.recovery());
    }

    public Path directory() {
        return directory;
    }

    public Path copyOf(Key key) {
        return directory.resolve(key.name() + ProjectFiles.EXTENSION);
    }

    /** Writes the copy (atomically, like every save), then its origin note. */
    public void save(Key key, Project project) throws IOException {
        Files.createDirectories(directory);
        ProjectFiles.save(project, copyOf(key));
        AtomicFiles.writeString(
                originOf(copyOf(key)), key.origin().map(Path::toString).orElse(""));
    }

    public void delete(Key key) throws IOException {
        Files.deleteIfExists(copyOf(key));
        Files.deleteIfExists(originOf(copyOf(key)));
    }

    public void delete(Recovery recovery) throws IOException {
        Files.deleteIfExists(recovery.copy());
        Files.deleteIfExists(originOf(recovery.copy()));
    }

    /** The copy of this file's document, when it is newer than the file (or the file is gone). */
    public Optional<Recovery> newerCopyOf(Path file) throws IOException {
        Key key = Key.forFile(file);
        Path copy = copyOf(key);
        if (!Files.exists(copy)) {
            return Optional.empty();
        }
        FileTime saved = Files.getLastModifiedTime(copy);
        Path origin = key.origin().orElseThrow();
        if (Files.exists(origin) && Files.getLastModifiedTime(origin).compareTo(saved) >= 0) {
            return Optional.empty();
        }
        return Optional.of(new Recovery(copy, key.origin(), saved));
    }

    /** Copies of untitled documents whose window is gone (their process ended), newest first. */
    public List<Recovery> orphanedUntitled() throws IOException {
        List<Recovery> found = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return found;
        }
        try (DirectoryStream<Path> copies =
                Files.newDirectoryStream(directory, "untitled-*" + ProjectFiles.EXTENSION)) {
            for (Path copy : copies) {
                if (!sessionAlive(copy) && Files.exists(originOf(copy))) {
                    found.add(new Recovery(copy, Optional.empty(), Files.getLastModifiedTime(copy)));
                }
            }
        }
        found.sort((a, b) -> b.saved().compareTo(a.saved()));
        return found;
    }

    /**
     * True while the session that wrote the copy runs: this one, or another live process with the pid in the
     * name. A copy named with this process's pid but not written by it is from an earlier session that had
     * the same pid (common in containers, where pids start low), so it is orphaned.
     */
    private static boolean sessionAlive(Path copy) {
        String name = copy.getFileName().toString().replace(ProjectFiles.EXTENSION, "");
        if (OWN_UNTITLED.contains(name)) {
            return true;
        }
        String[] parts = name.split("-");
        try {
            long pid = Long.parseLong(parts[parts.length - 2]);
            return pid != ProcessHandle.current().pid()
                    && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return false;
        }
    }

    private static Path originOf(Path copy) {
        return copy.resolveSibling(copy.getFileName().toString().replace(ProjectFiles.EXTENSION, ORIGIN));
    }

    private static String safe(String name) {
        String cleaned = name.replaceAll("[^A-Za-z0-9_.]+", "_");
        return cleaned.isEmpty() ? "project" : cleaned;
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always available", e);
        }
    }
}
