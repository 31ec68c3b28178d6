package dev.keyspace.cluster.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.ClusterConnectionException;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.net.InetSocketAddress;
import org.junit.jupiter.api.Test;

/** A node with PasswordAuthenticator: the right password connects, a wrong one says what Cassandra said. */
@LocalCassandra(authentication = Authentication.PASSWORD)
class PasswordConnectionTest {

    private static ConnectionSettings settings(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return ConnectionSettings.to(new ContactPoint(address.getAddress().getHostAddress(), address.getPort()));
    }

    @Test
    void should_connect_with_the_right_password(LocalCluster cluster) {
        ConnectionSettings settings = settings(cluster)
                .withCredentials(
                        new Credentials(Authentication.DEFAULT_USER, Secret.of(Authentication.DEFAULT_PASSWORD)));
        try (CqlSession session = new ClusterConnector().connect(settings)) {
            assertThat(new LiveSchemaReader().userKeyspaces(session)).doesNotContain("system_auth");
        }
    }

    @Test
    void should_report_cassandras_message_for_a_wrong_password(LocalCluster cluster) {
        ConnectionSettings settings =
                settings(cluster).withCredentials(new Credentials("cassandra", Secret.of("wrong")));

        assertThatThrownBy(() -> new ClusterConnector().connect(settings))
                .isInstanceOf(ClusterConnectionException.class)
                .hasMessageContaining("refused the login as cassandra")
                .hasMessageContaining("Provided username cassandra and/or password are incorrect")
                .hasMessageNotContaining("wrong");
    }

    @Test
    void should_say_that_a_password_is_needed(LocalCluster cluster) {
        assertThatThrownBy(() -> new ClusterConnector().connect(settings(cluster)))
                .isInstanceOf(ClusterConnectionException.class)
                .hasMessageEndingWith("requires authentication: give a user name and password.");
    }
}
