package dev.keyspace.app.cli;

import dev.keyspace.app.export.ExportFormat;
import dev.keyspace.app.export.HeadlessRenderer;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.AtomicFiles;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd export --png OUT.png | --svg OUT.svg | --cql OUT.cql [--view VIEW] FILE}: renders a diagram
 * without a window, exactly as the designer draws it, or writes the schema as canonical DDL.
 */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = "Render a diagram to PNG or SVG (headless, as the designer shows it), or write the DDL.")
public final class ExportCommand implements Callable<Integer> {

    static final class Output {
        @Option(names = "--png", paramLabel = "OUT.png", description = "Write the diagram as a PNG image.")
        Path png;

        @Option(names = "--svg", paramLabel = "OUT.svg", description = "Write the diagram as an SVG drawing.")
        Path svg;

        @Option(names = "--cql", paramLabel = "OUT.cql", description = "Write the schema as canonical CQL DDL.")
        Path cql;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Output output;

    @Option(
            names = "--view",
            defaultValue = "logical",
            paramLabel = "VIEW",
            description = "conceptual, workflow, logical or physical (default: ${DEFAULT-VALUE}).")
    ViewKind view;

    @Parameters(paramLabel = "FILE", description = "The project (.ksd.json) or schema (.cql).")
    Path file;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        ProjectInputs.Loaded loaded =
                ProjectInputs.read(file, spec.commandLine().getErr());
        Project project = loaded.project();
        Path target = output.png != null ? output.png : output.svg != null ? output.svg : output.cql;
        OutputFiles.requireFolder(target);
        if (output.cql != null) {
            AtomicFiles.writeString(target, new CqlWriter().write(project));
        } else {
            HeadlessRenderer.export(project, view, output.png != null ? ExportFormat.PNG : ExportFormat.SVG, target);
        }
        return loaded.hasRefusedStatements() ? ExitCode.FINDINGS : ExitCode.OK;
    }
}
