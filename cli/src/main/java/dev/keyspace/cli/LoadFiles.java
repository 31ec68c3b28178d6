package dev.keyspace.cli;

import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cli.load.LoadExports;
import dev.keyspace.model.io.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes {@code ksd export --stress}'s profiles into their folder, made when missing, each file whole. */
final class LoadFiles {

    private LoadFiles() {}

    static void writeStress(Path folder, List<LoadExports.Profile> profiles) throws IOException {
        if (OutputFiles.isStandardOutput(folder)) {
            throw new UserErrorException("--stress writes one file per table: give a folder, not -");
        }
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new UserErrorException(folder + ": is a file, not a folder");
        }
        Files.createDirectories(folder);
        for (LoadExports.Profile profile : profiles) {
            AtomicFiles.writeString(folder.resolve(profile.fileName()), profile.yaml());
        }
    }
}
