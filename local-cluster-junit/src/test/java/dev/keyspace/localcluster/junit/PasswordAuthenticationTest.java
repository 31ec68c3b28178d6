package dev.keyspace.localcluster.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.DriverSessions;
import dev.keyspace.localcluster.LocalCluster;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@LocalCassandra(authentication = Authentication.PASSWORD)
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class PasswordAuthenticationTest {
    @Test
    void should_let_the_default_superuser_in(CqlSession session) {
        String user = session.execute("SELECT role FROM system_auth.roles WHERE role = 'cassandra'")
                .one()
                .getString("role");

        assertThat(user).isEqualTo(Authentication.DEFAULT_USER);
    }

    @Test
    void should_refuse_a_wrong_password_with_a_clear_message(LocalCluster cluster) {
        CqlSessionBuilder wrongPassword =
                cluster.sessionBuilder().withAuthCredentials(Authentication.DEFAULT_USER, "wrong");

        assertThatThrownBy(() -> wrongPassword.build().close())
                .isInstanceOf(AllNodesFailedException.class)
                .hasMessageContaining("Provided username cassandra and/or password are incorrect");
    }

    @Test
    void should_refuse_a_client_without_credentials(LocalCluster cluster) {
        CqlSessionBuilder anonymous = DriverSessions.builder(cluster.contactPoints(), Authentication.ALLOW_ALL);

        assertThatThrownBy(() -> anonymous.build().close())
                .isInstanceOf(AllNodesFailedException.class)
                .hasMessageContaining("requires authentication");
    }
}
