package dev.keyspace.cluster.prove;

/**
 * The cluster cannot hold the copies a proof asks for, or cannot meet its consistency with them (three copies on a
 * one-node cluster, TWO with one copy); thrown before anything is written, its message says what to ask instead.
 */
public final class ReplicationRefusedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ReplicationRefusedException(String message) {
        super(message);
    }
}
