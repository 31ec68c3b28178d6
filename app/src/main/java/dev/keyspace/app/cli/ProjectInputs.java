package dev.keyspace.app.cli;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import java.io.PrintWriter;
import java.nio.file.Path;

/** Reads the project a command is given (.ksd.json or .cql), reporting problems as user errors. */
public final class ProjectInputs {

    private ProjectInputs() {}

    /** The project in a .ksd.json file, or the schema of a .cql file; warnings go to {@code err}. */
    public static Project load(Path file, PrintWriter err) {
        InputFiles.requireReadable(file);
        if (CqlInputs.isCql(file)) {
            return CqlInputs.read(file, err).project();
        }
        String name = file.getFileName().toString();
        if (name.endsWith(ProjectFiles.EXTENSION)) {
            try {
                return ProjectFiles.load(file);
            } catch (ProjectFileException e) {
                throw new UserErrorException(e.getMessage(), e);
            }
        }
        throw new UserErrorException(file + ": not a project file (expected a name ending in " + ProjectFiles.EXTENSION
                + " or " + CqlInputs.EXTENSION + ")");
    }
}
