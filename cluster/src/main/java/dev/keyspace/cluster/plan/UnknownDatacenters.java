package dev.keyspace.cluster.plan;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Cassandra 5.0.9 refuses a NetworkTopologyStrategy replication that names a datacenter the cluster does not
 * have ({@code AbstractReplicationStrategy.validateExpectedOptions}: NetworkTopologyStrategy recognizes only the
 * datacenters of its topology, and {@code replication_factor}). The refusal is Cassandra's message, followed by
 * the datacenters the cluster has.
 */
public final class UnknownDatacenters {

    /** Options of a replication map that name no datacenter. */
    private static final Set<String> NOT_DATACENTERS = Set.of("class", "replication_factor");

    private UnknownDatacenters() {}

    /** The datacenters of the cluster the session is connected to, sorted. */
    public static Set<String> of(CqlSession session) {
        Set<String> datacenters = new TreeSet<>();
        for (Node node : session.getMetadata().getNodes().values()) {
            Optional.ofNullable(node.getDatacenter()).ifPresent(datacenters::add);
        }
        return datacenters;
    }

    /** Cassandra's refusal of each keyspace of the project that names a datacenter the cluster lacks. */
    public static List<String> refusals(Project project, Set<String> clusterDatacenters) {
        return project.keyspaces().stream()
                .flatMap(k -> refusal(k, clusterDatacenters).stream())
                .toList();
    }

    /** Cassandra's refusal of the keyspace's replication on a cluster with these datacenters, if it names others. */
    public static Optional<String> refusal(Keyspace keyspace, Set<String> clusterDatacenters) {
        Replication replication = keyspace.replication();
        if (!replication.shortClassName().equals(Replication.NETWORK_TOPOLOGY)) {
            return Optional.empty();
        }
        return new TreeSet<>(replication.options().keySet())
                .stream()
                        .filter(option -> !NOT_DATACENTERS.contains(option) && !clusterDatacenters.contains(option))
                        .findFirst()
                        .map(datacenter -> "Unrecognized strategy option {" + datacenter
                                + "} passed to NetworkTopologyStrategy for keyspace "
                                + keyspace.name().internal()
                                + " (the cluster's datacenters: " + String.join(", ", clusterDatacenters) + ")");
    }
}
