package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.ExecutionInfo;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.keyspace.cluster.connect.ClusterConnector;
import dev.keyspace.cluster.connect.ConnectionSettings;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.LocalNode;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The rule a deploy waits by, on a real 3-node ring: a change has reached a node once the node that ran it sees that
 * node at its own schema version. The statement runs on the second node, which is not the driver's control node, so
 * a check of the control node's view (all versions equal) could pass on the version before the change.
 */
@Tag("cluster3")
@LocalCassandra(nodes = 3)
class SchemaAgreementTest {

    private static final Duration BOUND = Duration.ofSeconds(5);

    @Test
    void should_hold_a_change_back_for_a_paused_node_that_is_not_marked_down_and_name_it(LocalCluster cluster)
            throws InterruptedException {
        LocalNode paused = cluster.nodes().get(2);
        try (CqlSession session = new ClusterConnector()
                .connect(settingsFor(cluster.contactPoints().get(0)))) {
            Node second = node(session, cluster.contactPoints().get(1));
            assertThat(run(
                            session,
                            second,
                            "CREATE KEYSPACE agreement_paused WITH replication ="
                                    + " {'class': 'NetworkTopologyStrategy', 'datacenter1': 3}"))
                    .isEmpty();

            List<Node> waitFor = SchemaAgreement.nodesToWaitFor(session);
            assertThat(waitFor).hasSize(3);
            paused.pause();
            ExecutionInfo ran;
            Optional<String> missing;
            try {
                ran = session.execute(SimpleStatement.newInstance("CREATE TABLE agreement_paused.t (k int PRIMARY KEY)")
                                .setNode(second))
                        .getExecutionInfo();
                missing = SchemaAgreement.await(session, waitFor, ran, BOUND);
            } finally {
                paused.resume();
            }
            InetSocketAddress address = paused.cqlAddress();
            assertThat(missing)
                    .contains(address.getAddress().getHostAddress() + ":" + address.getPort()
                            + " has not taken the change yet");

            // resumed, the node takes the change and the same wait passes
            assertThat(SchemaAgreement.await(session, waitFor, ran, Duration.ofSeconds(60)))
                    .isEmpty();
            assertThat(run(session, second, "DROP KEYSPACE agreement_paused")).isEmpty();
        }
    }

    /** Runs a schema statement on the node and waits, by the rule, for every node not marked down. */
    private static Optional<String> run(CqlSession session, Node node, String cql) throws InterruptedException {
        List<Node> waitFor = SchemaAgreement.nodesToWaitFor(session);
        ExecutionInfo ran =
                session.execute(SimpleStatement.newInstance(cql).setNode(node)).getExecutionInfo();
        return SchemaAgreement.await(session, waitFor, ran, Duration.ofSeconds(60));
    }

    private static Node node(CqlSession session, InetSocketAddress address) {
        return session.getMetadata().getNodes().values().stream()
                .filter(n -> n.getEndPoint().resolve().equals(address))
                .findFirst()
                .orElseThrow();
    }

    private static ConnectionSettings settingsFor(InetSocketAddress first) {
        return ConnectionSettings.to(new ContactPoint(first.getAddress().getHostAddress(), first.getPort()))
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(10));
    }
}
