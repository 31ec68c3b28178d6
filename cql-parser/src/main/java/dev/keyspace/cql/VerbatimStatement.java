package dev.keyspace.cql;

import dev.keyspace.model.schema.Identifier;
import java.util.Objects;
import java.util.Optional;

/**
 * A statement the schema model does not hold (DML, GRANT, triggers, roles, DESCRIBE), kept exactly as
 * written, without its semicolon, so that nothing in an imported file is silently lost. {@code kind} names
 * the statement in upper case ({@code INSERT}, {@code GRANT PERMISSION}); {@code keyspace} is the keyspace
 * a USE before it had set, which its unqualified names mean, so printing it runs it where it ran.
 */
public record VerbatimStatement(String kind, String cql, int line, int column, Optional<Identifier> keyspace) {

    public VerbatimStatement {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cql, "cql");
        Objects.requireNonNull(keyspace, "keyspace");
    }

    /** A statement read with no keyspace in use. */
    public VerbatimStatement(String kind, String cql, int line, int column) {
        this(kind, cql, line, column, Optional.empty());
    }
}
