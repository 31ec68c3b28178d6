package dev.keyspace.cluster.migrate.apply;

/** A copy that cannot be made or did not check out; the message says why, in words a user acts on. */
public final class CopyFailedException extends Exception {

    private static final long serialVersionUID = 1L;

    CopyFailedException(String message) {
        super(message);
    }

    CopyFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
