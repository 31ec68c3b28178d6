package dev.keyspace.cli.diff;

import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.VersionSchemas;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.versions.SchemaVersion;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.stream.Collectors;

/**
 * One side of a comparison named on the command line: a project file (its model), {@code FILE@VERSION} (the
 * project as it was at a marked version) or a .cql file.
 */
public record ProjectAtVersion(Project project, String description, boolean isProject) {

    public static ProjectAtVersion read(String argument, PrintWriter err) {
        int at = argument.lastIndexOf('@');
        if (at > 0 && argument.substring(0, at).endsWith(ProjectFiles.EXTENSION)) {
            Path file = Path.of(argument.substring(0, at));
            String version = argument.substring(at + 1);
            Project project = ProjectInputs.load(file, err);
            Project then = VersionSchemas.at(project, version)
                    .orElseThrow(() ->
                            new UserErrorException(file + ": no version named '" + version + "'" + known(project)));
            return new ProjectAtVersion(then, argument, true);
        }
        Path file = Path.of(argument);
        Project project = ProjectInputs.load(file, err);
        return new ProjectAtVersion(project, argument, argument.endsWith(ProjectFiles.EXTENSION));
    }

    private static String known(Project project) {
        return project.versions().isEmpty()
                ? "; the project has no versions yet (ksd version add)"
                : "; its versions are "
                        + project.versions().stream().map(SchemaVersion::name).collect(Collectors.joining(", "));
    }
}
