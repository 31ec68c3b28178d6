package dev.keyspace.cluster;

/** Connecting failed: the message is one sentence meant to be shown as is (no stack trace needed). */
public class ClusterConnectionException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ClusterConnectionException(String message) {
        super(message);
    }

    public ClusterConnectionException(String message, Throwable cause) {
        super(message, cause);
    }
}
