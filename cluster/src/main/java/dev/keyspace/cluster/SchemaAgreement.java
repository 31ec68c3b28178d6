package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.ExecutionInfo;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.loadbalancing.NodeDistance;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Waits, within a bound the caller chooses, until a schema change has reached every node it must reach.
 *
 * <p>The rule: the nodes to wait for are those the driver lists and has not marked down just before the statement is
 * sent; the change has reached them once the node that ran the statement (the coordinator, which applied it before
 * answering) sees each of them at its own schema version. A node that stops answering later, marked down or not,
 * still holds the change back until the bound, and is then named.
 *
 * <p>The driver's own agreement check is not used: it asks its control node whether all versions are equal, and right
 * after a statement another node ran, that node may not have the change yet and see every node, itself included, at
 * the version before it, which passes as agreement although a node never took the change.
 */
public final class SchemaAgreement {

    /**
     * How long the driver waits for its own agreement check inside a schema statement (the rule above does not rely on
     * it; a short wait keeps each statement fast).
     */
    public static final Duration DRIVER_CHECK = Duration.ofSeconds(1);

    private static final long POLL_MILLIS = 200;

    private SchemaAgreement() {}

    /**
     * The statement, sent to the node every schema change goes to: the first, by address, of the nodes up in the
     * local data center (else of those not marked down). One coordinator for the changes of a deploy, as Cassandra
     * advises for schema changes, and a known one: the node that runs a change is the one whose view the agreement
     * check takes, so what a deploy does when a node stops answering never depends on the driver's choice of node.
     */
    public static SimpleStatement onCoordinator(CqlSession session, SimpleStatement statement) {
        Comparator<Node> preferred = Comparator.comparing((Node node) -> node.getState() != NodeState.UP)
                .thenComparing(node -> node.getDistance() != NodeDistance.LOCAL)
                .thenComparing(NodeAddresses::of);
        return nodesToWaitFor(session).stream()
                .filter(node -> node.getDistance() != NodeDistance.IGNORED)
                .min(preferred)
                .map(statement::setNode)
                .orElse(statement);
    }

    /** The nodes a schema change must reach; take them just before the statement is sent. */
    public static List<Node> nodesToWaitFor(CqlSession session) {
        return session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getState() != NodeState.DOWN && node.getState() != NodeState.FORCED_DOWN)
                .toList();
    }

    /**
     * Sends one schema statement to the schema coordinator ({@link #onCoordinator}) and waits, within {@code bound},
     * until every node it must reach has taken it: empty then, else why not (see {@link #await}).
     *
     * @throws com.datastax.oss.driver.api.core.DriverException when Cassandra refuses the statement or no node answers
     * @throws InterruptedException when the thread is interrupted while it waits
     */
    public static Optional<String> execute(CqlSession session, SimpleStatement statement, Duration bound)
            throws InterruptedException {
        List<Node> waitFor = nodesToWaitFor(session);
        ExecutionInfo ran = session.execute(onCoordinator(session, statement)).getExecutionInfo();
        return await(session, waitFor, ran, bound);
    }

    /**
     * Sends a schema statement written as CQL text (a trailing {@code ;} dropped) as {@link #execute} does, with
     * {@code bound} as its timeout and its wait.
     *
     * @throws ClusterConnectionException when the nodes do not agree within {@code bound}: a cluster condition the
     *     user can act on, named with the nodes that lag
     */
    public static void executeAgreed(CqlSession session, String cql, Duration bound) throws InterruptedException {
        String statement = withoutSemicolon(cql);
        Optional<String> missing =
                execute(session, SimpleStatement.newInstance(statement).setTimeout(bound), bound);
        if (missing.isPresent()) {
            throw new ClusterConnectionException("the nodes did not agree on the schema within " + bound.toSeconds()
                    + " s after " + statement + " (" + missing.get()
                    + "); check that every node is up (nodetool describecluster)");
        }
    }

    /** A statement as the driver takes it: stripped, without the {@code ;} that ends it in a script. */
    public static String withoutSemicolon(String cql) {
        String statement = cql.strip();
        return statement.endsWith(";")
                ? statement.substring(0, statement.length() - 1).strip()
                : statement;
    }

    /**
     * Empty once every node of {@code waitFor} has the change the statement behind {@code ran} made; at the end of
     * {@code bound}, why not, naming the nodes ("127.0.0.3:9042 has not taken the change yet").
     *
     * @throws InterruptedException when the thread is interrupted while it waits
     */
    public static Optional<String> await(CqlSession session, List<Node> waitFor, ExecutionInfo ran, Duration bound)
            throws InterruptedException {
        Node coordinator = ran.getCoordinator();
        long deadline = System.nanoTime() + bound.toNanos();
        while (true) {
            Optional<String> missing = check(session, coordinator, waitFor);
            if (missing.isEmpty() || System.nanoTime() >= deadline) {
                return missing;
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    private static Optional<String> check(CqlSession session, Node coordinator, List<Node> waitFor) {
        Set<UUID> behind;
        try {
            behind = SchemaVersions.behind(
                    SchemaVersions.seenBy(session, coordinator),
                    coordinator.getHostId(),
                    waitFor.stream().map(Node::getHostId).toList());
        } catch (DriverException e) {
            return Optional.of(NodeAddresses.of(coordinator) + ", which ran the statement, did not answer");
        }
        List<String> names = waitFor.stream()
                .filter(node -> behind.contains(node.getHostId()))
                .map(NodeAddresses::of)
                .sorted()
                .toList();
        if (names.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(
                String.join(", ", names) + (names.size() == 1 ? " has" : " have") + " not taken the change yet");
    }
}
