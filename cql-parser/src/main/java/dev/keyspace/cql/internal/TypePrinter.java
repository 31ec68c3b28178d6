package dev.keyspace.cql.internal;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Prints a {@link CqlType} as CQL. A user-defined type whose name reads as a type keyword (a UDT stored as
 * {@code "map"}) is quoted so that it reads back as the same UDT.
 */
public final class TypePrinter {

    private static final Set<String> TYPE_WORDS = Set.of("list", "set", "map", "frozen", "tuple", "vector");

    private TypePrinter() {}

    public static String print(CqlType type) {
        if (type instanceof CqlType.Native n) {
            return n.type().cqlName();
        }
        if (type instanceof CqlType.ListType list) {
            return frozen(list.isFrozen(), "list<" + print(list.element()) + ">");
        }
        if (type instanceof CqlType.SetType set) {
            return frozen(set.isFrozen(), "set<" + print(set.element()) + ">");
        }
        if (type instanceof CqlType.MapType map) {
            return frozen(map.isFrozen(), "map<" + print(map.key()) + ", " + print(map.value()) + ">");
        }
        if (type instanceof CqlType.TupleType tuple) {
            return tuple.elements().stream().map(TypePrinter::print).collect(Collectors.joining(", ", "tuple<", ">"));
        }
        if (type instanceof CqlType.VectorType vector) {
            return "vector<" + print(vector.element()) + ", " + vector.dimension() + ">";
        }
        if (type instanceof CqlType.UserTypeRef ref) {
            String qualified = ref.keyspace().map(k -> k.asCql() + ".").orElse("") + typeName(ref.name());
            return frozen(ref.isFrozen(), qualified);
        }
        return "'" + ((CqlType.CustomType) type).className().replace("'", "''") + "'";
    }

    /** A UDT's name, quoted also when it would read as a native or collection type. */
    public static String typeName(Identifier name) {
        String cql = name.asCql();
        if (NativeType.fromCql(cql).isPresent() || TYPE_WORDS.contains(cql)) {
            return '"' + cql + '"';
        }
        return cql;
    }

    private static String frozen(boolean frozen, String inner) {
        return frozen ? "frozen<" + inner + ">" : inner;
    }
}
