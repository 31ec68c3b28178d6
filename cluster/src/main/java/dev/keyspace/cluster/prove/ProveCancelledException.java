package dev.keyspace.cluster.prove;

/** A proof stopped because it was asked to; its scratch keyspaces are dropped all the same. */
public final class ProveCancelledException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ProveCancelledException() {
        super("the proof was cancelled");
    }
}
