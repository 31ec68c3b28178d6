package dev.keyspace.cql.internal;

/** Why a schema statement cannot be applied, in Cassandra's wording where Cassandra has one. */
public final class SchemaProblem extends Exception {
    private static final long serialVersionUID = 1L;

    public SchemaProblem(String message) {
        super(message, null, false, false);
    }
}
