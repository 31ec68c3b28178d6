package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import java.net.InetSocketAddress;
import java.util.List;

/**
 * Where the JMX of local nodes listens: Cassandra's local JMX binds 127.0.0.1 only, so the nodes on
 * 127.0.0.1..N take one port each, 7199 for the first (local-cluster's dev cluster does so).
 */
public final class LocalJmx {

    public static final int FIRST_PORT = 7199;

    private LocalJmx() {}

    /** One endpoint per node the session knows, by the last byte of the node's address. */
    public static List<JmxEndpoint> forNodes(CqlSession session) {
        return session.getMetadata().getNodes().values().stream()
                .map(n -> (InetSocketAddress) n.getEndPoint().resolve())
                .map(a -> {
                    byte[] bytes = a.getAddress().getAddress();
                    return new JmxEndpoint("127.0.0.1", FIRST_PORT + Byte.toUnsignedInt(bytes[bytes.length - 1]) - 1);
                })
                .toList();
    }
}
