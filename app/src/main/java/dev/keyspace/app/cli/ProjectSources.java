package dev.keyspace.app.cli;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reads a project from a file named on the command line, by the file's type: a project file
 * ({@code .ksd.json}) now; a CQL schema ({@code .cql}) is one more branch once the importer is part of the
 * build. Every problem is a {@link UserErrorException} naming the file (and, for a project file, the line,
 * column and JSON path).
 */
public final class ProjectSources {

    private ProjectSources() {}

    /** The kinds of input file ksd reads a project from. */
    public enum Kind {
        PROJECT_FILE,
        CQL_SCHEMA
    }

    public static Kind kindOf(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".json")) {
            return Kind.PROJECT_FILE;
        }
        if (name.endsWith(".cql")) {
            return Kind.CQL_SCHEMA;
        }
        throw new UserErrorException(file + ": not a project file (.ksd.json) or a CQL schema (.cql)");
    }

    public static Project load(Path file) {
        InputFiles.requireReadable(file);
        return switch (kindOf(file)) {
            case PROJECT_FILE -> loadProjectFile(file);
            case CQL_SCHEMA -> throw new UserErrorException(
                    file + ": CQL import is not available in this build; give a project file (.ksd.json)");
        };
    }

    private static Project loadProjectFile(Path file) {
        try {
            return ProjectFiles.load(file);
        } catch (ProjectFileException e) {
            throw new UserErrorException(e.getMessage(), e);
        }
    }
}
