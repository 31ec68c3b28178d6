package dev.keyspace.model.schema;

import java.util.Objects;

/**
 * A column that ALTER TABLE ... DROP removed, as Cassandra remembers it (TableMetadata.droppedColumns): its name,
 * its type with user types expanded to tuples, and whether it was static. Cassandra refuses to add a column of that
 * name again with a type whose cells it could not read, or of the other kind.
 */
public record DroppedColumn(Identifier name, CqlType type, boolean isStatic) {

    public DroppedColumn {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
    }

    /** {@code type} with every user type replaced by a tuple of its fields' types (AbstractType.expandUserTypes). */
    public static CqlType expandUserTypes(CqlType type, Keyspace keyspace) {
        if (type instanceof CqlType.UserTypeRef ref) {
            return keyspace.type(ref.name())
                    .<CqlType>map(udt -> new CqlType.TupleType(udt.fields().stream()
                            .map(f -> expandUserTypes(f.type(), keyspace))
                            .toList()))
                    .orElse(type);
        }
        if (type instanceof CqlType.ListType list) {
            return new CqlType.ListType(expandUserTypes(list.element(), keyspace), list.isFrozen());
        }
        if (type instanceof CqlType.SetType set) {
            return new CqlType.SetType(expandUserTypes(set.element(), keyspace), set.isFrozen());
        }
        if (type instanceof CqlType.MapType map) {
            return new CqlType.MapType(
                    expandUserTypes(map.key(), keyspace), expandUserTypes(map.value(), keyspace), map.isFrozen());
        }
        if (type instanceof CqlType.TupleType tuple) {
            return new CqlType.TupleType(tuple.elements().stream()
                    .map(e -> expandUserTypes(e, keyspace))
                    .toList());
        }
        if (type instanceof CqlType.VectorType vector) {
            return new CqlType.VectorType(expandUserTypes(vector.element(), keyspace), vector.dimension());
        }
        return type;
    }
}
