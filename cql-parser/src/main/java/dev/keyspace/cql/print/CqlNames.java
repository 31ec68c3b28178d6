package dev.keyspace.cql.print;

import dev.keyspace.model.schema.CqlTypePrinter;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Names as the printed statements write them: a table, index or view qualified with its keyspace, and a
 * user-defined type's name, which is quoted also when it reads as a native type ({@code ks."int"}).
 */
public final class CqlNames {

    private CqlNames() {}

    /** {@code keyspace.name} for a table, index or view. */
    public static String qualified(Keyspace keyspace, Identifier name) {
        return Identifier.qualified(keyspace.name(), name);
    }

    /** {@code keyspace.type} for a user-defined type. */
    public static String qualifiedType(Keyspace keyspace, Identifier type) {
        return keyspace.name().asCql() + "." + CqlTypePrinter.typeName(type);
    }

    public static String list(List<Identifier> names) {
        return names.stream().map(Identifier::asCql).collect(Collectors.joining(", "));
    }
}
