package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import java.net.InetSocketAddress;
import java.util.List;

/**
 * Where the JMX of a cluster's nodes listens when every node uses one port on its own address (Cassandra's
 * default, 7199, when JMX is opened to remote clients): one endpoint per node the session knows.
 */
public final class ClusterJmx {

    public static final int DEFAULT_PORT = 7199;

    private ClusterJmx() {}

    public static List<JmxEndpoint> forNodes(CqlSession session, int port) {
        return session.getMetadata().getNodes().values().stream()
                .map(n -> (InetSocketAddress) n.getEndPoint().resolve())
                .map(a -> new JmxEndpoint(a.getAddress().getHostAddress(), port))
                .toList();
    }
}
