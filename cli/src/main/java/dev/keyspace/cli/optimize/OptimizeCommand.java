package dev.keyspace.cli.optimize;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.MixChoice;
import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.optimizer.CostModel;
import dev.keyspace.optimizer.DesignAdoption;
import dev.keyspace.optimizer.DesignText;
import dev.keyspace.optimizer.OptimizedDesign;
import dev.keyspace.optimizer.Optimizer;
import dev.keyspace.optimizer.UnreadTables;
import dev.keyspace.optimizer.solve.CpSatSolver;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd optimize FILE [--mix NAME] [--max-space SIZE] [--objective cost|space] [--format text|json]}: the
 * tables, views and indexes that serve a mix of the project's workload at the least weighted cost.
 */
@Command(
        name = "optimize",
        mixinStandardHelpOptions = true,
        description = {
            "Choose the tables, materialized views and SAI indexes that serve a mix of the project's workload"
                    + " (analysis.workload: each query's and write's rate) at the least weighted cost, within a"
                    + " space limit.",
            "Candidates are the current design's tables and views, every proposal of the mapping assistant and"
                    + " tables shared by several queries; the choice is an integer program solved by OR-Tools'"
                    + " CP-SAT: the least cost, then the fewest tables.",
            "Costs are per second, in units of about one single-partition read: a statement's cost from the"
                    + " sizing (partitions, rows and bytes read; statements, cells, batches, view and index upkeep"
                    + " written) times its rate. The constants are defaults until a proof's measured statement costs"
                    + " are stored in the project (ksd prove --calibrate, or Store as Calibration in the designer's"
                    + " Prove); the output says which."
        },
        footerHeading = "%nOutput:%n",
        footer = {
            "  text  the totals against the current design, the kept tables with their CQL and the queries",
            "        each serves, each query's read, each write's tables, and why each other candidate was",
            "        left out.",
            "  json  {\"mix\", \"objective\", \"space\", \"proven\", \"calibrated\", \"calibration\" (the proof, or",
            "        null), \"defaultCosts\" (the constants left default), \"tables\": [{\"table\", \"kind\",",
            "        \"current\", \"cql\", \"serves\": [...]}], \"queries\": [{\"query\", \"table\", \"cost\"}],",
            "        \"writes\": [{\"write\", \"tables\", \"batch\", \"cost\"}], \"current\": {\"objective\",",
            "        \"space\"} (null when the current design does not serve every query), \"leftOut\",",
            "        \"unanswerable\"}.",
            "",
            "Exit codes:",
            "  0  a design was found and printed",
            "  1  no design fits the space limit, or a query of the mix cannot be answered",
            "  2  the file cannot be read, it has no such mix, or an option is wrong",
            "  3  internal error"
        })
public final class OptimizeCommand implements Callable<Integer> {

    /** How the design is printed. */
    public enum Format {
        TEXT,
        JSON
    }

    /** What is minimised first. */
    public enum Objective {
        COST,
        SPACE
    }

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A project file (.ksd.json) with a workload.")
    Path file;

    @Option(
            names = "--mix",
            paramLabel = "NAME",
            description = "The mix to optimize for; may be left out when the workload has one mix.")
    String mixName;

    @Option(
            names = "--max-space",
            paramLabel = "SIZE",
            converter = SpaceSize.class,
            description = "The most space the design may take on disk across replicas, such as 500GB or 2TB"
                    + " (powers of 1024, as ksd prints sizes).")
    Long maxSpace;

    @Option(
            names = "--objective",
            paramLabel = "OBJECTIVE",
            defaultValue = "cost",
            description = "What is minimised first: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Objective objective;

    @Option(
            names = "--adopt",
            paramLabel = "OUT.ksd.json",
            description = "Also write the project with the design adopted to the new file OUT: its new tables,"
                    + " views and indexes created and the mix's queries linked to them, as the designer's Adopt"
                    + " Design does. FILE is left as it is; OUT must not exist yet.")
    Path adopt;

    @Option(
            names = "--drop-unread",
            description = "With --adopt: leave out of OUT every table and view no query of the project is linked"
                    + " to once the design is adopted (what the design no longer reads), so that OUT holds only"
                    + " the design, as a proof of it should load it.")
    boolean dropUnread;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description = "The longest the solver searches each objective, in seconds (default: ${DEFAULT-VALUE}).")
    int timeLimit;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (timeLimit < 1) {
            throw new UserErrorException("--time-limit must be at least 1 second");
        }
        if (dropUnread && adopt == null) {
            throw new UserErrorException("--drop-unread goes with --adopt");
        }
        if (adopt != null && Files.exists(adopt)) {
            throw new UserErrorException(adopt + " exists: --adopt writes a new file, never over another");
        }
        Project project = ProjectInputs.load(file, err);
        Mix mix = MixChoice.of(project.analysis().workload(), mixName, file);
        Optional<OptimizedDesign> design = new Optimizer(CostModel.of(project), Duration.ofSeconds(timeLimit))
                .optimize(
                        project,
                        mix,
                        maxSpace == null ? OptionalLong.empty() : OptionalLong.of(maxSpace),
                        objective == Objective.SPACE ? CpSatSolver.Objective.SPACE : CpSatSolver.Objective.COST);
        if (design.isEmpty()) {
            err.println("ksd optimize: no design serves every query of mix " + mix.name() + " within "
                    + DesignText.space(maxSpace == null ? 0 : maxSpace));
            err.flush();
            return ExitCode.FINDINGS;
        }
        if (format == Format.JSON) {
            out.println(PrettyJson.of(OptimizeJson.of(design.get())));
        } else {
            OptimizeText.write(design.get(), out);
        }
        out.flush();
        if (adopt != null) {
            write(adopted(project, design.get()), err);
        }
        return design.get().unanswerable().isEmpty() ? ExitCode.OK : ExitCode.FINDINGS;
    }

    private Project adopted(Project project, OptimizedDesign design) {
        Project adopted = DesignAdoption.of(project, design).apply(project);
        return dropUnread ? UnreadTables.removal(adopted).apply(adopted) : adopted;
    }

    private void write(Project adopted, PrintWriter err) {
        try {
            ProjectFiles.save(adopted, adopt);
        } catch (ProjectFileException e) {
            throw new UserErrorException("cannot write " + adopt + ": " + e.getMessage(), e);
        }
        err.println("ksd optimize: the project with the design adopted is in " + adopt + " ("
                + adopted.allTables().size() + " tables, " + adopted.allViews().size() + " views)");
        err.flush();
    }
}
