package dev.keyspace.codegen;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.data.CqlDuration;
import com.datastax.oss.driver.api.core.data.CqlVector;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.ListType;
import com.datastax.oss.driver.api.core.type.MapType;
import com.datastax.oss.driver.api.core.type.SetType;
import com.datastax.oss.driver.api.core.type.TupleType;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import com.datastax.oss.driver.api.core.type.VectorType;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import dev.keyspace.model.analysis.writes.Holder;
import dev.keyspace.model.schema.Column;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * A value for a column, the same for the same seed (an attribute's name, with a suffix for a changed value), of the
 * Java type the driver maps the column's live type to.
 */
final class TestValues {

    private final CqlSession session;

    TestValues(CqlSession session) {
        this.session = session;
    }

    Object of(Holder holder, Column column, String seed) {
        CqlIdentifier name = CqlIdentifier.fromInternal(holder.table().name().internal());
        CqlIdentifier columnName = CqlIdentifier.fromInternal(column.name().internal());
        DataType type = session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal(holder.keyspace().name().internal()))
                .flatMap(k -> holder.view()
                        ? k.getView(name).flatMap(v -> v.getColumn(columnName))
                        : k.getTable(name).flatMap(t -> t.getColumn(columnName)))
                .orElseThrow(() -> new AssertionError("no live column " + column.name() + " in " + name))
                .getType();
        return of(type, seed);
    }

    static Object of(DataType type, String seed) {
        int hash = seed.hashCode() & 0x7fffffff;
        if (type instanceof ListType list) {
            return List.of(of(list.getElementType(), seed));
        }
        if (type instanceof SetType set) {
            return Set.of(of(set.getElementType(), seed));
        }
        if (type instanceof MapType map) {
            return Map.of(of(map.getKeyType(), seed), of(map.getValueType(), seed));
        }
        if (type instanceof UserDefinedType udt) {
            return udt.newValue();
        }
        if (type instanceof TupleType tuple) {
            return tuple.newValue();
        }
        if (type instanceof VectorType vector) {
            List<Object> elements = new ArrayList<>();
            for (int i = 0; i < vector.getDimensions(); i++) {
                elements.add(of(vector.getElementType(), seed + i));
            }
            return CqlVector.newInstance(elements);
        }
        return switch (type.getProtocolCode()) {
            case ProtocolConstants.DataType.ASCII, ProtocolConstants.DataType.VARCHAR -> "v" + hash;
            case ProtocolConstants.DataType.BIGINT -> (long) hash;
            case ProtocolConstants.DataType.BLOB -> ByteBuffer.wrap(seed.getBytes(StandardCharsets.UTF_8));
            case ProtocolConstants.DataType.BOOLEAN -> hash % 2 == 0;
            case ProtocolConstants.DataType.DECIMAL -> BigDecimal.valueOf(hash % 100_000, 2);
            case ProtocolConstants.DataType.DOUBLE -> (double) (hash % 1000) / 8;
            case ProtocolConstants.DataType.FLOAT -> (float) (hash % 1000) / 8;
            case ProtocolConstants.DataType.INT -> hash % 1_000_000;
            case ProtocolConstants.DataType.TIMESTAMP -> Instant.ofEpochMilli(1_700_000_000_000L + hash % 10_000_000);
            case ProtocolConstants.DataType.UUID -> UUID.nameUUIDFromBytes(seed.getBytes(StandardCharsets.UTF_8));
            case ProtocolConstants.DataType.VARINT -> BigInteger.valueOf(hash);
            case ProtocolConstants.DataType.TIMEUUID -> Uuids.startOf(1_700_000_000_000L + hash % 10_000_000);
            case ProtocolConstants.DataType.INET -> InetAddress.getLoopbackAddress();
            case ProtocolConstants.DataType.DATE -> LocalDate.of(2026, 1, 1).plusDays(hash % 365);
            case ProtocolConstants.DataType.TIME -> LocalTime.ofSecondOfDay(hash % 86_400);
            case ProtocolConstants.DataType.SMALLINT -> (short) (hash % 30_000);
            case ProtocolConstants.DataType.TINYINT -> (byte) (hash % 120);
            case ProtocolConstants.DataType.DURATION -> CqlDuration.newInstance(0, 1 + hash % 30, 0);
            default -> throw new AssertionError("no test value for " + type);
        };
    }
}
