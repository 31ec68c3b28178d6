package dev.keyspace.app.cli;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Path;

/** Reads the project a command is given, whatever kind of file it is, reporting problems as user errors. */
public final class ProjectInputs {

    private ProjectInputs() {}

    public static Project load(Path file) {
        InputFiles.requireReadable(file);
        String name = file.getFileName().toString();
        if (name.endsWith(ProjectFiles.EXTENSION)) {
            try {
                return ProjectFiles.load(file);
            } catch (ProjectFileException e) {
                throw new UserErrorException(e.getMessage(), e);
            }
        }
        throw new UserErrorException(
                file + ": not a project file (expected a name ending in " + ProjectFiles.EXTENSION + ")");
    }
}
