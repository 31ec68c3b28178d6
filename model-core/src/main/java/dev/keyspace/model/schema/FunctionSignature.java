package dev.keyspace.model.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How functions and aggregates are told apart: by name and argument types. Types compare without their
 * {@code frozen<>} (Cassandra compares a function's argument types as the types a function receives).
 */
public final class FunctionSignature {

    private FunctionSignature() {}

    public static boolean matches(List<CqlType> declared, List<CqlType> wanted) {
        if (declared.size() != wanted.size()) {
            return false;
        }
        for (int i = 0; i < declared.size(); i++) {
            if (!unfrozen(declared.get(i)).equals(unfrozen(wanted.get(i)))) {
                return false;
            }
        }
        return true;
    }

    /** The type as a function receives it: without a {@code frozen<>} of its own. */
    public static CqlType unfrozen(CqlType type) {
        if (type instanceof CqlType.ListType list) {
            return new CqlType.ListType(list.element(), false);
        }
        if (type instanceof CqlType.SetType set) {
            return new CqlType.SetType(set.element(), false);
        }
        if (type instanceof CqlType.MapType map) {
            return new CqlType.MapType(map.key(), map.value(), false);
        }
        if (type instanceof CqlType.UserTypeRef ref) {
            return new CqlType.UserTypeRef(ref.keyspace(), ref.name(), false);
        }
        return type;
    }

    public static String text(Identifier name, List<CqlType> argumentTypes) {
        return name.asCql() + argumentTypes.stream().map(CqlType::asCql).collect(Collectors.joining(", ", "(", ")"));
    }

    static List<CqlType> prepend(CqlType first, List<CqlType> rest) {
        List<CqlType> all = new ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return List.copyOf(all);
    }
}
