package dev.keyspace.model.validation;

import dev.keyspace.model.schema.NativeType;
import java.util.OptionalInt;

/**
 * Which native types Cassandra can read as another (AbstractType.isValueCompatibleWith and its overrides), and which
 * it can also store in the same cells (isSerializationCompatibleWith: the same fixed length, or both variable).
 */
final class ValueCompatibility {

    private ValueCompatibility() {}

    /** Whether values written as {@code previous} read as {@code type}. */
    static boolean readsAs(NativeType type, NativeType previous) {
        NativeType now = canonical(type);
        NativeType before = canonical(previous);
        if (now == before) {
            return true;
        }
        return switch (now) {
            case BLOB -> true;
            case TEXT -> before == NativeType.ASCII;
            case BIGINT -> before == NativeType.TIMESTAMP;
            case TIMESTAMP -> before == NativeType.BIGINT;
            case VARINT -> before == NativeType.INT || before == NativeType.BIGINT || before == NativeType.TIMESTAMP;
            case DATE -> before == NativeType.INT;
            case TIME -> before == NativeType.BIGINT;
            case UUID -> before == NativeType.TIMEUUID;
            default -> false;
        };
    }

    /** Whether cells written as {@code previous} can be kept under {@code type}: readable, and of the same length. */
    static boolean storesAs(NativeType type, NativeType previous) {
        return readsAs(type, previous) && cassandraFixedSize(type).equals(cassandraFixedSize(previous));
    }

    /** date, time, smallint and tinyint have a fixed size in bytes, but Cassandra stores them as variable-length. */
    static OptionalInt cassandraFixedSize(NativeType type) {
        return switch (type) {
            case DATE, TIME, SMALLINT, TINYINT -> OptionalInt.empty();
            default -> type.fixedSize();
        };
    }

    private static NativeType canonical(NativeType type) {
        return type == NativeType.VARCHAR ? NativeType.TEXT : type;
    }
}
