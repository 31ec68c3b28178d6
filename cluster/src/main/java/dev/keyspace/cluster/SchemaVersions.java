package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

/**
 * Which nodes hold which schema version, as one node sees it through gossip (system.local and
 * system.peers), to name the nodes that keep a deploy from reaching schema agreement.
 */
final class SchemaVersions {

    private static final Duration QUERY_BOUND = Duration.ofSeconds(2);
    private static final int NODES_TO_ASK = 3;

    private SchemaVersions() {}

    /**
     * "127.0.0.3 has not taken the change yet" (the nodes outside the largest group of one version), or
     * empty when no node answered in time or all agree.
     */
    static Optional<String> describeLagging(CqlSession session) {
        List<Node> up = session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getState() == NodeState.UP)
                .limit(NODES_TO_ASK)
                .toList();
        for (Node node : up) {
            try {
                return describe(versionsSeenBy(session, node));
            } catch (DriverException e) {
                // that node may be the one that does not answer: ask the next
            }
        }
        return Optional.empty();
    }

    private static Map<UUID, TreeSet<String>> versionsSeenBy(CqlSession session, Node node) {
        Map<UUID, TreeSet<String>> hostsByVersion = new TreeMap<>();
        Row local = session.execute(query("SELECT broadcast_address, schema_version FROM system.local", node))
                .one();
        if (local != null) {
            add(hostsByVersion, local.getUuid("schema_version"), local.getInetAddress("broadcast_address"));
        }
        for (Row peer : session.execute(query("SELECT peer, schema_version FROM system.peers", node))) {
            add(hostsByVersion, peer.getUuid("schema_version"), peer.getInetAddress("peer"));
        }
        return hostsByVersion;
    }

    static Optional<String> describe(Map<UUID, TreeSet<String>> hostsByVersion) {
        if (hostsByVersion.size() < 2) {
            return Optional.empty();
        }
        List<TreeSet<String>> groups = new ArrayList<>(hostsByVersion.values());
        groups.sort(Comparator.comparingInt(TreeSet<String>::size).reversed());
        if (groups.get(0).size() == groups.get(1).size()) {
            List<String> described =
                    groups.stream().map(g -> String.join(", ", g)).toList();
            return Optional.of("the nodes are split between versions: " + String.join(" / ", described));
        }
        TreeSet<String> behind = new TreeSet<>();
        groups.subList(1, groups.size()).forEach(behind::addAll);
        return Optional.of(
                String.join(", ", behind) + (behind.size() == 1 ? " has" : " have") + " not taken the change yet");
    }

    private static void add(Map<UUID, TreeSet<String>> hostsByVersion, UUID version, InetAddress host) {
        if (version != null && host != null) {
            hostsByVersion.computeIfAbsent(version, v -> new TreeSet<>()).add(host.getHostAddress());
        }
    }

    private static SimpleStatement query(String cql, Node node) {
        return SimpleStatement.newInstance(cql).setNode(node).setTimeout(QUERY_BOUND);
    }
}
