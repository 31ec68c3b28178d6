package dev.keyspace.cluster.plan;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import dev.keyspace.cluster.NodeAddresses;
import dev.keyspace.cluster.SchemaAgreement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs a plan's statements one by one. After each statement it waits, within a bound, until the change has
 * reached every node that was not marked down when it was sent ({@link SchemaAgreement}); it stops at the
 * first failure, and between statements when cancelled. The report
 * says which statements were applied, which one failed (with Cassandra's message) and which did not run.
 */
public final class Deployment {

    public static final Duration DEFAULT_AGREEMENT_BOUND = Duration.ofSeconds(30);

    private final CqlSession session;
    private final DeployPlan plan;
    private final Duration agreementBound;
    private final AtomicBoolean cancelled = new AtomicBoolean();

    public Deployment(CqlSession session, DeployPlan plan) {
        this(session, plan, DEFAULT_AGREEMENT_BOUND);
    }

    public Deployment(CqlSession session, DeployPlan plan, Duration agreementBound) {
        this.session = Objects.requireNonNull(session, "session");
        this.plan = Objects.requireNonNull(plan, "plan");
        this.agreementBound = Objects.requireNonNull(agreementBound, "agreementBound");
    }

    /** Asks the deploy to stop before its next statement; the statement being sent still completes. Thread-safe. */
    public void cancel() {
        cancelled.set(true);
    }

    public DeployReport run(DeployListener listener) {
        List<PlannedStatement> statements = plan.statements();
        List<StatementOutcome> outcomes = new ArrayList<>();
        boolean stopped = false;
        for (int i = 0; i < statements.size(); i++) {
            PlannedStatement statement = statements.get(i);
            if (stopped || cancelled.get() || Thread.currentThread().isInterrupted()) {
                outcomes.add(new StatementOutcome(
                        i, statement, StatementOutcome.Status.NOT_RUN, Optional.empty(), Duration.ZERO));
                continue;
            }
            listener.starting(i, statements.size(), statement);
            StatementOutcome outcome = execute(i, statement);
            outcomes.add(outcome);
            stopped = outcome.status() == StatementOutcome.Status.FAILED;
            listener.finished(outcome);
        }
        boolean wasCancelled = cancelled.get()
                && outcomes.stream().anyMatch(o -> o.status() == StatementOutcome.Status.NOT_RUN)
                && !stopped;
        return new DeployReport(outcomes, wasCancelled, nodesDown());
    }

    private StatementOutcome execute(int index, PlannedStatement statement) {
        long start = System.nanoTime();
        Optional<String> failure;
        try {
            failure = awaitAgreement(SimpleStatement.newInstance(statement.cql()));
        } catch (DriverException e) {
            failure = Optional.of(StatementErrors.describe(e));
        }
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        return new StatementOutcome(
                index,
                statement,
                failure.isPresent() ? StatementOutcome.Status.FAILED : StatementOutcome.Status.APPLIED,
                failure,
                elapsed);
    }

    /** Sends the statement; empty once it has reached every node it must, else a message naming the nodes it has not. */
    private Optional<String> awaitAgreement(SimpleStatement statement) {
        Optional<String> missing;
        try {
            missing = SchemaAgreement.execute(session, statement, agreementBound);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while waiting for the nodes to agree on the schema");
        }
        return missing.map(why -> "the statement was sent, but the nodes did not agree on the schema within "
                + agreementBound.toSeconds() + " s (" + why + "); check that every node is up and responsive"
                + " (nodetool describecluster) and deploy again");
    }

    /**
     * Nodes the driver saw down at the end: the nodes that were up agreed on each statement, and a down
     * node takes the schema from them when it comes back, so the report names it rather than failing.
     */
    private List<String> nodesDown() {
        return session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getState() == NodeState.DOWN || node.getState() == NodeState.FORCED_DOWN)
                .map(NodeAddresses::of)
                .sorted()
                .toList();
    }
}
