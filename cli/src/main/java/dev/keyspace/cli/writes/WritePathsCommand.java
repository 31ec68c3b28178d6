package dev.keyspace.cli.writes;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd write-paths FILE [--format text|json]}: where each attribute is copied, and how to write it. */
@Command(
        name = "write-paths",
        mixinStandardHelpOptions = true,
        description = {
            "For each entity and relationship of the project's conceptual model: the tables and views holding"
                    + " a copy of each attribute, and the statements that insert it, update each attribute and"
                    + " delete it, with the logged batch that keeps the copies in agreement and notes on the"
                    + " values a statement needs that the write does not have.",
            "Materialized views are listed among the copies but never written: Cassandra maintains them."
        },
        footerHeading = "%nOutput:%n",
        footer = {
            "  text  the copies ('Hotel.name: hotel.hotels, hotel.hotels_by_poi'), then per write",
            "        'insert Hotel (logged batch: why)', its statements and its notes.",
            "  json  {\"attributes\": {\"Hotel.name\": [\"hotel.hotels\", ...]}, \"writes\":",
            "        [{\"entity\", \"operation\" (insert, update, delete), \"attribute\" (null",
            "        unless update), \"statements\": [CQL], \"batch\" (logged or none), \"why\",",
            "        \"notes\": [...]}]}",
            "",
            "Exit codes:",
            "  0  the write paths were printed",
            "  2  the file cannot be read",
            "  3  internal error"
        })
public final class WritePathsCommand implements Callable<Integer> {

    /** How the write paths are printed. */
    public enum Format {
        TEXT,
        JSON
    }

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A project file (.ksd.json) or a CQL schema (.cql).")
    Path file;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Project project = ProjectInputs.load(file, spec.commandLine().getErr());
        WritePlan plan = WritePaths.of(project);
        if (format == Format.JSON) {
            WritePathsJson.write(plan, out);
        } else {
            WritePathsText.write(plan, out);
        }
        out.flush();
        return ExitCode.OK;
    }
}
