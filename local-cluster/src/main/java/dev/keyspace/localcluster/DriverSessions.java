package dev.keyspace.localcluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;

/**
 * Driver sessions for local nodes. The schema debounce window is 20 ms instead of 1 s: with the default,
 * every DDL statement takes at least 1.1 s. Timeouts are short enough that a dead node fails a test
 * within a minute, and long enough for DDL on a node sharing two cores with two designer test JVMs and
 * another module's tests (ADR 0031): 12 s was exceeded by a CREATE TABLE of a corpus schema there.
 */
public final class DriverSessions {
    /** SimpleSnitch puts every node in this data center. */
    public static final String LOCAL_DATACENTER = "datacenter1";

    private DriverSessions() {}

    public static DriverConfigLoader fastSchemaConfig() {
        return DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_WINDOW, Duration.ofMillis(20))
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(30))
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, Duration.ofSeconds(5))
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, Duration.ofSeconds(5))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, Duration.ofSeconds(5))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(30))
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, Duration.ofSeconds(30))
                .build();
    }

    public static CqlSessionBuilder builder(List<InetSocketAddress> contactPoints, Authentication authentication) {
        CqlSessionBuilder builder = CqlSession.builder()
                .addContactPoints(contactPoints)
                .withLocalDatacenter(LOCAL_DATACENTER)
                .withConfigLoader(fastSchemaConfig());
        if (authentication == Authentication.PASSWORD) {
            builder = builder.withAuthCredentials(Authentication.DEFAULT_USER, Authentication.DEFAULT_PASSWORD);
        }
        return builder;
    }
}
