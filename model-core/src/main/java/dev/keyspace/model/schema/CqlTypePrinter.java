package dev.keyspace.model.schema;

import java.util.stream.Collectors;

/**
 * Writes a {@link CqlType} as CQL text, the inverse of {@link CqlTypeSyntax#parse}: the one place that
 * prints types, for the project file, CREATE and ALTER statements and the designer alike. A user-defined
 * type whose name reads as a native type or a type word (a UDT named {@code "int"} or {@code "map"}) is
 * quoted, so that it reads back as the same UDT.
 */
public final class CqlTypePrinter {

    private CqlTypePrinter() {}

    public static String print(CqlType type) {
        return print(type, false);
    }

    /**
     * The type as Cassandra shows it in its messages ({@code asCQL3Type}): as {@link #print}, with every tuple
     * written frozen, as Cassandra always holds tuples, and varchar as text, the type it names.
     */
    public static String printAsShown(CqlType type) {
        return print(type, true);
    }

    private static String print(CqlType type, boolean asShown) {
        if (type instanceof CqlType.Native n) {
            return asShown && n.type() == NativeType.VARCHAR
                    ? NativeType.TEXT.cqlName()
                    : n.type().cqlName();
        }
        if (type instanceof CqlType.ListType list) {
            return frozen(list.isFrozen(), "list<" + print(list.element(), asShown) + ">");
        }
        if (type instanceof CqlType.SetType set) {
            return frozen(set.isFrozen(), "set<" + print(set.element(), asShown) + ">");
        }
        if (type instanceof CqlType.MapType map) {
            return frozen(
                    map.isFrozen(), "map<" + print(map.key(), asShown) + ", " + print(map.value(), asShown) + ">");
        }
        if (type instanceof CqlType.TupleType tuple) {
            String printed = tuple.elements().stream()
                    .map(element -> print(element, asShown))
                    .collect(Collectors.joining(", ", "tuple<", ">"));
            return frozen(asShown, printed);
        }
        if (type instanceof CqlType.VectorType vector) {
            return "vector<" + print(vector.element(), asShown) + ", " + vector.dimension() + ">";
        }
        if (type instanceof CqlType.UserTypeRef ref) {
            String qualified = ref.keyspace().map(k -> k.asCql() + ".").orElse("") + typeName(ref.name());
            return frozen(ref.isFrozen(), qualified);
        }
        return "'" + ((CqlType.CustomType) type).className().replace("'", "''") + "'";
    }

    /** A user-defined type's name, quoted also when it would read as a native type or a type word. */
    public static String typeName(Identifier name) {
        String cql = name.asCql();
        if (NativeType.fromCql(cql).isPresent()
                || CqlTypeSyntax.TYPE_WORDS.contains(cql)
                || TypeNameWords.isSelectorWord(cql)) {
            return '"' + cql + '"';
        }
        return cql;
    }

    private static String frozen(boolean frozen, String inner) {
        return frozen ? "frozen<" + inner + ">" : inner;
    }
}
