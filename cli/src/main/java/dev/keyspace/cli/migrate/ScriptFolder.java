package dev.keyspace.cli.migrate;

import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cluster.migrate.ScriptStyle;
import dev.keyspace.cluster.migrate.ScriptWriter;
import dev.keyspace.cluster.migrate.apply.MigrationScript;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
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

    /**
     * The scripts of the folder, in version order: those named as {@code style} names them, or, without a style, as
     * the style most of its {@code .cql} files follow (for golang-migrate, the up scripts). A {@code .cql} file that
     * is no script of that style is named on {@code warnings}: it would never be applied.
     */
    public static List<MigrationScript> read(Path dir, Optional<ScriptStyle> style, PrintWriter warnings) {
        if (!Files.isDirectory(dir)) {
            throw new UserErrorException("ksd migrate --apply: " + dir + " is not a folder");
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(dir)) {
            files = listed.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().endsWith(".cql"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserErrorException("ksd migrate --apply: cannot list " + dir + ": " + e.getMessage(), e);
        }
        ScriptStyle chosen = style.orElseGet(() -> likeliest(files));
        List<MigrationScript> scripts = new ArrayList<>();
        for (Path file : files) {
            String name = file.getFileName().toString();
            Matcher matcher = chosen.names().matcher(name);
            boolean down = chosen.hasDownScripts() && name.endsWith(".down.cql");
            if (!matcher.matches() || matcher.group(1).length() > 17) {
                warnings.println("ksd migrate --apply: " + file + " is not named as a " + chosen.option()
                        + " script; it is not applied");
                continue;
            }
            if (!down) {
                scripts.add(new MigrationScript(Long.parseLong(matcher.group(1)), name, text(file)));
            }
        }
        warnings.flush();
        scripts.sort(Comparator.comparingLong(MigrationScript::version));
        return scripts;
    }

    private static ScriptStyle likeliest(List<Path> files) {
        ScriptStyle best = ScriptStyle.PLAIN;
        long most = -1;
        for (ScriptStyle candidate : ScriptStyle.values()) {
            long matching = files.stream()
                    .filter(f -> candidate
                            .names()
                            .matcher(f.getFileName().toString())
                            .matches())
                    .count();
            if (matching > most) {
                best = candidate;
                most = matching;
            }
        }
        return best;
    }

    private static String text(Path file) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new UserErrorException("ksd migrate --apply: " + file + " is not UTF-8 text", e);
        } catch (IOException e) {
            throw new UserErrorException("ksd migrate --apply: cannot read " + file + ": " + e.getMessage(), e);
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
