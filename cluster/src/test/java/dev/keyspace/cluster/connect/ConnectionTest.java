package dev.keyspace.cluster.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.ClusterConnectionException;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Connecting to a real node, and the one-sentence errors when it cannot be done. */
@LocalCassandra
class ConnectionTest {

    private static ContactPoint pointOf(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return new ContactPoint(address.getAddress().getHostAddress(), address.getPort());
    }

    @Test
    void should_discover_the_data_center_from_the_contact_point(LocalCluster cluster) {
        try (CqlSession session = new ClusterConnector().connect(ConnectionSettings.to(pointOf(cluster)))) {
            assertThat(session.execute("SELECT release_version FROM system.local")
                            .one()
                            .getString(0))
                    .startsWith("5.0");
        }
    }

    @Test
    void should_name_the_data_centers_when_the_given_one_has_no_node(LocalCluster cluster) {
        ConnectionSettings settings = ConnectionSettings.to(pointOf(cluster)).withLocalDatacenter("dc9");

        assertThatThrownBy(() -> new ClusterConnector().connect(settings))
                .isInstanceOf(ClusterConnectionException.class)
                .hasMessage("No node of the cluster is in data center 'dc9'; its data centers are: datacenter1.");
    }

    @Test
    void should_say_quickly_that_nobody_listens_on_a_port() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        ConnectionSettings settings = ConnectionSettings.to(new ContactPoint("127.0.0.1", port))
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(5));
        long start = System.nanoTime();

        assertThatThrownBy(() -> new ClusterConnector().connect(settings))
                .isInstanceOf(ClusterConnectionException.class)
                .hasMessage("Could not connect to 127.0.0.1:" + port + ": 127.0.0.1:" + port
                        + " refused the connection (is Cassandra running there, and is that its CQL port?).");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(15));
    }

    @Test
    void should_explain_a_missing_trust_store(LocalCluster cluster, @TempDir Path folder) {
        Path missing = folder.resolve("truststore.p12");
        ConnectionSettings settings =
                ConnectionSettings.to(pointOf(cluster)).withTls(new TlsSettings(missing, Optional.empty()));

        assertThatThrownBy(() -> new ClusterConnector().connect(settings))
                .isInstanceOf(ClusterConnectionException.class)
                .hasMessage("The trust store " + missing + " does not exist.");
    }

    @Test
    void should_read_host_and_port_lists() {
        assertThat(ContactPoint.parseList("10.0.0.1:9142, db2 ,[::1]:9043"))
                .containsExactly(
                        new ContactPoint("10.0.0.1", 9142),
                        new ContactPoint("db2", 9042),
                        new ContactPoint("::1", 9043));
        assertThatThrownBy(() -> ContactPoint.parse("db1:port"))
                .hasMessage("'port' in 'db1:port' is not a port number");
    }

    @Test
    void should_never_print_a_password() {
        Credentials credentials = new Credentials("admin", Secret.of("s3cret"));
        ConnectionSettings settings =
                ConnectionSettings.to(new ContactPoint("127.0.0.1", 9042)).withCredentials(credentials);

        assertThat(settings.toString()).doesNotContain("s3cret").contains("****");
    }
}
