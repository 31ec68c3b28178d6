package dev.keyspace.cluster.prove;

import java.io.IOException;

/** A node's JMX did not answer at its host and port; the proof stops before it writes anything. */
public final class JmxUnreachableException extends IOException {

    private final transient JmxEndpoint endpoint;

    JmxUnreachableException(JmxEndpoint endpoint, IOException cause) {
        super("cannot reach JMX at " + endpoint + " (" + cause.getMessage() + ")", cause);
        this.endpoint = endpoint;
    }

    public JmxEndpoint endpoint() {
        return endpoint;
    }
}
