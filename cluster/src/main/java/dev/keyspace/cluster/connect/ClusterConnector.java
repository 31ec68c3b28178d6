package dev.keyspace.cluster.connect;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.ProgrammaticDriverConfigLoaderBuilder;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.keyspace.cluster.ClusterConnectionException;
import dev.keyspace.cluster.SchemaAgreement;
import java.time.Duration;
import java.util.Collection;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Opens driver sessions from {@link ConnectionSettings}, configured in code (no application.conf). Every
 * failure is a {@link ClusterConnectionException} with one sentence: unreachable hosts, refused
 * credentials (with Cassandra's own message), a data center no node is in, an ambiguous data center.
 */
public final class ClusterConnector {

    /**
     * How long the driver waits for more schema events before refreshing its metadata. The default (1 s)
     * makes every DDL statement take at least a second; a deploy refreshes after each statement anyway.
     */
    static final Duration SCHEMA_DEBOUNCE = Duration.ofMillis(20);

    public CqlSession connect(ConnectionSettings settings) {
        for (ContactPoint point : settings.contactPoints()) {
            // the driver would skip an unresolvable contact point, and with none left fall back to localhost
            if (point.address().isUnresolved()) {
                throw new ClusterConnectionException(
                        "The host '" + point.host() + "' is not known (no address found).");
            }
        }
        CqlSessionBuilder builder =
                CqlSession.builder().withConfigLoader(config(settings)).withApplicationName("Keyspace Designer");
        settings.contactPoints().forEach(point -> builder.addContactPoint(point.address()));
        settings.localDatacenter().ifPresent(builder::withLocalDatacenter);
        settings.credentials()
                .ifPresent(c -> builder.withAuthCredentials(
                        c.username(), new String(c.password().reveal())));
        settings.tls().ifPresent(tls -> builder.withSslContext(TrustStores.sslContext(tls)));
        CqlSession session;
        try {
            session = builder.build();
        } catch (RuntimeException e) {
            throw ConnectionErrors.translate(settings, e);
        }
        try {
            settings.localDatacenter().ifPresent(dc -> requireNodesIn(session, dc));
            return session;
        } catch (RuntimeException e) {
            session.close();
            throw e;
        }
    }

    private static DriverConfigLoader config(ConnectionSettings settings) {
        Duration connect = settings.connectTimeout();
        Duration request = settings.requestTimeout();
        ProgrammaticDriverConfigLoaderBuilder config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, connect)
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, connect)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, connect)
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, request)
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, request)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, SchemaAgreement.DRIVER_CHECK)
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_WINDOW, SCHEMA_DEBOUNCE)
                .withBoolean(DefaultDriverOption.RECONNECT_ON_INIT, false);
        if (settings.localDatacenter().isEmpty()) {
            // takes the data center of the contact points, and refuses to guess when they disagree
            config.withString(DefaultDriverOption.LOAD_BALANCING_POLICY_CLASS, "DcInferringLoadBalancingPolicy");
        }
        return config.build();
    }

    private static void requireNodesIn(CqlSession session, String datacenter) {
        Collection<Node> nodes = session.getMetadata().getNodes().values();
        if (nodes.stream().noneMatch(node -> Objects.equals(node.getDatacenter(), datacenter))) {
            TreeSet<String> known = new TreeSet<>();
            nodes.forEach(node -> known.add(String.valueOf(node.getDatacenter())));
            throw new ClusterConnectionException("No node of the cluster is in data center '" + datacenter
                    + "'; its data centers are: " + String.join(", ", known) + ".");
        }
    }
}
