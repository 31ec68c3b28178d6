package dev.keyspace.cluster;

/** The live schema could not be read as asked (a missing or system keyspace, an unreadable element). */
public class LiveSchemaException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public LiveSchemaException(String message) {
        super(message);
    }
}
