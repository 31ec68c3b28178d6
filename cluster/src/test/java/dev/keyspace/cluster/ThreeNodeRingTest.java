package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The ring that {@code @LocalCassandra(nodes = 3)} starts. It lives in cluster's 3-node suite, beside the tests that
 * use that ring, so one test run starts one 3-node cluster (see ADR 0004).
 */
@Tag("cluster3")
@LocalCassandra(nodes = 3)
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class ThreeNodeRingTest {
    @Test
    void should_form_one_ring_on_three_loopback_addresses_with_one_schema_version(
            LocalCluster cluster, CqlSession session) {
        assertThat(cluster.nodes())
                .extracting(node -> node.spec().address().getHostAddress())
                .containsExactly("127.0.0.1", "127.0.0.2", "127.0.0.3");
        assertThat(session.getMetadata().getNodes().values()).hasSize(3).allSatisfy(node -> assertThat(node.getState())
                .isEqualTo(NodeState.UP));
        assertThat(session.checkSchemaAgreement()).isTrue();
    }

    @Test
    void should_write_at_quorum_and_read_back_from_every_replica_with_replication_factor_3(CqlSession session) {
        assertThat(session.execute(
                                "CREATE KEYSPACE ring WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 3}")
                        .getExecutionInfo()
                        .isSchemaInAgreement())
                .as("schema agreement after CREATE KEYSPACE")
                .isTrue();
        assertThat(session.execute("CREATE TABLE ring.visits (page text, at int, who text, PRIMARY KEY (page, at))")
                        .getExecutionInfo()
                        .isSchemaInAgreement())
                .as("schema agreement after CREATE TABLE")
                .isTrue();
        awaitTableOnEveryNode(session, "ring", "visits");
        session.execute(SimpleStatement.newInstance("INSERT INTO ring.visits (page, at, who) VALUES ('home', 1, 'ada')")
                .setConsistencyLevel(ConsistencyLevel.QUORUM));

        Row quorum = session.execute(SimpleStatement.newInstance("SELECT who FROM ring.visits WHERE page = 'home'")
                        .setConsistencyLevel(ConsistencyLevel.QUORUM))
                .one();
        assertThat(quorum.getString("who")).isEqualTo("ada");

        for (Node node : session.getMetadata().getNodes().values()) {
            Row fromAll = session.execute(SimpleStatement.newInstance("SELECT who FROM ring.visits WHERE page = 'home'")
                            .setConsistencyLevel(ConsistencyLevel.ALL)
                            .setNode(node))
                    .one();
            assertThat(fromAll.getString("who"))
                    .as(
                            "read at ALL through %s",
                            ((InetSocketAddress) node.getEndPoint().resolve()).getAddress())
                    .isEqualTo("ada");
        }
        assertThat(session.getMetadata()
                        .getTokenMap()
                        .orElseThrow()
                        .getReplicas(
                                "ring",
                                com.datastax.oss.driver.api.core.type.codec.TypeCodecs.TEXT.encode(
                                        "home", session.getContext().getProtocolVersion())))
                .hasSize(3);
    }

    /**
     * Waits until every node has the table in memory, not only in its schema tables. Schema agreement as the
     * driver reports it, and even the row in {@code system_schema.tables}, can come a moment before a loaded
     * replica has opened the table; a write then fails there with "Unknown CF". A read at ALL through each
     * node touches every replica, so once one succeeds through every node, all three have opened the table.
     * Bounded at 60 seconds.
     */
    private static void awaitTableOnEveryNode(CqlSession session, String keyspace, String table) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        for (Node node : session.getMetadata().getNodes().values()) {
            while (true) {
                try {
                    session.execute(SimpleStatement.newInstance("SELECT * FROM " + keyspace + "." + table + " LIMIT 1")
                            .setConsistencyLevel(ConsistencyLevel.ALL)
                            .setNode(node));
                    break;
                } catch (com.datastax.oss.driver.api.core.DriverException notYet) {
                    if (System.nanoTime() > deadline) {
                        throw new AssertionError(
                                "the replicas did not all open " + keyspace + "." + table + " within 60 seconds",
                                notYet);
                    }
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted while waiting for the table", e);
                }
            }
        }
    }
}
