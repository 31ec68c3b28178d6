package dev.keyspace.cql.internal;

import dev.keyspace.model.schema.Identifier;
import java.util.Objects;
import java.util.Optional;

/** A name as written in a statement, {@code ks.name} or just {@code name} (resolved against USE later). */
public record QualifiedName(Optional<Identifier> keyspace, Identifier name) {

    public QualifiedName {
        Objects.requireNonNull(keyspace, "keyspace");
        Objects.requireNonNull(name, "name");
    }

    public String asCql() {
        return Identifier.qualified(keyspace, name);
    }
}
