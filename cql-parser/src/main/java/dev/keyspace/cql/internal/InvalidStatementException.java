package dev.keyspace.cql.internal;

/** Raised while building a statement that parsed but that Cassandra refuses outright; carries its message. */
final class InvalidStatementException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    InvalidStatementException(String message) {
        super(message, null, false, false);
    }
}
