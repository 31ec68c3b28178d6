package dev.keyspace.cli.load;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import java.util.Optional;

/**
 * NoSQLBench binding recipes (virtdata functions of the cycle number) that give a column values of its CQL type and
 * of the model's counts: a partition key one of the table's partitions ({@code Mod(partitions)}), a clustering
 * column one of the rows of its partition ({@code Div(partitions); Mod(rows)}), so the main phase reads the rows
 * the rampup wrote; other columns hashed values of their average size. Equal numbers give equal values in every
 * table, so a key means the same entity wherever it is copied. Types with no binding function (user-defined types,
 * tuples, vectors, time, nested collections) have no recipe.
 */
final class NbBindings {

    /** Timestamps up to 2100-01-01, in milliseconds. */
    private static final long TIMESTAMP_RANGE = 4_102_444_800_000L;

    /** Dates within a hundred years of 1970. */
    private static final long DATE_RANGE = 36_500;

    private NbBindings() {}

    static Optional<String> recipe(Column column, LoadPlan.TableLoad load, int collectionElements) {
        boolean key = column.kind() == ColumnKind.PARTITION_KEY || column.kind() == ColumnKind.CLUSTERING;
        String prefix;
        if (column.kind() == ColumnKind.PARTITION_KEY) {
            prefix = "Mod(" + load.partitions() + "L); ";
        } else if (column.kind() == ColumnKind.CLUSTERING) {
            prefix = "Div(" + load.partitions() + "L); Mod(" + load.rowsPerPartition() + "L); ";
        } else {
            prefix = "Hash(); ";
        }
        CqlType type = column.type();
        if (type instanceof CqlType.Native n) {
            if (n.type() == NativeType.COUNTER) {
                return Optional.of("HashRange(1L,3L)");
            }
            return conversion(n.type(), key, load.averageBytes(column.name())).map(c -> prefix + c);
        }
        int elements = Math.max(1, collectionElements);
        if (type instanceof CqlType.SetType set) {
            return element(set.element()).map(e -> "SetSizedHashed(FixedValue(" + elements + ")," + e + ")");
        }
        if (type instanceof CqlType.ListType list) {
            return element(list.element()).map(e -> "ListSizedHashed(FixedValue(" + elements + ")," + e + ")");
        }
        if (type instanceof CqlType.MapType map) {
            Optional<String> k = element(map.key());
            Optional<String> v = element(map.value());
            return k.isPresent() && v.isPresent()
                    ? Optional.of("MapSizedHashed(FixedValue(" + elements + ")," + k.get() + "," + v.get() + ")")
                    : Optional.empty();
        }
        return Optional.empty();
    }

    /** The conversion from a number to a value of {@code type}; a key's text is the number itself. */
    private static Optional<String> conversion(NativeType type, boolean key, int averageBytes) {
        return Optional.ofNullable(
                switch (type) {
                    case TEXT, VARCHAR, ASCII -> key ? "ToString()" : "AlphaNumericString(" + averageBytes + ")";
                    case BLOB -> "ByteBufferSizedHashed(" + averageBytes + ")";
                    case DATE -> "Mod(" + DATE_RANGE + "L); Mul(86400000L); EpochMillisToJavaLocalDate()";
                    case TIMESTAMP -> "Mod(" + TIMESTAMP_RANGE + "L); ToJavaInstant()";
                    case TIME, COUNTER -> null;
                    default -> single(type);
                });
    }

    /** A collection element: one function call, as the sized collection functions take it. */
    private static Optional<String> element(CqlType type) {
        return type instanceof CqlType.Native n ? Optional.ofNullable(single(n.type())) : Optional.empty();
    }

    private static String single(NativeType type) {
        return switch (type) {
            case TEXT, VARCHAR, ASCII -> "ToString()";
            case INT -> "ToInt()";
            case BIGINT -> "Identity()";
            case SMALLINT -> "ToShort()";
            case TINYINT -> "ToByte()";
            case FLOAT -> "ToFloat()";
            case DOUBLE -> "ToDouble()";
            case BOOLEAN -> "ToBoolean()";
            case DECIMAL -> "ToBigDecimal()";
            case VARINT -> "ToBigInt()";
            case UUID -> "ToHashedUUID()";
            case TIMEUUID -> "ToEpochTimeUUID()";
            case INET -> "ToInetAddress()";
            case DURATION -> "ToCqlDurationNanos()";
            default -> null;
        };
    }
}
