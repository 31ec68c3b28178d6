package dev.keyspace.cli.migrate;

import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cluster.migrate.ScriptStyle;
import dev.keyspace.cluster.migrate.ScriptWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;

/** The folder of a project's migration scripts: where the numbering goes on, and where new scripts are added. */
public final class ScriptFolder {

    private final Path dir;
    private final long nextVersion;

    private ScriptFolder(Path dir, long nextVersion) {
        this.dir = dir;
        this.nextVersion = nextVersion;
    }

    /** The folder (it need not exist yet), its scripts of {@code style} numbered so far read from their names. */
    public static ScriptFolder open(Path dir, ScriptStyle style) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UserErrorException("ksd migrate: " + dir + " is not a folder");
        }
        if (!Files.exists(dir)) {
            return new ScriptFolder(dir, 1);
        }
        try (Stream<Path> files = Files.list(dir)) {
            List<String> names =
                    files.map(p -> p.getFileName().toString()).sorted().toList();
            return new ScriptFolder(dir, style.lastVersion(names).orElse(0) + 1);
        } catch (IOException e) {
            throw new UserErrorException("ksd migrate: cannot list " + dir + ": " + e.getMessage(), e);
        }
    }

    public long nextVersion() {
        return nextVersion;
    }

    /** Writes every script, after checking that none exists: an existing script is never changed. */
    public void write(List<ScriptWriter.Script> scripts) {
        for (ScriptWriter.Script script : scripts) {
            if (Files.exists(dir.resolve(script.fileName()))) {
                throw new UserErrorException("ksd migrate: " + dir.resolve(script.fileName())
                        + " exists already; a written script is never changed");
            }
        }
        try {
            Files.createDirectories(dir);
            for (ScriptWriter.Script script : scripts) {
                Files.writeString(
                        dir.resolve(script.fileName()),
                        script.text(),
                        StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE_NEW);
            }
        } catch (IOException e) {
            throw new UserErrorException("ksd migrate: cannot write in " + dir + ": " + e.getMessage(), e);
        }
    }
}
