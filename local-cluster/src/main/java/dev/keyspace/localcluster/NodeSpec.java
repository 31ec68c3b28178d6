package dev.keyspace.localcluster;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Everything that makes one node distinct: its directory, its cluster, its loopback address and ports,
 * its seeds and token, and how much memory it may use.
 *
 * @param ringDelayMillis how long the node waits for gossip before joining; joiners need longer than the
 *     first node under CPU contention, or they give up with "Unable to contact any seeds"
 * @param quickCompiler stop the node's JIT at its quick compiler (see {@link ClusterSettings})
 */
public record NodeSpec(
        String name,
        Path directory,
        String clusterName,
        InetAddress address,
        int nativePort,
        int storagePort,
        List<InetSocketAddress> seeds,
        String initialToken,
        Authentication authentication,
        int heapMegabytes,
        int ringDelayMillis,
        boolean quickCompiler) {

    public NodeSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(clusterName, "clusterName");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(initialToken, "initialToken");
        Objects.requireNonNull(authentication, "authentication");
        if (!address.isLoopbackAddress()) {
            throw new IllegalArgumentException("local nodes listen only on loopback addresses, not " + address);
        }
        if (seeds.isEmpty()) {
            throw new IllegalArgumentException("a node needs at least one seed");
        }
        seeds = List.copyOf(seeds);
        if (heapMegabytes < 256) {
            throw new IllegalArgumentException("a Cassandra node needs at least 256 MB of heap, not " + heapMegabytes);
        }
    }

    public InetSocketAddress cqlAddress() {
        return new InetSocketAddress(address, nativePort);
    }

    /**
     * The node's JMX port, bound to the loopback address only (Cassandra's local JMX): the storage port plus
     * 199 plus the node's place on 127.0.0.x, so the first dev-cluster node has Cassandra's usual 7199 and
     * nodes sharing 127.0.0.1's JMX listener do not collide.
     */
    public int jmxPort() {
        return jmxPort(storagePort, address);
    }

    static int jmxPort(int storagePort, InetAddress address) {
        return storagePort + 199 + Byte.toUnsignedInt(address.getAddress()[address.getAddress().length - 1]) - 1;
    }

    public Path logFile() {
        return directory.resolve("logs").resolve("node.log");
    }

    public Path pidFile() {
        return directory.resolve("node.pid");
    }

    /** "node1 (127.0.0.1:9042)", as used in messages. */
    public String describe() {
        return name + " (" + address.getHostAddress() + ":" + nativePort + ")";
    }
}
