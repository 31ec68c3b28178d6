package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.cluster.ClusterConnectionException;
import dev.keyspace.cluster.SchemaAgreement;
import dev.keyspace.cluster.migrate.apply.ApplyPlan.Pending;
import dev.keyspace.cluster.migrate.apply.ApplyReport.ScriptOutcome;
import dev.keyspace.cluster.migrate.apply.ApplyReport.Status;
import dev.keyspace.cluster.plan.StatementErrors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Applies a folder's migration scripts to a cluster, as migration runners do: in version order, each statement sent
 * to one coordinator and awaited until every node has the change, each {@code ksd:copy} directive carried out by
 * {@link RowCopier}, each step recorded in the {@link HistoryTable}. Before it applies anything it refuses a folder
 * whose applied scripts have changed or gone, a script older than one applied, and a script that drops data without
 * the user's consent. A script stopped halfway (a failure, Ctrl+C, a lost connection) goes on, next time, from the
 * statement or copied range where it stopped: what it had done is never done twice.
 */
public final class MigrationRunner {

    public static final Duration DEFAULT_AGREEMENT_BOUND = Duration.ofSeconds(30);

    private final CqlSession session;
    private final HistoryTable history;
    private final CopyOptions copyOptions;
    private final Duration agreementBound;
    private final AtomicBoolean cancelled = new AtomicBoolean();

    public MigrationRunner(CqlSession session, HistoryTable history, CopyOptions copyOptions, Duration bound) {
        this.session = session;
        this.history = history;
        this.copyOptions = copyOptions;
        this.agreementBound = bound;
    }

    /** Asks the run to stop before its next statement, and a copy before its next row. Thread-safe. */
    public void cancel() {
        cancelled.set(true);
    }

    /** What applying {@code scripts} would do; reads the history but changes nothing. */
    public ApplyPlan plan(List<MigrationScript> scripts, boolean allowDrops) {
        List<MigrationScript> ordered = new ArrayList<>(scripts);
        ordered.sort(Comparator.comparingLong(MigrationScript::version));
        Map<Long, HistoryTable.Entry> entries = history.exists() ? history.entries() : Map.of();
        Map<Long, MigrationScript> byVersion = new HashMap<>();
        List<String> refusals = new ArrayList<>();
        for (MigrationScript script : ordered) {
            MigrationScript other = byVersion.putIfAbsent(script.version(), script);
            if (other != null) {
                refusals.add(other.fileName() + " and " + script.fileName() + " have the same version, "
                        + script.version() + "; give one of them the next number");
            }
        }
        long lastApplied = Long.MIN_VALUE;
        for (HistoryTable.Entry entry : entries.values()) {
            MigrationScript script = byVersion.get(entry.version());
            if (script == null) {
                refusals.add("version " + entry.version() + " (" + entry.script() + ") is in " + history.name()
                        + " but not in the folder: is this the folder that was applied?");
            } else if (entry.success()) {
                lastApplied = Math.max(lastApplied, entry.version());
                if (!script.checksum().equals(entry.checksum())) {
                    refusals.add(script.fileName() + " was applied ("
                            + entry.finishedAt().map(Object::toString).orElse("time unknown")
                            + ") and has changed since; an applied script is never changed: put it back as it was"
                            + " and write the change as a new script");
                }
            }
        }
        List<MigrationScript> applied = new ArrayList<>();
        List<Pending> pending = new ArrayList<>();
        for (MigrationScript script : ordered) {
            HistoryTable.Entry entry = entries.get(script.version());
            if (entry != null && entry.success()) {
                applied.add(script);
                continue;
            }
            if (script.version() < lastApplied) {
                refusals.add(script.fileName() + " is not applied, but a later version is: a script added below the"
                        + " last one applied would run out of order; give it the next number");
            }
            int resumeAt = 0;
            if (entry != null && entry.itemsDone() > 0) {
                if (script.checksum().equals(entry.checksum())) {
                    resumeAt = entry.itemsDone();
                } else {
                    refusals.add(script.fileName() + " stopped after " + entry.itemsDone() + " of its statements and"
                            + " copies, and has changed since: ksd cannot tell which of its steps are done. Put it"
                            + " back as it was, or (once you have checked the cluster by hand) delete its row from "
                            + history.name());
                }
            }
            if (script.dropsData() && !allowDrops) {
                refusals.add(script.fileName() + " drops data ("
                        + script.firstLine().substring(3) + "); pass --allow-drops to apply it");
            }
            try {
                pending.add(new Pending(script, ScriptItems.of(script.text()), resumeAt));
            } catch (IllegalArgumentException e) {
                refusals.add(script.fileName() + ": " + e.getMessage());
            }
        }
        return new ApplyPlan(applied, pending, refusals, entries);
    }

    /**
     * Applies the plan's pending scripts in order, stopping at the first failure or when cancelled.
     *
     * @throws IllegalArgumentException for a refused plan: nothing of it may be applied
     */
    public ApplyReport apply(ApplyPlan plan, ApplyListener listener) throws InterruptedException {
        if (plan.refused()) {
            throw new IllegalArgumentException("a refused plan is not applied: " + plan.refusals());
        }
        if (plan.pending().isEmpty()) {
            return new ApplyReport(List.of());
        }
        try {
            history.ensure();
        } catch (ClusterConnectionException | DriverException e) {
            return notStarted(
                    plan, "the history table " + history.name() + " could not be made ready: " + e.getMessage());
        }
        RowCopier copier = new RowCopier(session, history, copyOptions, cancelled);
        List<ScriptOutcome> outcomes = new ArrayList<>();
        boolean stopped = false;
        for (Pending pending : plan.pending()) {
            if (stopped) {
                outcomes.add(new ScriptOutcome(pending.script(), Status.NOT_RUN, Optional.empty(), List.of()));
                continue;
            }
            ScriptOutcome outcome = run(pending, copier, listener);
            outcomes.add(outcome);
            stopped = outcome.status() != Status.APPLIED;
        }
        return new ApplyReport(outcomes);
    }

    private ScriptOutcome run(Pending pending, RowCopier copier, ApplyListener listener) throws InterruptedException {
        MigrationScript script = pending.script();
        List<ScriptItems.Item> items = pending.items();
        history.started(script, items.size(), pending.resumeAt());
        listener.scriptStarting(script, items.size(), pending.resumeAt());
        List<CopyResult> copies = new ArrayList<>();
        for (int i = pending.resumeAt(); i < items.size(); i++) {
            if (cancelled.get()) {
                return new ScriptOutcome(script, Status.STOPPED, Optional.empty(), copies);
            }
            ScriptItems.Item item = items.get(i);
            listener.itemStarting(script, i, item);
            Optional<String> failure;
            try {
                failure = item instanceof ScriptItems.Copy copy
                        ? copy(copier, script, i, copy, copies, listener)
                        : execute(script, i, (ScriptItems.Cql) item, listener);
            } catch (CancellationException e) {
                return new ScriptOutcome(script, Status.STOPPED, Optional.ofNullable(e.getMessage()), copies);
            }
            if (failure.isPresent()) {
                String why = script.fileName() + " line " + item.line() + ": " + failure.get();
                history.finished(script, false, Optional.of(why));
                listener.scriptFinished(script, false);
                return new ScriptOutcome(script, Status.FAILED, Optional.of(why), copies);
            }
            history.progressed(script, i + 1);
        }
        history.finished(script, true, Optional.empty());
        listener.scriptFinished(script, true);
        return new ScriptOutcome(script, Status.APPLIED, Optional.empty(), copies);
    }

    /** A run that could not begin: its first script failed for {@code why} before any step, the others not run. */
    private static ApplyReport notStarted(ApplyPlan plan, String why) {
        List<ScriptOutcome> outcomes = new ArrayList<>();
        for (Pending pending : plan.pending()) {
            outcomes.add(
                    outcomes.isEmpty()
                            ? new ScriptOutcome(pending.script(), Status.FAILED, Optional.of(why), List.of())
                            : new ScriptOutcome(pending.script(), Status.NOT_RUN, Optional.empty(), List.of()));
        }
        return new ApplyReport(outcomes);
    }

    private Optional<String> execute(MigrationScript script, int index, ScriptItems.Cql item, ApplyListener listener)
            throws InterruptedException {
        String cql = SchemaAgreement.withoutSemicolon(item.cql());
        long start = System.nanoTime();
        try {
            Optional<String> missing = SchemaAgreement.execute(
                    session, SimpleStatement.newInstance(cql).setTimeout(Duration.ofSeconds(60)), agreementBound);
            if (missing.isPresent()) {
                return Optional.of("the statement was sent, but the nodes did not agree on the schema within "
                        + agreementBound.toSeconds() + " s (" + missing.get() + "); check that every node is up"
                        + " (nodetool describecluster) and apply again");
            }
        } catch (DriverException e) {
            return Optional.of(StatementErrors.describe(e));
        }
        listener.statementApplied(script, index, cql, (System.nanoTime() - start) / 1_000_000);
        return Optional.empty();
    }

    private Optional<String> copy(
            RowCopier copier,
            MigrationScript script,
            int index,
            ScriptItems.Copy copy,
            List<CopyResult> copies,
            ApplyListener listener)
            throws InterruptedException {
        try {
            CopyResult result = copier.copy(script.version(), index, copy, listener);
            copies.add(result);
            listener.copyFinished(copy, result);
            return Optional.empty();
        } catch (CopyFailedException e) {
            return Optional.of(e.getMessage());
        } catch (DriverException e) {
            return Optional.of("copy " + copy.from() + " -> " + copy.to() + ": " + StatementErrors.describe(e));
        }
    }
}
