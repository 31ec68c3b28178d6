package dev.keyspace.localcluster;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How to lay out a local cluster: node i listens on 127.0.0.i, all nodes share one CQL port and one
 * storage port, and node 1 is the only seed.
 *
 * @param stopWithThisJvm kill the nodes when this JVM exits (tests); the dev cluster outlives its launcher
 * @param quickCompiler run the nodes on the JIT's quick compiler alone (tests): a throw-away node lives a few
 *     minutes, too short for the optimizing compiler to win back its CPU (12 % less CPU over cluster's tests);
 *     never the dev cluster, whose figures users compare with a real one's
 */
public record ClusterSettings(
        Path directory,
        String clusterName,
        int nodes,
        Authentication authentication,
        int nativePort,
        int storagePort,
        int heapMegabytes,
        Duration nodeStartTimeout,
        boolean stopWithThisJvm,
        boolean quickCompiler) {

    /** Joiners under CPU contention gave up with "Unable to contact any seeds" at 1 s; 5 s was reliable. */
    static final int FIRST_NODE_RING_DELAY_MS = 1000;

    static final int JOINER_RING_DELAY_MS = 5000;
    static final int MAX_NODES = 9;
    static final Duration DEFAULT_START_TIMEOUT = Duration.ofSeconds(120);

    public ClusterSettings {
        if (nodes < 1 || nodes > MAX_NODES) {
            throw new LocalClusterException("A local cluster has 1 to " + MAX_NODES + " nodes, not " + nodes + ".");
        }
    }

    /** A throw-away cluster for tests: unique name, ports that are free now, stopped when the JVM exits. */
    public static ClusterSettings forTests(Path directory, int nodes, Authentication authentication) {
        List<InetAddress> addresses = addresses(nodes);
        int nativePort = FreePorts.pick(addresses);
        int storagePort = FreePorts.pick(
                addresses,
                port -> addresses.stream()
                        .mapToInt(address -> NodeSpec.jmxPort(port, address))
                        .toArray(),
                nativePort);
        String name = "ksd-test-"
                + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
        return new ClusterSettings(
                directory,
                name,
                nodes,
                authentication,
                nativePort,
                storagePort,
                nodes == 1 ? 512 : 640,
                DEFAULT_START_TIMEOUT,
                true,
                true);
    }

    /** The user's long-lived dev cluster on the standard ports 9042 and 7000. */
    public static ClusterSettings devCluster(Path directory, int nodes, Authentication authentication) {
        return new ClusterSettings(
                directory,
                "Keyspace Designer dev cluster",
                nodes,
                authentication,
                9042,
                7000,
                nodes == 1 ? 768 : 640,
                DEFAULT_START_TIMEOUT,
                false,
                false);
    }

    public ClusterSettings withPorts(int nativePort, int storagePort) {
        return new ClusterSettings(
                directory,
                clusterName,
                nodes,
                authentication,
                nativePort,
                storagePort,
                heapMegabytes,
                nodeStartTimeout,
                stopWithThisJvm,
                quickCompiler);
    }

    public ClusterSettings withAuthentication(Authentication authentication) {
        return new ClusterSettings(
                directory,
                clusterName,
                nodes,
                authentication,
                nativePort,
                storagePort,
                heapMegabytes,
                nodeStartTimeout,
                stopWithThisJvm,
                quickCompiler);
    }

    public ClusterSettings withHeapMegabytes(int heapMegabytes) {
        return new ClusterSettings(
                directory,
                clusterName,
                nodes,
                authentication,
                nativePort,
                storagePort,
                heapMegabytes,
                nodeStartTimeout,
                stopWithThisJvm,
                quickCompiler);
    }

    public List<InetAddress> addresses() {
        return addresses(nodes);
    }

    /** One spec per node, node 1 first. */
    public List<NodeSpec> nodeSpecs() {
        List<InetAddress> addresses = addresses();
        List<String> tokens = Tokens.evenlySpaced(nodes);
        var seed = new java.net.InetSocketAddress(addresses.get(0), storagePort);
        List<NodeSpec> specs = new ArrayList<>(nodes);
        for (int i = 0; i < nodes; i++) {
            specs.add(new NodeSpec(
                    "node" + (i + 1),
                    directory.resolve("node" + (i + 1)),
                    clusterName,
                    addresses.get(i),
                    nativePort,
                    storagePort,
                    List.of(seed),
                    tokens.get(i),
                    authentication,
                    heapMegabytes,
                    i == 0 ? FIRST_NODE_RING_DELAY_MS : JOINER_RING_DELAY_MS,
                    quickCompiler));
        }
        return List.copyOf(specs);
    }

    static List<InetAddress> addresses(int nodes) {
        List<InetAddress> addresses = new ArrayList<>(nodes);
        for (int i = 1; i <= nodes; i++) {
            try {
                addresses.add(InetAddress.getByAddress(new byte[] {127, 0, 0, (byte) i}));
            } catch (UnknownHostException e) {
                throw new IllegalStateException("a four-byte address is always valid", e);
            }
        }
        return List.copyOf(addresses);
    }
}
