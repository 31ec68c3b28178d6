package dev.keyspace.cli;

import dev.keyspace.cli.base.CqlInputs;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.spi.Designer;
import dev.keyspace.cli.spi.Services;
import dev.keyspace.model.Project;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd open [FILE]}: the designer, on a project file or on a new project. */
@Command(
        name = "open",
        mixinStandardHelpOptions = true,
        description = "Open the designer on a project (.ksd.json), a CQL schema (.cql), or a new project.")
public final class OpenCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(
            arity = "0..1",
            paramLabel = "FILE",
            description = "The project to open (.ksd.json), or a CQL schema to import (.cql).")
    Path file;

    @Override
    public Integer call() {
        Services.designer().open(this::read);
        return ExitCode.OK;
    }

    /** The project to open, none for a new one; read while the window's toolkit starts. */
    private Optional<Designer.Opened> read() {
        if (file == null) {
            return Optional.empty();
        }
        Project project = ProjectInputs.load(file, spec.commandLine().getErr());
        return Optional.of(new Designer.Opened(project, CqlInputs.isCql(file) ? Optional.empty() : Optional.of(file)));
    }
}
