package dev.keyspace.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Identifier;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ksd import --keyspace KS[,KS] -o OUT.ksd.json}: a new project from the schema of a live cluster. */
@Command(
        name = "import",
        mixinStandardHelpOptions = true,
        description = "Read the schema of keyspaces on a live cluster into a new project file.")
public final class ImportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Option(
            names = "--keyspace",
            required = true,
            split = ",",
            paramLabel = "KS[,KS...]",
            description = "Keyspaces to import, as stored (case-exact); system keyspaces are refused.")
    List<String> keyspaces;

    @Option(
            names = {"-o", "--output"},
            required = true,
            paramLabel = "OUT.ksd.json",
            description = "The project file to write, or - for standard output.")
    Path output;

    @Override
    public Integer call() throws IOException {
        boolean toStandardOutput = OutputFiles.isStandardOutput(output);
        if (!toStandardOutput && !output.getFileName().toString().endsWith(ProjectFiles.EXTENSION)) {
            throw new UserErrorException(output + ": a project file's name ends in " + ProjectFiles.EXTENSION);
        }
        OutputFiles.requireFolder(output);
        List<Identifier> names =
                keyspaces.stream().map(String::strip).map(Identifier::of).toList();
        String name = toStandardOutput
                ? names.get(0).internal()
                : output.getFileName().toString();
        if (!toStandardOutput) {
            name = name.substring(0, name.length() - ProjectFiles.EXTENSION.length());
        }
        Project project;
        try (CqlSession session = DeployCommand.connect(connection, "ksd import")) {
            project = new LiveSchemaReader().importProject(session, name, names);
        } catch (LiveSchemaException e) {
            throw new UserErrorException("ksd import: " + e.getMessage(), e);
        }
        if (toStandardOutput) {
            OutputFiles.write(
                    output, ProjectFiles.toJson(project), spec.commandLine().getOut());
            spec.commandLine()
                    .getErr()
                    .println("Imported " + PlanOutput.count(names.size(), "keyspace") + " ("
                            + project.allTables().size() + " tables).");
            return ExitCode.OK;
        }
        try {
            ProjectFiles.save(project, output);
        } catch (ProjectFileException e) {
            throw new UserErrorException(e.getMessage(), e);
        }
        spec.commandLine()
                .getOut()
                .println("Imported " + PlanOutput.count(names.size(), "keyspace") + " ("
                        + project.allTables().size() + " tables) into " + output + ".");
        return ExitCode.OK;
    }
}
