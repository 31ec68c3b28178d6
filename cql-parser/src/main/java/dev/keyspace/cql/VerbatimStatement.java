package dev.keyspace.cql;

import java.util.Objects;

/**
 * A statement the schema model does not hold (DML, GRANT, functions, aggregates, triggers, roles, DESCRIBE),
 * kept exactly as written, without its semicolon, so that nothing in an imported file is silently lost.
 * {@code kind} names the statement in upper case ({@code CREATE FUNCTION}, {@code INSERT}).
 */
public record VerbatimStatement(String kind, String cql, int line, int column) {

    public VerbatimStatement {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cql, "cql");
    }
}
