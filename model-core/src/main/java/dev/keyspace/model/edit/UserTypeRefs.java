package dev.keyspace.model.edit;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlType.ListType;
import dev.keyspace.model.schema.CqlType.MapType;
import dev.keyspace.model.schema.CqlType.SetType;
import dev.keyspace.model.schema.CqlType.TupleType;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.CqlType.VectorType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** Rewrites and finds references to user-defined types wherever types appear: columns and UDT fields. */
final class UserTypeRefs {

    private UserTypeRefs() {}

    /** The type with every UDT reference inside it, however deep, replaced by what {@code change} makes of it. */
    static CqlType map(CqlType type, UnaryOperator<UserTypeRef> change) {
        if (type instanceof UserTypeRef ref) {
            return change.apply(ref);
        }
        if (type instanceof ListType list) {
            return new ListType(map(list.element(), change), list.isFrozen());
        }
        if (type instanceof SetType set) {
            return new SetType(map(set.element(), change), set.isFrozen());
        }
        if (type instanceof MapType m) {
            return new MapType(map(m.key(), change), map(m.value(), change), m.isFrozen());
        }
        if (type instanceof TupleType tuple) {
            return new TupleType(
                    tuple.elements().stream().map(e -> map(e, change)).toList());
        }
        if (type instanceof VectorType vector) {
            return new VectorType(map(vector.element(), change), vector.dimension());
        }
        return type;
    }

    /** The keyspace with every column type and UDT field type rewritten. */
    static Keyspace mapKeyspace(Keyspace keyspace, UnaryOperator<UserTypeRef> change) {
        return keyspace.withTables(keyspace.tables().stream()
                        .map(t -> t.withColumns(t.columns().stream()
                                .map(c -> c.withType(map(c.type(), change)))
                                .toList()))
                        .toList())
                .withTypes(keyspace.types().stream()
                        .map(u -> u.withFields(u.fields().stream()
                                .map(f -> f.withType(map(f.type(), change)))
                                .toList()))
                        .toList());
    }

    /** True when {@code ref}, written inside {@code holder}, names the type {@code typeKeyspace.typeName}. */
    static boolean refersTo(UserTypeRef ref, Keyspace holder, Identifier typeKeyspace, Identifier typeName) {
        Identifier resolvedKeyspace = ref.keyspace().orElse(holder.name());
        return resolvedKeyspace.equals(typeKeyspace) && ref.name().equals(typeName);
    }

    /** Where in {@code holder} the type is used ("table hotel.hotels"), if anywhere. */
    static Optional<String> firstUse(Keyspace holder, Identifier typeKeyspace, Identifier typeName) {
        for (var table : holder.tables()) {
            for (var column : table.columns()) {
                if (uses(column.type(), holder, typeKeyspace, typeName)) {
                    return Optional.of("table " + Lookup.qualified(holder, table.name()));
                }
            }
        }
        for (UserType other : holder.types()) {
            boolean self = holder.name().equals(typeKeyspace) && other.name().equals(typeName);
            if (!self && other.fields().stream().anyMatch(f -> uses(f.type(), holder, typeKeyspace, typeName))) {
                return Optional.of("type " + Lookup.qualified(holder, other.name()));
            }
        }
        return Optional.empty();
    }

    /** True when a type written in {@code holder} refers to the type {@code holder.typeName} itself. */
    static boolean refersToItself(CqlType type, Keyspace holder, Identifier typeName) {
        return uses(type, holder, holder.name(), typeName);
    }

    private static boolean uses(CqlType type, Keyspace holder, Identifier typeKeyspace, Identifier typeName) {
        return type.userTypes().stream().anyMatch(ref -> refersTo(ref, holder, typeKeyspace, typeName));
    }
}
