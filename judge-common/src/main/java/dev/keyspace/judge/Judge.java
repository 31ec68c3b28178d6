package dev.keyspace.judge;

/** One Cassandra release's classes judging statements on an in-memory schema the accepted ones build up. */
public interface Judge {

    /** Empty when accepted, else the refusal: {@code SyntaxError: }, Cassandra's message, or {@code ServerError: }. */
    String judge(String cql);

    /** Forgets every statement accepted so far. */
    void reset();
}
