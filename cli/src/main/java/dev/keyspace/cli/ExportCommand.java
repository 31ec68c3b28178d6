package dev.keyspace.cli;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.TargetOption;
import dev.keyspace.cli.spi.DiagramRenderer;
import dev.keyspace.cli.spi.Services;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd export --png OUT.png [--scale N] | --svg OUT.svg | --cql OUT.cql [--view VIEW] FILE}: renders a
 * diagram without a window, exactly as the designer draws it, or writes the schema as canonical DDL.
 */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = "Render a diagram to PNG or SVG (headless, as the designer shows it), or write the DDL.")
public final class ExportCommand implements Callable<Integer> {

    static final class Output {
        @Option(
                names = "--png",
                paramLabel = "OUT.png",
                description = "Write the diagram as a PNG image (- for standard output).")
        Path png;

        @Option(
                names = "--svg",
                paramLabel = "OUT.svg",
                description = "Write the diagram as an SVG drawing (- for standard output).")
        Path svg;

        @Option(
                names = "--cql",
                paramLabel = "OUT.cql",
                description = "Write the schema as canonical CQL DDL (- for standard output).")
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

    @Option(
            names = "--scale",
            paramLabel = "N",
            description = "With --png: draw the image N times as wide and high, from 0.25 to 8 (default: 1;"
                    + " 2 gives sharp images for high-density screens and print).")
    String scale;

    @Parameters(paramLabel = "FILE", description = "The project (.ksd.json) or schema (.cql).")
    Path file;

    @Spec
    CommandSpec spec;

    @Mixin
    TargetOption target;

    @Override
    public Integer call() throws IOException {
        double pngScale = ExportScale.parse(scale, output.png != null ? null : output.svg != null ? "--svg" : "--cql");
        // a drawing needs the renderer's toolkit, which starts while the input is read
        DiagramRenderer renderer = output.cql == null ? Services.diagramRenderer() : null;
        if (renderer != null) {
            renderer.startInBackground();
        }
        ProjectInputs.Loaded loaded;
        try {
            loaded = ProjectInputs.read(file, spec.commandLine().getErr(), target);
        } catch (RuntimeException badInput) {
            if (renderer != null) {
                renderer.abandon();
            }
            throw badInput;
        }
        Project project = loaded.project();
        Path target = output.png != null ? output.png : output.svg != null ? output.svg : output.cql;
        OutputFiles.requireFolder(target);
        PrintWriter out = spec.commandLine().getOut();
        if (output.cql != null) {
            OutputFiles.write(target, new CqlWriter().write(project), out);
        } else if (output.svg != null) {
            OutputFiles.write(
                    target, stream -> renderer.render(project, view, DiagramRenderer.Format.SVG, 1, stream), out);
        } else {
            OutputFiles.write(
                    target,
                    stream -> renderer.render(project, view, DiagramRenderer.Format.PNG, pngScale, stream),
                    out);
        }
        return loaded.hasRefusedStatements() ? ExitCode.FINDINGS : ExitCode.OK;
    }
}
