package dev.keyspace.cluster;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import java.util.Optional;

/**
 * Types in the form Cassandra reports them: {@code varchar} is {@code text}, and a user-type reference
 * carries no keyspace when it is the keyspace the type is used in.
 */
public final class CanonicalTypes {

    private CanonicalTypes() {}

    public static CqlType local(CqlType type, Identifier keyspace) {
        if (type instanceof CqlType.Native n && n.type() == NativeType.VARCHAR) {
            return CqlType.of(NativeType.TEXT);
        }
        if (type instanceof CqlType.UserTypeRef ref) {
            boolean own = ref.keyspace().map(keyspace::equals).orElse(true);
            return own ? new CqlType.UserTypeRef(Optional.empty(), ref.name(), ref.isFrozen()) : ref;
        }
        if (type instanceof CqlType.ListType list) {
            return new CqlType.ListType(local(list.element(), keyspace), list.isFrozen());
        }
        if (type instanceof CqlType.SetType set) {
            return new CqlType.SetType(local(set.element(), keyspace), set.isFrozen());
        }
        if (type instanceof CqlType.MapType map) {
            return new CqlType.MapType(local(map.key(), keyspace), local(map.value(), keyspace), map.isFrozen());
        }
        if (type instanceof CqlType.TupleType tuple) {
            return new CqlType.TupleType(
                    tuple.elements().stream().map(e -> local(e, keyspace)).toList());
        }
        if (type instanceof CqlType.VectorType vector) {
            return new CqlType.VectorType(local(vector.element(), keyspace), vector.dimension());
        }
        return type;
    }
}
