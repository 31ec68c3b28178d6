package dev.keyspace.cql;

import java.util.Optional;

/** {@link CassandraDml#refusal} for tests outside cql-parser: whether Cassandra 5.0.9 prepares a statement. */
public final class JudgedDml {

    private JudgedDml() {}

    /** Empty when Cassandra prepares {@code cql} on the schema {@code judge} has accepted, else its message. */
    public static Optional<String> refusal(CassandraJudge judge, String cql) {
        return CassandraDml.refusal(judge, cql);
    }
}
