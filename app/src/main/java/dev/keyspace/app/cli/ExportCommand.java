package dev.keyspace.app.cli;

import dev.keyspace.app.export.ExportFormat;
import dev.keyspace.app.export.HeadlessRenderer;
import dev.keyspace.model.Project;
import dev.keyspace.model.layout.ViewKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ksd export --png OUT.png | --svg OUT.svg [--view VIEW] FILE}: renders a diagram without a window,
 * exactly as the designer draws it.
 */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = "Render a diagram of a project to PNG or SVG, headless, as the designer shows it.")
public final class ExportCommand implements Callable<Integer> {

    static final class Output {
        @Option(names = "--png", paramLabel = "OUT.png", description = "Write the diagram as a PNG image.")
        Path png;

        @Option(names = "--svg", paramLabel = "OUT.svg", description = "Write the diagram as an SVG drawing.")
        Path svg;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Output output;

    @Option(
            names = "--view",
            defaultValue = "logical",
            paramLabel = "VIEW",
            description = "conceptual, workflow, logical or physical (default: ${DEFAULT-VALUE}).")
    ViewKind view;

    @Parameters(paramLabel = "FILE", description = "The project (.ksd.json).")
    Path file;

    @Override
    public Integer call() throws IOException {
        Project project = ProjectInputs.load(file);
        ExportFormat format = output.png != null ? ExportFormat.PNG : ExportFormat.SVG;
        Path target = output.png != null ? output.png : output.svg;
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null && !parent.toFile().isDirectory()) {
            throw new UserErrorException(target + ": the folder " + parent + " does not exist");
        }
        HeadlessRenderer.export(project, view, format, target);
        return ExitCode.OK;
    }
}
