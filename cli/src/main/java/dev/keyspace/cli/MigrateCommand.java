package dev.keyspace.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cli.diff.ProjectAtVersion;
import dev.keyspace.cli.migrate.ApplyProgress;
import dev.keyspace.cli.migrate.ScriptFolder;
import dev.keyspace.cluster.migrate.MigrationPlanner;
import dev.keyspace.cluster.migrate.MigrationStep;
import dev.keyspace.cluster.migrate.ScratchCheck;
import dev.keyspace.cluster.migrate.ScriptStyle;
import dev.keyspace.cluster.migrate.ScriptWriter;
import dev.keyspace.cluster.migrate.apply.ApplyPlan;
import dev.keyspace.cluster.migrate.apply.ApplyReport;
import dev.keyspace.cluster.migrate.apply.CopyOptions;
import dev.keyspace.cluster.migrate.apply.HistoryTable;
import dev.keyspace.cluster.migrate.apply.MigrationRunner;
import dev.keyspace.cluster.migrate.apply.MigrationScript;
import dev.keyspace.cluster.migrate.apply.TableName;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd migrate OLD NEW --out DIR}: the change between two schemas as numbered migration scripts; {@code ksd
 * migrate --apply DIR}: those scripts applied to a cluster, with their copies, recorded in a history table.
 */
@Command(
        name = "migrate",
        mixinStandardHelpOptions = true,
        description = {
            "Write the change from OLD to NEW as numbered migration scripts in DIR (--out), continuing the numbering"
                    + " of the scripts already there; an existing script is never overwritten. Or apply the scripts"
                    + " of DIR to a cluster (--apply).",
            "OLD and NEW are each a project file (its model), FILE.ksd.json@VERSION (a marked version) or a .cql"
                    + " file. Each statement has a comment saying why and IF [NOT] EXISTS wherever Cassandra allows"
                    + " it; schema agreement between statements is left to the runner.",
            "What Cassandra cannot change in place (a key or type change, a renamed table or view, a redefined view)"
                    + " gets a data-migration script of its own, with ksd:copy directives for the rows to copy. A"
                    + " script that drops a table, a column or a keyspace says so in its first line.",
            "Every script is read back by the validator on top of OLD before anything is written; given"
                    + " --contact-points, the scripts are also run, copies and all, on a scratch copy of OLD on that"
                    + " cluster (keyspaces kcN_NAME, dropped after), and nothing is written if Cassandra refuses one.",
            "--apply DIR applies the scripts not yet applied, in version order: each statement waits until every"
                    + " node has the change; each ksd:copy line copies every row by token ranges, keeping each"
                    + " cell's write time and TTL, then checks the count. Each step is recorded in the history table"
                    + " (version, script, checksum, time, success), so a second run skips what is done and a run"
                    + " stopped halfway goes on where it stopped. Before applying anything it refuses an applied"
                    + " script that has changed, and a script that drops data without --allow-drops."
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  scripts written, or applied, or nothing to do",
            "  1  Cassandra would refuse a script (nothing written); or --apply refused the folder (nothing",
            "     applied), a statement or copy failed, or the run was stopped",
            "  2  bad input or usage, or the cluster cannot be reached"
        })
public final class MigrateCommand implements Callable<Integer> {

    /** How long Ctrl+C waits for the statement or the rows being written to finish. */
    private static final Duration STOP_BOUND = Duration.ofSeconds(60);

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..2", paramLabel = "OLD NEW", description = "The schema deployed now, then the wanted one.")
    List<String> sides = List.of();

    @Option(names = "--out", paramLabel = "DIR", description = "Write the scripts in this folder.")
    Path out;

    @Option(names = "--apply", paramLabel = "DIR", description = "Apply this folder's scripts to the cluster.")
    Path apply;

    @Option(
            names = "--style",
            paramLabel = "STYLE",
            description = "The runner's file names: plain (0001_name.cql, the default), cassandra-migration"
                    + " (1_name.cql), cassandra-migrate (v001_name.cql), golang-migrate (1_name.up.cql and"
                    + " 1_name.down.cql) or flyway (V1__name.cql). With --apply, default: the style the folder's"
                    + " files follow.")
    String style;

    @Option(
            names = "--name",
            paramLabel = "TEXT",
            description = "Names the change in the file names (default: from the changes, such as add_guest_email).")
    String name;

    @Mixin
    ConnectionOptions connection;

    @Option(
            names = "--history-table",
            paramLabel = "KEYSPACE.TABLE",
            defaultValue = HistoryTable.DEFAULT,
            description = "With --apply: where applied scripts are recorded, created when missing (default:"
                    + " ${DEFAULT-VALUE}); copy progress goes beside it, in TABLE_copies.")
    String historyTable;

    @Option(names = "--allow-drops", description = "With --apply: also apply scripts that drop data.")
    boolean allowDrops;

    @Option(names = "--dry-run", description = "With --apply: say what would be applied; change nothing.")
    boolean dryRun;

    @Option(
            names = "--copy-concurrency",
            paramLabel = "N",
            defaultValue = "4",
            description = "With --apply: token ranges copied at once (default: ${DEFAULT-VALUE}).")
    int copyConcurrency;

    @Option(
            names = "--copy-rate",
            paramLabel = "ROWS",
            defaultValue = "0",
            description = "With --apply: at most this many rows copied per second; 0 for no limit (the default).")
    int copyRate;

    @Option(
            names = "--consistency",
            paramLabel = "LEVEL",
            defaultValue = "LOCAL_QUORUM",
            description = "With --apply: the consistency level of the copies' reads and writes (default:"
                    + " ${DEFAULT-VALUE}); ONE on a one-node dev cluster whose keyspaces ask for more replicas.")
    String consistency;

    @Override
    public Integer call() {
        if ((apply == null) == (out == null)) {
            throw new UserErrorException(
                    "ksd migrate: give either OLD NEW --out DIR (write scripts) or --apply DIR" + " (apply them)");
        }
        Optional<ScriptStyle> scriptStyle = Optional.ofNullable(style).map(MigrateCommand::style);
        return apply != null ? apply(scriptStyle) : write(scriptStyle.orElse(ScriptStyle.PLAIN));
    }

    private int write(ScriptStyle scriptStyle) {
        if (sides.size() != 2) {
            throw new UserErrorException(
                    "ksd migrate: --out needs OLD and NEW, the schema deployed now and the" + " wanted one");
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        ProjectAtVersion old = ProjectAtVersion.read(sides.get(0), err);
        ProjectAtVersion now = ProjectAtVersion.read(sides.get(1), err);
        ScriptFolder folder = ScriptFolder.open(out, scriptStyle);
        List<MigrationStep> steps =
                new MigrationPlanner().plan(old.project(), now.project(), old.isProject() && now.isProject());
        if (steps.isEmpty()) {
            stdout.println("Nothing to do: " + old.description() + " and " + now.description()
                    + " have the same schema; no script written.");
            stdout.flush();
            return ExitCode.OK;
        }
        ScriptWriter.Result result = new ScriptWriter()
                .write(old.project(), steps, scriptStyle, folder.nextVersion(), Optional.ofNullable(name));
        if (result.refused()) {
            err.println("ksd migrate: Cassandra would refuse these scripts; nothing is written:");
            result.refusals().forEach(r -> err.println("  " + r));
            err.flush();
            return ExitCode.FINDINGS;
        }
        if (connection.contactPoints != null && !onCluster(old, now, scriptStyle, folder.nextVersion(), err)) {
            return ExitCode.FINDINGS;
        }
        folder.write(result.scripts());
        for (ScriptWriter.Script script : result.scripts()) {
            String note = script.note();
            stdout.println("wrote " + out.resolve(script.fileName()) + (note.isEmpty() ? "" : " (" + note + ")"));
        }
        stdout.flush();
        return ExitCode.OK;
    }

    /** Whether the scripts ran on a scratch copy of OLD on the cluster and left NEW; what it refused is printed. */
    private boolean onCluster(
            ProjectAtVersion old, ProjectAtVersion now, ScriptStyle scriptStyle, long first, PrintWriter err) {
        List<String> refusals;
        try (CqlSession session = DeployCommand.connect(connection, "ksd migrate")) {
            refusals = new ScratchCheck(session)
                    .check(old.project(), now.project(), old.isProject() && now.isProject(), scriptStyle, first);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserErrorException("ksd migrate: interrupted while checking the scripts on the cluster", e);
        }
        if (refusals.isEmpty()) {
            spec.commandLine()
                    .getOut()
                    .println("checked on a scratch copy of the old schema on " + connection.contactPoints
                            + ": the scripts give the new schema");
            return true;
        }
        err.println("ksd migrate: on a scratch copy of the old schema on " + connection.contactPoints
                + ", Cassandra refused these scripts; nothing is written:");
        refusals.forEach(r -> err.println("  " + r));
        err.flush();
        return false;
    }

    private int apply(Optional<ScriptStyle> scriptStyle) {
        if (!sides.isEmpty()) {
            throw new UserErrorException("ksd migrate --apply DIR takes no OLD NEW: it applies the folder's scripts");
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        CopyOptions copy;
        TableName history;
        try {
            copy = new CopyOptions(
                    copyConcurrency,
                    copyRate,
                    CopyOptions.DEFAULT.pageSize(),
                    CopyOptions.DEFAULT.ranges(),
                    level(consistency));
            history = HistoryTable.parse(historyTable);
        } catch (IllegalArgumentException e) {
            throw new UserErrorException("ksd migrate --apply: " + e.getMessage(), e);
        }
        List<MigrationScript> scripts = ScriptFolder.read(apply, scriptStyle, err);
        try (CqlSession session = DeployCommand.connect(connection, "ksd migrate --apply")) {
            MigrationRunner runner = new MigrationRunner(
                    session, new HistoryTable(session, history), copy, MigrationRunner.DEFAULT_AGREEMENT_BOUND);
            ApplyPlan plan = runner.plan(scripts, allowDrops);
            if (plan.refused()) {
                err.println("ksd migrate --apply: nothing was applied:");
                plan.refusals().forEach(r -> err.println("  " + r));
                err.flush();
                return ExitCode.FINDINGS;
            }
            if (plan.pending().isEmpty()) {
                stdout.println("Nothing to apply: the "
                        + PlanOutput.count(plan.applied().size(), "script") + " of " + apply + " are all applied ("
                        + history + ").");
                stdout.flush();
                return ExitCode.OK;
            }
            stdout.println((dryRun ? "Would apply " : "Applying ")
                    + PlanOutput.count(plan.pending().size(), "script") + " of " + apply + " ("
                    + plan.applied().size() + " applied before, recorded in " + history + "):");
            if (dryRun) {
                plan.pending()
                        .forEach(p -> stdout.println("  " + p.script().fileName()
                                + (p.resumeAt() > 0 ? " (from step " + (p.resumeAt() + 1) + ")" : "")));
                stdout.flush();
                return ExitCode.OK;
            }
            stdout.flush();
            // Ctrl+C stops the run between two steps (a copy between two rows), which is recorded, then exits
            CountDownLatch ended = new CountDownLatch(1);
            Thread stopper = new Thread(
                    () -> {
                        runner.cancel();
                        try {
                            ended.await(STOP_BOUND.toSeconds(), TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    },
                    "ksd-migrate-stop");
            Runtime.getRuntime().addShutdownHook(stopper);
            try {
                return summary(runner.apply(plan, new ApplyProgress(stdout)), stdout, err);
            } finally {
                ended.countDown(); // after the summary: the JVM halts as soon as the hook returns
                removeHook(stopper);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("ksd migrate --apply: interrupted; the next run goes on where this one stopped");
            err.flush();
            return ExitCode.FINDINGS;
        }
    }

    private static int summary(ApplyReport report, PrintWriter stdout, PrintWriter err) {
        long applied = report.scripts().stream()
                .filter(s -> s.status() == ApplyReport.Status.APPLIED)
                .count();
        for (ApplyReport.ScriptOutcome outcome : report.scripts()) {
            if (outcome.status() == ApplyReport.Status.FAILED) {
                err.println("ksd migrate --apply: "
                        + outcome.failure().orElse(outcome.script().fileName()));
                err.println("  Fix the cause and apply again: the script goes on from the step that failed.");
            } else if (outcome.status() == ApplyReport.Status.STOPPED) {
                err.println(
                        "ksd migrate --apply: stopped in " + outcome.script().fileName() + ": "
                                + outcome.failure().orElse("the next run goes on where this one stopped"));
            }
        }
        err.flush();
        stdout.println("Applied " + PlanOutput.count((int) applied, "script")
                + (report.succeeded() ? "." : " of " + report.scripts().size() + "."));
        stdout.flush();
        return report.succeeded() ? ExitCode.OK : ExitCode.FINDINGS;
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is stopping: the hook has run and stopped the run between two steps
        }
    }

    private static DefaultConsistencyLevel level(String name) {
        for (DefaultConsistencyLevel level : DefaultConsistencyLevel.values()) {
            if (level.name().equalsIgnoreCase(name)) {
                return level;
            }
        }
        throw new IllegalArgumentException("--consistency: '" + name + "' is not a consistency level; the levels are "
                + java.util.Arrays.toString(DefaultConsistencyLevel.values()));
    }

    private static ScriptStyle style(String option) {
        try {
            return ScriptStyle.of(option);
        } catch (IllegalArgumentException e) {
            throw new UserErrorException("ksd migrate: " + e.getMessage(), e);
        }
    }
}
