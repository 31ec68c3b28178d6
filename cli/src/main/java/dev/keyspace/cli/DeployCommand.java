package dev.keyspace.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cli.base.CqlInputs;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.TargetOption;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cluster.ClusterConnectionException;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cluster.connect.ClusterConnector;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cluster.plan.StatementOutcome;
import dev.keyspace.model.Project;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd deploy FILE}: make a cluster's schema match the project. Plans first (CREATE, ALTER, DROP
 * with consent, manual changes reported), then applies statement by statement with progress.
 */
@Command(
        name = "deploy",
        mixinStandardHelpOptions = true,
        description = {
            "Make the cluster's schema match the project: create what is missing, alter what differs, "
                    + "drop what the project no longer has (only with --allow-drops). Changes Cassandra cannot make "
                    + "in place are listed with the migration they need, never attempted. A .cql file with statements "
                    + "Cassandra 5.0 would refuse is not deployed (each is reported) unless --skip-refused is given."
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  applied, or nothing to do",
            "  1  a statement failed, manual changes are pending, or the file has statements",
            "     Cassandra 5.0 would refuse (reported; deployed only with --skip-refused)",
            "  2  bad input, or the cluster cannot be reached"
        })
public final class DeployCommand implements Callable<Integer> {

    enum Format {
        TEXT,
        JSON
    }

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The project (.ksd.json) or CQL schema (.cql) to deploy.")
    Path file;

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--dry-run", description = "Print the plan only; change nothing.")
    boolean dryRun;

    @Option(
            names = "--allow-drops",
            description = "Also run statements that drop tables, columns, types, indexes or views.")
    boolean allowDrops;

    @Option(
            names = "--skip-refused",
            description = "Deploy a .cql file's other statements even though Cassandra 5.0 would refuse some.")
    boolean skipRefused;

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Mixin
    TargetOption target;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ProjectInputs.Loaded loaded = ProjectInputs.read(file, err, target);
        if (loaded.hasRefusedStatements() && !skipRefused) {
            err.println("ksd deploy: nothing was deployed: " + file + " has "
                    + PlanOutput.count(loaded.refusedStatements(), "statement")
                    + " Cassandra " + loaded.project().target()
                    + " would refuse (above). Fix them, or pass --skip-refused to deploy the"
                    + " statements it accepts.");
            err.flush();
            return ExitCode.FINDINGS;
        }
        if (loaded.hasRefusedStatements()) {
            err.println("ksd deploy: --skip-refused: the " + PlanOutput.count(loaded.refusedStatements(), "statement")
                    + " Cassandra " + loaded.project().target()
                    + " would refuse (above) are left out; the others are deployed.");
            err.flush();
        }
        CqlInputs.noteLeftOut(
                file, loaded.notSchema(), "not deployed (deploy changes the schema only; run it with cqlsh)", err);
        int refused = loaded.hasRefusedStatements() ? ExitCode.FINDINGS : ExitCode.OK;
        Project project = loaded.project();
        try (CqlSession session = connect(connection, "ksd deploy")) {
            DeployPlan plan = plan(session, project);
            if (dryRun) {
                print(plan, Optional.empty(), out);
                return Math.max(refused, plan.manual().isEmpty() ? ExitCode.OK : ExitCode.FINDINGS);
            }
            if (format == Format.TEXT && !plan.statements().isEmpty()) {
                out.println("Deploying " + PlanOutput.count(plan.statements().size(), "statement") + " to "
                        + describeTarget() + ":");
            }
            DeployReport report =
                    new Deployment(session, plan).run(format == Format.TEXT ? progress(out) : DeployListener.NONE);
            print(plan, Optional.of(report), out);
            return Math.max(refused, report.succeeded() && plan.manual().isEmpty() ? ExitCode.OK : ExitCode.FINDINGS);
        }
    }

    private DeployPlan plan(CqlSession session, Project project) {
        try {
            return new DeployPlanner().plan(session, project, allowDrops);
        } catch (LiveSchemaException e) {
            throw new UserErrorException("ksd deploy: " + e.getMessage(), e);
        }
    }

    private void print(DeployPlan plan, Optional<DeployReport> report, PrintWriter out) {
        if (format == Format.JSON) {
            out.println(PlanOutput.json(plan, report));
        } else if (report.isEmpty()) {
            PlanOutput.printText(plan, out);
        } else {
            if (plan.isConverged()) {
                out.println("Nothing to deploy: the cluster already matches the project.");
            } else if (!plan.statements().isEmpty()) {
                PlanOutput.printReport(report.get(), out);
            }
            PlanOutput.printSkippedAndManual(plan, out);
        }
        out.flush();
    }

    private String describeTarget() {
        return connection.targetsDevCluster() ? "the local dev cluster" : connection.contactPoints;
    }

    private static DeployListener progress(PrintWriter out) {
        return new DeployListener() {
            @Override
            public void finished(StatementOutcome outcome) {
                PlannedStatement statement = outcome.statement();
                String firstLine = statement.cql().lines().findFirst().orElse("");
                String status = outcome.status() == StatementOutcome.Status.APPLIED
                        ? "ok (" + outcome.elapsed().toMillis() + " ms)"
                        : "FAILED";
                out.println("  [" + (outcome.index() + 1) + "] " + firstLine
                        + (firstLine.equals(statement.cql()) ? "" : " ...") + "  " + status);
                out.flush();
            }
        };
    }

    /** A session for a command, with connection failures as one-line user errors. */
    static CqlSession connect(ConnectionOptions options, String command) {
        try {
            return new ClusterConnector().connect(options.settings(command, System::getenv));
        } catch (ClusterConnectionException e) {
            throw new UserErrorException(command + ": " + e.getMessage(), e);
        }
    }
}
