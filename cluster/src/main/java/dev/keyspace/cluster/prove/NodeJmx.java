package dev.keyspace.cluster.prove;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * One node's JMX, as {@code nodetool} reaches it (only the JDK's JMX client, never Cassandra's classes): flush
 * a keyspace, and read a table's metrics by their MBean names.
 */
final class NodeJmx implements AutoCloseable {

    static final int PROBE_TIMEOUT_MS = 5_000;

    private final JMXConnector connector;
    private final MBeanServerConnection server;

    private NodeJmx(JMXConnector connector) throws IOException {
        this.connector = connector;
        this.server = connector.getMBeanServerConnection();
    }

    /**
     * Connects to one node's JMX; a port that does not answer a plain TCP connect within {@link #PROBE_TIMEOUT_MS}
     * is reported as unreachable at once, rather than after the RMI client's own, much longer, timeout.
     */
    static NodeJmx connect(JmxEndpoint endpoint) throws IOException {
        try (Socket probe = new Socket()) {
            probe.connect(new InetSocketAddress(endpoint.host(), endpoint.port()), PROBE_TIMEOUT_MS);
        } catch (IOException e) {
            throw new JmxUnreachableException(endpoint, e);
        }
        String address = endpoint.host().contains(":") ? "[" + endpoint.host() + "]" : endpoint.host();
        JMXServiceURL url =
                new JMXServiceURL("service:jmx:rmi:///jndi/rmi://" + address + ":" + endpoint.port() + "/jmxrmi");
        try {
            return new NodeJmx(JMXConnectorFactory.connect(url, Map.of()));
        } catch (IOException e) {
            throw new JmxUnreachableException(endpoint, e);
        }
    }

    void flush(String keyspace) throws IOException, JMException {
        server.invoke(
                new ObjectName("org.apache.cassandra.db:type=StorageService"),
                "forceKeyspaceFlush",
                new Object[] {keyspace, new String[0]},
                new String[] {String.class.getName(), String[].class.getName()});
    }

    /**
     * A major compaction of the keyspace, so each partition lies in one SSTable: the histograms are per SSTable,
     * and a partition split over several flushes would count as several small ones.
     */
    void compact(String keyspace) throws IOException, JMException {
        server.invoke(
                new ObjectName("org.apache.cassandra.db:type=StorageService"),
                "forceKeyspaceCompaction",
                new Object[] {false, keyspace, new String[0]},
                new String[] {boolean.class.getName(), String.class.getName(), String[].class.getName()});
    }

    /** The value of a table metric: a gauge's {@code Value} or a counter's {@code Count}. */
    Object tableMetric(String keyspace, String table, String metric, String attribute) throws IOException, JMException {
        ObjectName name = new ObjectName("org.apache.cassandra.metrics:type=Table,keyspace=" + quoteIfNeeded(keyspace)
                + ",scope=" + quoteIfNeeded(table) + ",name=" + metric);
        return server.getAttribute(name, attribute);
    }

    private static String quoteIfNeeded(String value) {
        return value.matches("[A-Za-z0-9_]+") ? value : ObjectName.quote(value);
    }

    @Override
    public void close() throws IOException {
        connector.close();
    }

    /** Connects to every endpoint, closing the ones opened when one fails. */
    static List<NodeJmx> connectAll(List<JmxEndpoint> endpoints) throws IOException {
        List<NodeJmx> nodes = new ArrayList<>();
        try {
            for (JmxEndpoint endpoint : endpoints) {
                nodes.add(connect(endpoint));
            }
            return nodes;
        } catch (IOException e) {
            for (NodeJmx node : nodes) {
                node.close();
            }
            throw e;
        }
    }
}
