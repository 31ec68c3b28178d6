package dev.keyspace.cluster.prove;

import java.io.IOException;
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

    private final JMXConnector connector;
    private final MBeanServerConnection server;

    private NodeJmx(JMXConnector connector) throws IOException {
        this.connector = connector;
        this.server = connector.getMBeanServerConnection();
    }

    static NodeJmx connect(String host, int port) throws IOException {
        JMXServiceURL url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://" + host + ":" + port + "/jmxrmi");
        return new NodeJmx(JMXConnectorFactory.connect(url, Map.of()));
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
                nodes.add(connect(endpoint.host(), endpoint.port()));
            }
            return nodes;
        } catch (IOException e) {
            for (NodeJmx node : nodes) {
                node.close();
            }
            throw new IOException("cannot reach JMX at " + endpoints + " (" + e.getMessage() + ")", e);
        }
    }
}
