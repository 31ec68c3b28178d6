package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.ProtocolVersion;
import com.datastax.oss.driver.api.core.data.CqlDuration;
import com.datastax.oss.driver.api.core.data.CqlVector;
import com.datastax.oss.driver.api.core.data.SettableByIndex;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.DataTypes;
import com.datastax.oss.driver.api.core.type.ListType;
import com.datastax.oss.driver.api.core.type.MapType;
import com.datastax.oss.driver.api.core.type.SetType;
import com.datastax.oss.driver.api.core.type.TupleType;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import com.datastax.oss.driver.api.core.type.VectorType;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.registry.CodecRegistry;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Generates a value of a driver type from a seed: the same seed always gives the same value, so the tables
 * that denormalize one entity get the same key. Text and blob values take the given size (the sizing's average
 * for the column), collections the given number of elements.
 */
public final class ValueGenerator {

    private final int collectionElements;
    private final int elementBytes;

    public ValueGenerator(int collectionElements, int elementBytes) {
        this.collectionElements = collectionElements;
        this.elementBytes = elementBytes;
    }

    /**
     * The bytes of the value a table's column takes for {@code seed}, as the session's codec writes them: text as
     * long as the sizing's average for the column ({@code textBytes} when it gives none).
     */
    ByteBuffer bound(CqlSession session, DataType type, TablePlan plan, Column column, long seed, int textBytes) {
        int bytes = plan.bytesOf(column, textBytes);
        // a collection's assumed size is the whole collection's: its elements share it
        int perElement = Math.max(
                1,
                column.type() instanceof CqlType.MapType
                        ? bytes / (2 * Math.max(1, collectionElements))
                        : bytes / Math.max(1, collectionElements));
        boolean wholeCollection = type instanceof ListType || type instanceof SetType || type instanceof MapType;
        Object value;
        if (!wholeCollection && AccessPatternQueries.equalityOperator(column) == Operator.CONTAINS) {
            // a CONTAINS search binds one element: the first the row's collection took (a map's first value)
            value = value(type, plan.prefixOf(column), seed * collectionElements, perElement);
        } else {
            ValueGenerator sized = wholeCollection ? new ValueGenerator(collectionElements, perElement) : this;
            value = sized.value(type, plan.prefixOf(column), seed, bytes);
        }
        return session.getContext()
                .getCodecRegistry()
                .codecFor(type)
                .encode(value, session.getContext().getProtocolVersion());
    }

    /**
     * The smallest seed that gives the same value of {@code type} as {@code seed}: a type narrower than the seeds
     * (a smallint, a boolean, a time of day) gives one value for many seeds, and the entity a key value names must
     * not depend on which of them a row took.
     */
    static long canonicalSeed(CqlType type, long seed) {
        if (!(type instanceof CqlType.Native n)) {
            return seed;
        }
        return switch (n.type()) {
            case INT -> (int) seed;
            case SMALLINT -> seed % Short.MAX_VALUE;
            case TINYINT -> seed % Byte.MAX_VALUE;
            case BOOLEAN -> seed % 2;
            case TIME -> seed % 86_400;
            case INET -> seed & 0xFFFFFF;
            default -> seed;
        };
    }

    /** A value of {@code type} for {@code seed}, text and blob {@code bytes} long. */
    public Object value(DataType type, String prefix, long seed, int bytes) {
        if (type.equals(DataTypes.TEXT) || type.equals(DataTypes.ASCII)) {
            return text(prefix, seed, bytes);
        }
        if (type.equals(DataTypes.BLOB)) {
            return ByteBuffer.wrap(text(prefix, seed, bytes).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }
        if (type.equals(DataTypes.INT)) {
            return (int) seed;
        }
        if (type.equals(DataTypes.BIGINT) || type.equals(DataTypes.COUNTER)) {
            return seed;
        }
        if (type.equals(DataTypes.SMALLINT)) {
            return (short) (seed % Short.MAX_VALUE);
        }
        if (type.equals(DataTypes.TINYINT)) {
            return (byte) (seed % Byte.MAX_VALUE);
        }
        if (type.equals(DataTypes.BOOLEAN)) {
            return seed % 2 == 0;
        }
        if (type.equals(DataTypes.DATE)) {
            return LocalDate.of(2025, 1, 1).plusDays(seed);
        }
        if (type.equals(DataTypes.TIMESTAMP)) {
            return Instant.parse("2025-01-01T00:00:00Z").plusSeconds(seed);
        }
        if (type.equals(DataTypes.TIME)) {
            return LocalTime.ofSecondOfDay(seed % 86_400);
        }
        if (type.equals(DataTypes.UUID)) {
            return new UUID(prefix.hashCode(), seed);
        }
        if (type.equals(DataTypes.TIMEUUID)) {
            // version 1, variant 2: a valid time-based UUID whose time is the seed
            long msb = (seed << 32) | ((seed >>> 16) & 0xFFFF0000L) | 0x1000L | ((seed >>> 48) & 0x0FFFL);
            return new UUID(msb, 0x8000000000000000L | (prefix.hashCode() & 0x3FFFFFFFFFFFFFFFL));
        }
        if (type.equals(DataTypes.DOUBLE)) {
            return seed + 0.5;
        }
        if (type.equals(DataTypes.FLOAT)) {
            return seed + 0.5f;
        }
        if (type.equals(DataTypes.DECIMAL)) {
            return BigDecimal.valueOf(seed, 2);
        }
        if (type.equals(DataTypes.VARINT)) {
            return BigInteger.valueOf(seed);
        }
        if (type.equals(DataTypes.DURATION)) {
            return CqlDuration.newInstance(0, (int) (seed % 28), seed);
        }
        if (type.equals(DataTypes.INET)) {
            return inet(seed);
        }
        return composite(type, prefix, seed);
    }

    private Object composite(DataType type, String prefix, long seed) {
        if (type instanceof ListType list) {
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < collectionElements; i++) {
                values.add(value(list.getElementType(), prefix, seed * collectionElements + i, elementBytes));
            }
            return values;
        }
        if (type instanceof SetType set) {
            Set<Object> values = new LinkedHashSet<>();
            for (int i = 0; i < collectionElements; i++) {
                values.add(value(set.getElementType(), prefix, seed * collectionElements + i, elementBytes));
            }
            return values;
        }
        if (type instanceof MapType map) {
            Map<Object, Object> values = new LinkedHashMap<>();
            for (int i = 0; i < collectionElements; i++) {
                long s = seed * collectionElements + i;
                values.put(
                        value(map.getKeyType(), prefix, s, elementBytes),
                        value(map.getValueType(), prefix, s, elementBytes));
            }
            return values;
        }
        if (type instanceof UserDefinedType udt) {
            return fill(udt.newValue(), udt.getFieldTypes(), prefix, seed);
        }
        if (type instanceof TupleType tuple) {
            return fill(tuple.newValue(), tuple.getComponentTypes(), prefix, seed);
        }
        if (type instanceof VectorType vector) {
            List<Number> values = new ArrayList<>();
            for (int i = 0; i < vector.getDimensions(); i++) {
                values.add((Number) value(vector.getElementType(), prefix, seed + i, elementBytes));
            }
            return CqlVector.newInstance(values);
        }
        throw new IllegalArgumentException("ksd prove cannot generate values of type " + type.asCql(true, true));
    }

    /** A user type or tuple value with a generated value in each field. */
    private <T extends SettableByIndex<T>> T fill(T value, List<DataType> types, String prefix, long seed) {
        T filled = value;
        for (int i = 0; i < types.size(); i++) {
            DataType field = types.get(i);
            filled = filled.setBytesUnsafe(i, encoded(field, value(field, prefix + i, seed, elementBytes)));
        }
        return filled;
    }

    /** The value in the protocol's bytes, as the default codec of its type writes it. */
    private ByteBuffer encoded(DataType type, Object value) {
        TypeCodec<Object> codec = CodecRegistry.DEFAULT.codecFor(type);
        return codec.encode(value, ProtocolVersion.DEFAULT);
    }

    /**
     * The seed in base 36, filled up to {@code bytes} with an underscore and letters chosen by the prefix (so two
     * entities' keys of one seed differ, and one entity's key is the same in every table); never shorter than the
     * seed itself. The underscore ends the seed: without it, seed 1's filling could read as seed 1b's digits.
     */
    static String text(String prefix, long seed, int bytes) {
        StringBuilder text = new StringBuilder(Long.toString(seed, 36));
        if (text.length() < bytes) {
            text.append('_');
        }
        int shift = Math.floorMod(prefix.hashCode(), 26);
        while (text.length() < bytes) {
            text.append((char) ('a' + (text.length() + shift) % 26));
        }
        return text.toString();
    }

    private static InetAddress inet(long seed) {
        try {
            return InetAddress.getByAddress(new byte[] {10, (byte) (seed >> 16), (byte) (seed >> 8), (byte) seed});
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
