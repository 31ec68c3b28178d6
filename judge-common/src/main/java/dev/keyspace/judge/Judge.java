package dev.keyspace.judge;

/** One Cassandra release's classes judging statements on an in-memory schema the accepted ones build up. */
public interface Judge {

    /** Empty when accepted, else the refusal: {@code SyntaxError: }, Cassandra's message, or {@code ServerError: }. */
    String judge(String cql);

    /** Forgets every statement accepted so far. */
    void reset();

    /**
     * The user keyspaces of the schema built so far as the release's DESCRIBE prints them, keyspaces and their
     * tables in name order; for comparing two ways of building one schema.
     */
    default String describe() {
        throw new UnsupportedOperationException("this judge does not describe its schema");
    }
}
