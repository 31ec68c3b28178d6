package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.ExecutionInfo;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import java.time.Duration;
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
    static final Duration DRIVER_CHECK = Duration.ofSeconds(1);

    private static final long POLL_MILLIS = 200;

    private SchemaAgreement() {}

    /** The nodes a schema change must reach; take them just before the statement is sent. */
    public static List<Node> nodesToWaitFor(CqlSession session) {
        return session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getState() != NodeState.DOWN && node.getState() != NodeState.FORCED_DOWN)
                .toList();
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
