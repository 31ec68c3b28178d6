package dev.keyspace.cluster.prove;

import java.util.Objects;

/** Where a node's JMX listens: a loopback host and a port. */
public record JmxEndpoint(String host, int port) {
    public JmxEndpoint {
        Objects.requireNonNull(host, "host");
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("a JMX port is between 1 and 65535, not " + port);
        }
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
