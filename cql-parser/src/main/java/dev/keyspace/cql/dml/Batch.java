package dev.keyspace.cql.dml;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** {@code BEGIN [UNLOGGED | COUNTER] BATCH [USING TIMESTAMP t] statements APPLY BATCH} */
public record Batch(Kind kind, Optional<Value> timestamp, List<Modification> statements) implements DmlStatement {

    public enum Kind {
        LOGGED,
        UNLOGGED,
        COUNTER
    }

    public Batch {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(timestamp, "timestamp");
        statements = List.copyOf(statements);
    }

    public static Batch of(Kind kind, List<Modification> statements) {
        return new Batch(kind, Optional.empty(), statements);
    }

    public static Batch logged(List<Modification> statements) {
        return of(Kind.LOGGED, statements);
    }
}
