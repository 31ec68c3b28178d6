package dev.keyspace.localcluster;

/**
 * A problem with a local Cassandra node or cluster, described in one sentence a user can act on. Callers
 * show {@link #getMessage()}; the stack trace is never the explanation.
 */
public class LocalClusterException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public LocalClusterException(String message) {
        super(message);
    }

    public LocalClusterException(String message, Throwable cause) {
        super(message, cause);
    }
}
