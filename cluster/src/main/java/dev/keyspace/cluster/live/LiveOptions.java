package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.cql.ColumnDefinition;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.DataTypes;
import com.datastax.oss.driver.api.core.type.MapType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The options of a table or view, from its row of {@code system_schema.tables} or {@code views}: every column that
 * is not the element's identity is an option (Cassandra 5.0.9's {@code SchemaKeyspace.createTableParamsFromRow}),
 * except the legacy ones, read by its type: a boolean as a boolean, a number as its literal, text as text, a map as a map (blob values as
 * hex literals). A null column is left out: Cassandra stores null for an option at its default.
 */
final class LiveOptions {

    /**
     * Columns Cassandra 5.0 keeps in {@code tables} and {@code views} for old drivers, always 0.0 and no longer
     * options: a statement naming them is refused as an unknown property.
     */
    private static final Set<String> LEGACY = Set.of("dclocal_read_repair_chance", "read_repair_chance");

    private LiveOptions() {}

    static TableOptions of(Row row, Set<String> identity) {
        Map<String, OptionValue> options = new LinkedHashMap<>();
        for (ColumnDefinition column : row.getColumnDefinitions()) {
            String name = column.getName().asInternal();
            if (!identity.contains(name) && !LEGACY.contains(name) && !row.isNull(name)) {
                options.put(name, value(row, name, column.getType()));
            }
        }
        return new TableOptions(options);
    }

    private static OptionValue value(Row row, String name, DataType type) {
        if (type.equals(DataTypes.BOOLEAN)) {
            return new OptionValue.Bool(row.getBoolean(name));
        }
        if (type.equals(DataTypes.TEXT) || type.equals(DataTypes.ASCII)) {
            return new OptionValue.Text(row.getString(name));
        }
        if (type instanceof MapType map && map.getValueType().equals(DataTypes.BLOB)) {
            Map<String, OptionValue> entries = new LinkedHashMap<>();
            row.getMap(name, String.class, ByteBuffer.class).forEach((key, blob) -> entries.put(key, hex(blob)));
            return new OptionValue.MapValue(entries);
        }
        if (type instanceof MapType) {
            return OptionValue.map(row.getMap(name, String.class, String.class));
        }
        return new OptionValue.Number(String.valueOf(row.getObject(name)));
    }

    private static OptionValue hex(ByteBuffer blob) {
        StringBuilder hex = new StringBuilder("0x");
        ByteBuffer bytes = blob.duplicate();
        while (bytes.hasRemaining()) {
            hex.append(String.format("%02x", bytes.get()));
        }
        return new OptionValue.Raw(hex.toString());
    }
}
