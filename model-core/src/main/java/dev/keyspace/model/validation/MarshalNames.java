package dev.keyspace.model.validation;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A CQL type as Cassandra's AbstractType.toString prints it (the internal class names), which some of its messages
 * show where a type stands for an argument. Exact for native types, collections, tuples and vectors.
 */
final class MarshalNames {

    private static final String PACKAGE = "org.apache.cassandra.db.marshal.";

    private MarshalNames() {}

    static String of(CqlType type) {
        return of(type, false);
    }

    private static String of(CqlType type, boolean ignoreFreezing) {
        if (type instanceof CqlType.Native n) {
            return PACKAGE + nativeClass(n.type());
        }
        if (type instanceof CqlType.VectorType vector) {
            return PACKAGE + "VectorType(" + of(vector.element(), ignoreFreezing) + " , " + vector.dimension() + ")";
        }
        if (type instanceof CqlType.TupleType tuple) {
            return PACKAGE + "TupleType" + parameters(tuple.elements(), true);
        }
        if (type instanceof CqlType.UserTypeRef ref) {
            return PACKAGE + "UserType(" + ref.name().internal() + ")";
        }
        if (type instanceof CqlType.CustomType custom) {
            return custom.className();
        }
        String name =
                type instanceof CqlType.ListType ? "ListType" : type instanceof CqlType.SetType ? "SetType" : "MapType";
        boolean frozenWrapper = !ignoreFreezing && !type.isMultiCell();
        String body = PACKAGE + name + parameters(type.children(), ignoreFreezing || !type.isMultiCell());
        return frozenWrapper ? PACKAGE + "FrozenType(" + body + ")" : body;
    }

    private static String parameters(List<CqlType> types, boolean ignoreFreezing) {
        return types.stream().map(t -> of(t, ignoreFreezing)).collect(Collectors.joining(",", "(", ")"));
    }

    private static String nativeClass(NativeType type) {
        return switch (type) {
            case ASCII -> "AsciiType";
            case BIGINT -> "LongType";
            case BLOB -> "BytesType";
            case BOOLEAN -> "BooleanType";
            case COUNTER -> "CounterColumnType";
            case DATE -> "SimpleDateType";
            case DECIMAL -> "DecimalType";
            case DOUBLE -> "DoubleType";
            case DURATION -> "DurationType";
            case FLOAT -> "FloatType";
            case INET -> "InetAddressType";
            case INT -> "Int32Type";
            case SMALLINT -> "ShortType";
            case TEXT, VARCHAR -> "UTF8Type";
            case TIME -> "TimeType";
            case TIMESTAMP -> "TimestampType";
            case TIMEUUID -> "TimeUUIDType";
            case TINYINT -> "ByteType";
            case UUID -> "UUIDType";
            case VARINT -> "IntegerType";
        };
    }
}
