package dev.keyspace.cli.version;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.VersionEdit;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd version add FILE --name NAME [--note TEXT]}: the schema as it is now, kept as a version. */
@Command(
        name = "add",
        mixinStandardHelpOptions = true,
        description = "Keep the project's schema as it is now as a released version, after those marked before.")
public final class VersionAddCommand implements Callable<Integer> {

    /** Read once a run, so a test can fix the instant a version is marked at. */
    static Clock clock = Clock.systemUTC();

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE.ksd.json", description = "The project file; it is saved with the new version.")
    Path file;

    @Option(names = "--name", required = true, paramLabel = "NAME", description = "The version's name, such as v3.")
    String name;

    @Option(names = "--note", paramLabel = "TEXT", defaultValue = "", description = "What the version brings.")
    String note;

    @Override
    public Integer call() {
        if (!file.getFileName().toString().endsWith(ProjectFiles.EXTENSION)) {
            throw new UserErrorException(
                    file + ": versions are kept in a project file (a name ending in " + ProjectFiles.EXTENSION + ")");
        }
        Project project = ProjectInputs.load(file, spec.commandLine().getErr());
        Project marked;
        try {
            marked =
                    new VersionEdit.Mark(name, note, Instant.now(clock).truncatedTo(ChronoUnit.SECONDS)).apply(project);
        } catch (EditRejectedException e) {
            throw new UserErrorException(file + ": " + e.getMessage(), e);
        }
        try {
            ProjectFiles.save(marked, file);
        } catch (ProjectFileException e) {
            throw new UserErrorException(e.getMessage(), e);
        }
        spec.commandLine()
                .getOut()
                .println("Marked version " + name + " of " + file + " (" + VersionListCommand.size(project) + ").");
        return ExitCode.OK;
    }
}
