package dev.keyspace.cql.print;

import dev.keyspace.model.schema.Identifier;

/**
 * Cassandra's server-side DESCRIBE (4.0 on), which the live reader sends to a 6.0 node for what 6.0 keeps out of
 * {@code system_schema}.
 */
public final class DescribeStatements {

    private DescribeStatements() {}

    /** {@code DESCRIBE KEYSPACE name}: the keyspace's statements, one per row in {@code create_statement}. */
    public static String keyspace(Identifier keyspace) {
        return "DESCRIBE KEYSPACE " + keyspace.asCql();
    }
}
