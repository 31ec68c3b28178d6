package dev.keyspace.model.schema;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Cassandra 5.0's native types, with the fixed on-disk size that partition sizing uses. */
public enum NativeType {
    ASCII(-1),
    BIGINT(8),
    BLOB(-1),
    BOOLEAN(1),
    COUNTER(8),
    DATE(4),
    DECIMAL(-1),
    DOUBLE(8),
    DURATION(-1),
    FLOAT(4),
    INET(-1),
    INT(4),
    SMALLINT(2),
    TEXT(-1),
    TIME(8),
    TIMESTAMP(8),
    TIMEUUID(16),
    TINYINT(1),
    UUID(16),
    VARCHAR(-1),
    VARINT(-1);

    private final int fixedSize;
    private final String cqlName; // kept: every printed type asks for it

    NativeType(int fixedSize) {
        this.fixedSize = fixedSize;
        this.cqlName = name().toLowerCase(Locale.ROOT);
    }

    /** The CQL spelling, in lower case. */
    public String cqlName() {
        return cqlName;
    }

    /** The fixed size in bytes, or empty when the size depends on the value (text, blob, inet, ...). */
    public OptionalInt fixedSize() {
        return fixedSize < 0 ? OptionalInt.empty() : OptionalInt.of(fixedSize);
    }

    public static Optional<NativeType> fromCql(String name) {
        return Optional.ofNullable(ByName.TYPES.get(name.toUpperCase(Locale.ROOT)));
    }

    /** Looked up once per column of an imported table: a map, not a scan of a fresh {@code values()} copy. */
    private static final class ByName {
        static final Map<String, NativeType> TYPES =
                Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(NativeType::name, Function.identity()));
    }
}
