package dev.keyspace.app.designer.files;

import dev.keyspace.installation.UserFolder;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.AtomicFiles;
import dev.keyspace.model.io.ProjectFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The recovery copies of documents with unsaved changes, in one folder (for the user: recovery in the
 * {@link UserFolder}).
 * Each copy is a project file named after its document and the session that writes it, with a small ".origin"
 * file beside it naming the document's own file (empty for a document that has none). A session writes and
 * deletes only copies of its own names, so it never touches the copy a crashed session left until the user
 * answers the offer of it. The user's own file is never written here.
 */
public final class RecoveryStore {

    private static final String ORIGIN = ".origin";
    private static final AtomicInteger COPIES = new AtomicInteger();
    /**
     * In every name this session gives a copy: the pid, to tell whether the session still runs, and a random part,
     * since a new session may get the pid of one that crashed (in a container every session may be pid 1).
     */
    private static final String SESSION =
            ProcessHandle.current().pid() + "-" + HexFormat.of().toHexDigits(new SecureRandom().nextInt());
    /** The names this process gives its copies: never offered back to the session that writes them. */
    private static final Set<String> OWN = ConcurrentHashMap.newKeySet();

    /** A recovery copy found in the folder: the copy, the document's file if it had one, and when it was saved. */
    public record Recovery(Path copy, Optional<Path> origin, FileTime saved) {
        public Project load() throws IOException {
            return ProjectFiles.load(copy);
        }
    }

    /** Which recovery copy a document uses: a name of this session's own, for a file or an untitled document. */
    public record Key(String name, Optional<Path> origin) {
        public static Key forFile(Path file) {
            Path absolute = absolute(file);
            String base = absolute.getFileName().toString().replace(ProjectFiles.EXTENSION, "");
            return own(safe(base) + "-" + digest(absolute.toString()), Optional.of(absolute));
        }

        public static Key untitled(String projectName) {
            return own("untitled-" + safe(projectName), Optional.empty());
        }

        /** True when this key is the one for a document on {@code file} (none: an untitled document). */
        public boolean isFor(Optional<Path> file) {
            return origin.equals(file.map(RecoveryStore::absolute));
        }

        private static Key own(String label, Optional<Path> origin) {
            String name = label + "-" + SESSION + "-" + COPIES.incrementAndGet();
            OWN.add(name);
            return new Key(name, origin);
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

    /**
     * Writes the origin note, then the copy, each atomically: a copy is never seen without its origin. The copy
     * keeps no backup of the one it replaces, which {@link #delete} would leave behind.
     */
    public void save(Key key, Project project) throws IOException {
        Files.createDirectories(directory);
        Path copy = copyOf(key);
        AtomicFiles.writeString(originOf(copy), key.origin().map(Path::toString).orElse(""));
        AtomicFiles.writeString(copy, ProjectFiles.toJson(project));
    }

    public void delete(Key key) throws IOException {
        delete(copyOf(key));
    }

    public void delete(Recovery recovery) throws IOException {
        delete(recovery.copy());
    }

    private static void delete(Path copy) throws IOException {
        Files.deleteIfExists(copy);
        Files.deleteIfExists(originOf(copy));
    }

    /**
     * The copies of this file's document left by ended sessions that hold something the file does not, newest
     * first. Content, not time, tells: a copy written within a clock tick of a save is as new as the save.
     */
    public List<Recovery> unsavedCopiesOf(Path file) throws IOException {
        Optional<Path> origin = Optional.of(absolute(file));
        byte[] saved = Files.exists(file) ? Files.readAllBytes(file) : null;
        List<Recovery> found = new ArrayList<>();
        for (Recovery recovery : orphaned()) {
            if (recovery.origin().equals(origin) && (saved == null || !nothingBeyond(recovery.copy(), saved))) {
                found.add(recovery);
            }
        }
        return found;
    }

    /** True when the copy is the saved file byte for byte, or is gone (its session deleted it meanwhile). */
    private static boolean nothingBeyond(Path copy, byte[] saved) throws IOException {
        try {
            return Arrays.equals(Files.readAllBytes(copy), saved);
        } catch (NoSuchFileException gone) {
            return true;
        }
    }

    /** Copies of untitled documents whose window is gone (their session ended), newest first. */
    public List<Recovery> orphanedUntitled() throws IOException {
        return orphaned().stream().filter(r -> r.origin().isEmpty()).toList();
    }

    /** Every copy whose session ended, newest first. */
    private List<Recovery> orphaned() throws IOException {
        List<Recovery> found = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return found;
        }
        try (DirectoryStream<Path> copies = Files.newDirectoryStream(directory, "*" + ProjectFiles.EXTENSION)) {
            for (Path copy : copies) {
                if (!sessionAlive(copy)) {
                    read(copy).ifPresent(found::add);
                }
            }
        }
        found.sort(Comparator.comparing(Recovery::saved)
                .thenComparing(r -> r.copy().getFileName().toString())
                .reversed());
        return found;
    }

    /** The copy with its origin, or nothing when either is gone (deleted by its session meanwhile). */
    private static Optional<Recovery> read(Path copy) throws IOException {
        try {
            String origin =
                    Files.readString(originOf(copy), StandardCharsets.UTF_8).strip();
            FileTime saved = Files.getLastModifiedTime(copy);
            return Optional.of(
                    new Recovery(copy, origin.isEmpty() ? Optional.empty() : Optional.of(Path.of(origin)), saved));
        } catch (NoSuchFileException gone) {
            return Optional.empty();
        }
    }

    /**
     * True while the session that wrote the copy runs: this one, or another live process with the pid in the
     * name. A copy named with this process's pid but not written by it is from an earlier session that had
     * the same pid, so it is orphaned; so is a copy whose name has no session (written by an older version).
     */
    private static boolean sessionAlive(Path copy) {
        String name = copy.getFileName().toString().replace(ProjectFiles.EXTENSION, "");
        if (OWN.contains(name)) {
            return true;
        }
        String[] parts = name.split("-");
        try {
            long pid = Long.parseLong(parts[parts.length - 3]);
            return pid != ProcessHandle.current().pid()
                    && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return false;
        }
    }

    private static Path absolute(Path file) {
        return file.toAbsolutePath().normalize();
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
