package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/** The schema version of every node as one node sees it: its own (system.local) and, by gossip, its peers'. */
final class SchemaVersions {

    private static final Duration QUERY_BOUND = Duration.ofSeconds(2);

    private SchemaVersions() {}

    /**
     * Host id to schema version, as {@code node} sees them.
     *
     * @throws com.datastax.oss.driver.api.core.DriverException when the node does not answer
     */
    static Map<UUID, UUID> seenBy(CqlSession session, Node node) {
        Map<UUID, UUID> versions = new HashMap<>();
        put(
                versions,
                session.execute(query("SELECT host_id, schema_version FROM system.local", node))
                        .one());
        session.execute(query("SELECT host_id, schema_version FROM system.peers", node))
                .forEach(peer -> put(versions, peer));
        return versions;
    }

    /** The hosts of {@code expected} that {@code viewpoint}'s view does not show at the viewpoint's own version. */
    static Set<UUID> behind(Map<UUID, UUID> versions, UUID viewpoint, Collection<UUID> expected) {
        UUID target = versions.get(viewpoint);
        return expected.stream()
                .filter(host -> target == null || !Objects.equals(target, versions.get(host)))
                .collect(Collectors.toSet());
    }

    private static void put(Map<UUID, UUID> versions, Row row) {
        if (row != null && row.getUuid("host_id") != null && row.getUuid("schema_version") != null) {
            versions.put(row.getUuid("host_id"), row.getUuid("schema_version"));
        }
    }

    private static SimpleStatement query(String cql, Node node) {
        return SimpleStatement.newInstance(cql).setNode(node).setTimeout(QUERY_BOUND);
    }
}
