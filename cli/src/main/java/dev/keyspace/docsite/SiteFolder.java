package dev.keyspace.docsite;

import dev.keyspace.cli.base.UserErrorException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The folder a site is written to: a new or empty one, or one that holds a site ksd wrote before, known by its
 * marker file listing the files of that site, each added before it is written. Only those files are removed before the new site is written; a folder
 * holding anything else is left alone, so that no file of the user's is ever written over or deleted.
 */
final class SiteFolder {

    /** The marker: its first line says what it is, each further line names a file of the site. */
    static final String MARKER = ".ksd-site";

    private static final String FIRST_LINE = "A site written by ksd doc; these files are its own:";

    private final Path folder;

    private SiteFolder(Path folder) {
        this.folder = folder;
    }

    /** The folder, made ready for a new site: created, or emptied of the previous site's files. */
    static SiteFolder prepare(Path folder) throws IOException {
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new UserErrorException(folder + ": is a file, not a folder");
        }
        SiteFolder site = new SiteFolder(folder);
        if (!Files.exists(folder)) {
            Files.createDirectories(folder);
        } else if (Files.isRegularFile(folder.resolve(MARKER))) {
            site.removePreviousSite();
        } else if (!isEmpty(folder)) {
            throw new UserErrorException(folder + ": the folder is not empty and holds no site of ksd doc (no " + MARKER
                    + " file); give a new or empty folder, so that none of your files is written over");
        }
        Files.writeString(folder.resolve(MARKER), FIRST_LINE + "\n", StandardCharsets.UTF_8);
        return site;
    }

    Path folder() {
        return folder;
    }

    /**
     * Writes the file at {@code path} from the site's folder, making its folder if needed. The marker names it
     * first, so that a site cut short (a failed drawing, a full disk) is still known as ksd's, and replaced.
     */
    void write(String path, byte[] content) throws IOException {
        Files.writeString(folder.resolve(MARKER), path + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        Path target = folder.resolve(path);
        Files.createDirectories(target.getParent());
        Files.write(target, content);
    }

    void write(String path, String content) throws IOException {
        write(path, content.getBytes(StandardCharsets.UTF_8));
    }

    private void removePreviousSite() throws IOException {
        Path root = folder.toAbsolutePath().normalize();
        List<String> lines = Files.readAllLines(folder.resolve(MARKER), StandardCharsets.UTF_8);
        List<Path> parents = new ArrayList<>();
        for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
            Path file = root.resolve(line).normalize();
            if (line.isBlank() || !file.startsWith(root) || file.equals(root) || !Files.isRegularFile(file)) {
                continue; // a line naming no file of this folder is not the site's to remove
            }
            Files.delete(file);
            if (!file.getParent().equals(root)) {
                parents.add(file.getParent());
            }
        }
        for (Path parent : parents) {
            if (Files.isDirectory(parent) && isEmpty(parent)) {
                Files.delete(parent);
            }
        }
        Files.delete(folder.resolve(MARKER));
    }

    private static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        }
    }
}
