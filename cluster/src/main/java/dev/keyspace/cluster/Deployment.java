package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs a plan's statements one by one. After each statement it waits, within a bound, until every node
 * agrees on the schema; it stops at the first failure, and between statements when cancelled. The report
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
            ResultSet result = session.execute(SimpleStatement.newInstance(statement.cql()));
            failure = awaitAgreement(result);
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

    /** Empty once the nodes agree; a message when they still disagree at the end of the bound. */
    private Optional<String> awaitAgreement(ResultSet result) {
        try {
            if (SchemaAgreement.await(session, result, agreementBound)) {
                return Optional.empty();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while waiting for the nodes to agree on the schema");
        }
        String lagging = SchemaVersions.describeLagging(session)
                .map(text -> " (" + text + ")")
                .orElse("");
        return Optional.of("the statement was sent, but the nodes did not agree on the schema within "
                + agreementBound.toSeconds() + " s" + lagging + "; check that every node is up and responsive"
                + " (nodetool describecluster) and deploy again");
    }

    /**
     * Nodes the driver saw down at the end: the nodes that were up agreed on each statement, and a down
     * node takes the schema from them when it comes back, so the report names it rather than failing.
     */
    private List<String> nodesDown() {
        return session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getState() == NodeState.DOWN || node.getState() == NodeState.FORCED_DOWN)
                .map(node -> address(
                        node.getBroadcastRpcAddress().orElse(null),
                        node.getEndPoint().toString()))
                .sorted()
                .toList();
    }

    private static String address(InetSocketAddress rpc, String endPoint) {
        if (rpc == null) {
            return endPoint.startsWith("/") ? endPoint.substring(1) : endPoint;
        }
        return rpc.getAddress().getHostAddress() + ":" + rpc.getPort();
    }
}
