package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code ksd prove --contact-points H:P --jmx-port PORT} on a node the test starts: the nodes' JMX is found on
 * their own address at that port; a port where no JMX listens ends the proof with exit 2, naming host and port,
 * before anything is written.
 */
@LocalCassandra
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class ProveJmxPortTest {

    private static final String HOTEL = ProveCommandTest.HOTEL;

    private final KsdRun ksd = new KsdRun();

    private static String contactPoint(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    private static int closedPort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void should_stop_with_exit_2_naming_host_and_port_when_no_jmx_answers(LocalCluster cluster, CqlSession session)
            throws Exception {
        int port = closedPort();

        int exit = ksd.run("prove", "--contact-points", contactPoint(cluster), "--jmx-port", "" + port, HOTEL);

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr())
                .contains("ksd prove: cannot reach JMX at 127.0.0.1:" + port)
                .contains("nothing was written")
                .contains("--jmx-port")
                .contains("Or prove over CQL alone with --no-jmx")
                .doesNotContain("\tat ");
        assertThat(ksd.stdout()).isEmpty();
        session.refreshSchema();
        assertThat(session.getMetadata().getKeyspace("hotel_prove")).isEmpty();
    }

    @Test
    void should_prove_with_the_jmx_port_given(LocalCluster cluster) throws Exception {
        int port = cluster.nodes().get(0).spec().jmxPort();

        int exit = ksd.run(
                "prove",
                "--contact-points",
                contactPoint(cluster),
                "--jmx-port",
                "" + port,
                "--partitions",
                "1",
                "--runs",
                "1",
                "--format",
                "json",
                HOTEL);

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.OK);
        JsonNode result = new ObjectMapper().readTree(ksd.stdout());
        assertThat(result.get("tables")).hasSize(8);
        assertThat(result.get("queries")).hasSize(9);
        assertThat(result.get("replication").asInt()).isEqualTo(1);
        assertThat(result.get("consistency").asText()).isEqualTo("LOCAL_ONE");
        for (JsonNode table : result.get("tables")) {
            JsonNode measured = table.get("measured");
            assertThat(measured.get("partitionCopies").asLong())
                    .as(table.toString())
                    .isEqualTo(1);
            assertThat(measured.get("diskBytesPerReplica").asLong())
                    .as(table.toString())
                    .isEqualTo(measured.get("diskBytes").asLong());
        }
    }

    @Test
    void should_refuse_more_copies_than_nodes_with_exit_2_before_anything_is_written(
            LocalCluster cluster, CqlSession session) {
        int exit = ksd.run(
                "prove",
                "--contact-points",
                contactPoint(cluster),
                "--jmx-port",
                "" + cluster.nodes().get(0).spec().jmxPort(),
                "--replication",
                "3",
                HOTEL);

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr())
                .contains("ksd prove: --replication 3 needs 3 nodes, and the cluster has 1 (start the dev cluster"
                        + " with --nodes 3, or ask for --replication 1); nothing was written.")
                .doesNotContain("\tat ");
        assertThat(ksd.stdout()).isEmpty();
        session.refreshSchema();
        assertThat(session.getMetadata().getKeyspace("hotel_prove")).isEmpty();
    }
}
