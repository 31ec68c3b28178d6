package dev.keyspace.cli;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.MixChoice;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.TargetOption;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cli.load.LoadExports;
import dev.keyspace.cli.spi.DiagramRenderer;
import dev.keyspace.cli.spi.Services;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.workload.Mix;
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
 * {@code ksd export --png OUT.png [--scale N] | --svg OUT.svg | --cql OUT.cql | --stress DIR | --nosqlbench FILE.yaml
 * [--view VIEW] [--mix NAME] FILE}: renders a diagram without a window, exactly as the designer draws it, writes the
 * schema as canonical DDL, or writes what the load tools people already use need to load a cluster as the model
 * and its workload say.
 */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = "Render a diagram to PNG or SVG (headless, as the designer shows it), write the DDL, or write"
                + " cassandra-stress profiles or a NoSQLBench workload of a mix.")
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

        @Option(
                names = "--stress",
                paramLabel = "DIR",
                description = "Write a cassandra-stress user profile for each table into the folder DIR: its"
                        + " columns sized from the model's counts, its queries, and at the top the command lines"
                        + " that load it and run the mix's share of it.")
        Path stress;

        @Option(
                names = "--nosqlbench",
                paramLabel = "FILE.yaml",
                description = "Write a NoSQLBench workload: the schema, a rampup that loads every table as its"
                        + " sizing says, and the mix's queries and writes at their rates (- for standard output).")
        Path nosqlbench;
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
            names = "--mix",
            paramLabel = "NAME",
            description = "With --stress or --nosqlbench: the mix of the workload to run, needed when the workload"
                    + " has several.")
    String mix;

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
        double pngScale = ExportScale.parse(scale, output.png != null ? null : otherOutput());
        boolean load = output.stress != null || output.nosqlbench != null;
        if (mix != null && !load) {
            throw new UserErrorException(
                    "--mix chooses the mix of --stress or --nosqlbench; it does not apply to " + otherOutput() + ".");
        }
        // a drawing needs the renderer's toolkit, which starts while the input is read
        boolean drawing = output.png != null || output.svg != null;
        DiagramRenderer renderer = drawing ? Services.diagramRenderer() : null;
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
        PrintWriter out = spec.commandLine().getOut();
        if (load) {
            Mix chosen = MixChoice.of(project.analysis().workload(), mix, file);
            String source = String.valueOf(file.getFileName());
            if (output.stress != null) {
                LoadFiles.writeStress(output.stress, LoadExports.stress(project, chosen, source));
            } else {
                OutputFiles.requireFolder(output.nosqlbench);
                String name = OutputFiles.isStandardOutput(output.nosqlbench)
                        ? "workload.yaml"
                        : String.valueOf(output.nosqlbench.getFileName());
                OutputFiles.write(output.nosqlbench, LoadExports.nosqlbench(project, chosen, name, source), out);
            }
            return loaded.hasRefusedStatements() ? ExitCode.FINDINGS : ExitCode.OK;
        }
        Path target = output.png != null ? output.png : output.svg != null ? output.svg : output.cql;
        OutputFiles.requireFolder(target);
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

    /** The option of the output asked for when it is not a PNG, for messages. */
    private String otherOutput() {
        return output.svg != null
                ? "--svg"
                : output.cql != null ? "--cql" : output.stress != null ? "--stress" : "--nosqlbench";
    }
}
