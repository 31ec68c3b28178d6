package dev.keyspace.app.views.spec;

import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import java.util.Objects;

/** A user-defined type with the keyspace that declares it (types have no element id of their own). */
public record TypeRef(Keyspace keyspace, UserType type) {

    public TypeRef {
        Objects.requireNonNull(keyspace, "keyspace");
        Objects.requireNonNull(type, "type");
    }
}
