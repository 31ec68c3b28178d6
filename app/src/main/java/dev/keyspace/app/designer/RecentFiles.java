package dev.keyspace.app.designer;

import dev.keyspace.installation.UserFolder;
import dev.keyspace.model.io.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The last files opened or saved, newest first: one absolute path a line in a file of the user folder. */
public final class RecentFiles {

    static final int MAX = 10;

    private final Path file;

    public RecentFiles(Path file) {
        this.file = file;
    }

    public static RecentFiles forUser() {
        return new RecentFiles(UserFolder.recentFiles());
    }

    /** The remembered files; none when the list was never written or cannot be read. */
    public List<Path> list() {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<Path> files = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && files.size() < MAX) {
                    files.add(Path.of(line.strip()));
                }
            }
        } catch (IOException | InvalidPathException e) {
            return List.of();
        }
        return files;
    }

    /**
     * Puts the file first. The list is a convenience: when it cannot be written, the open or save that
     * called this has still succeeded, so the menu simply stays as it was.
     */
    public void add(Path opened) {
        Path absolute = opened.toAbsolutePath().normalize();
        List<Path> files = new ArrayList<>(list());
        files.remove(absolute);
        files.add(0, absolute);
        StringBuilder text = new StringBuilder();
        files.stream().limit(MAX).forEach(path -> text.append(path).append('\n'));
        try {
            Files.createDirectories(file.getParent());
            AtomicFiles.writeString(file, text.toString());
        } catch (IOException e) {
            // see above: nothing the user asked for failed
        }
    }
}
