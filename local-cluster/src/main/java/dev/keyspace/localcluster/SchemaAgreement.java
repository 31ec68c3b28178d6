package dev.keyspace.localcluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import java.time.Duration;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;

/**
 * Waits until every node is up, knows all its peers and reports the same schema version. Asks each node
 * itself (system.local and system.peers), so no nodetool or JMX is needed.
 */
final class SchemaAgreement {
    private SchemaAgreement() {}

    static void await(CqlSession session, int expectedNodes, Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        String lastSeen = "no answer yet";
        while (System.nanoTime() < deadline) {
            try {
                Set<UUID> versions = versionsIfComplete(session, expectedNodes);
                if (versions.size() == 1) {
                    return;
                }
                lastSeen = versions.isEmpty() ? "not all nodes up yet" : "schema versions " + versions;
            } catch (RuntimeException e) {
                lastSeen = e.getMessage();
            }
            sleep(500);
        }
        throw new LocalClusterException(
                "The " + expectedNodes + "-node cluster did not agree on one schema version within " + bound.toSeconds()
                        + " s (" + lastSeen + ").");
    }

    /** Every version reported, or an empty set while nodes are still missing or down. */
    private static Set<UUID> versionsIfComplete(CqlSession session, int expectedNodes) {
        Collection<Node> nodes = session.getMetadata().getNodes().values();
        if (nodes.size() != expectedNodes || nodes.stream().anyMatch(node -> node.getState() != NodeState.UP)) {
            return Set.of();
        }
        Set<UUID> versions = new HashSet<>();
        for (Node node : nodes) {
            Row local = session.execute(SimpleStatement.newInstance("SELECT schema_version FROM system.local")
                            .setNode(node))
                    .one();
            versions.add(local == null ? null : local.getUuid("schema_version"));
            int peers = 0;
            for (Row peer : session.execute(SimpleStatement.newInstance("SELECT schema_version FROM system.peers")
                    .setNode(node))) {
                versions.add(peer.getUuid("schema_version"));
                peers++;
            }
            if (peers != expectedNodes - 1) {
                return Set.of();
            }
        }
        return versions.contains(null) ? Set.of() : versions;
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LocalClusterException("Interrupted while waiting for the local cluster.", e);
        }
    }
}
