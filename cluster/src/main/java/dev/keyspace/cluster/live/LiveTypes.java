package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The types of a live keyspace's columns and user-type fields, read from {@code system_schema} with {@link
 * StoredTypes} rather than taken from the driver, whose metadata and CQL text turn a user type named like a
 * native type ({@code "int"}) into the native type.
 */
final class LiveTypes {

    private final Map<String, Map<String, CqlType>> columns = new HashMap<>();
    private final Map<String, List<CqlType>> fields = new HashMap<>();

    private LiveTypes() {}

    static LiveTypes read(CqlSession session, Identifier keyspace) {
        LiveTypes live = new LiveTypes();
        List<Row> typeRows = session.execute(SimpleStatement.newInstance(
                        "SELECT type_name, field_types FROM system_schema.types WHERE keyspace_name = ?",
                        keyspace.internal()))
                .all();
        Set<Identifier> userTypes = new HashSet<>();
        typeRows.forEach(row -> userTypes.add(Identifier.of(row.getString("type_name"))));
        for (Row row : typeRows) {
            List<CqlType> types = new ArrayList<>();
            row.getList("field_types", String.class).forEach(t -> types.add(StoredTypes.parse(t, userTypes)));
            live.fields.put(row.getString("type_name"), types);
        }
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT table_name, column_name, type FROM system_schema.columns WHERE keyspace_name = ?",
                keyspace.internal()))) {
            String table = row.getString("table_name");
            String column = row.getString("column_name");
            String stored = row.getString("type");
            CqlType type = StoredTypes.isAmbiguous(stored, userTypes)
                            && selectedType(session, keyspace, table, column) instanceof UserDefinedType
                    ? new CqlType.UserTypeRef(Optional.empty(), Identifier.of(stored.strip()), false)
                    : StoredTypes.parse(stored, userTypes);
            live.columns.computeIfAbsent(table, t -> new HashMap<>()).put(column, type);
        }
        return live;
    }

    /**
     * The type of a column as the node describes it in a result's metadata, where a user type is sent whole
     * (prepared, never run): the one place a non-frozen user type named like a native type can be told apart.
     */
    private static DataType selectedType(CqlSession session, Identifier keyspace, String table, String column) {
        String select = "SELECT " + Identifier.of(column).asCql() + " FROM " + keyspace.asCql() + "."
                + Identifier.of(table).asCql();
        return session.prepare(select).getResultSetDefinitions().get(0).getType();
    }

    CqlType column(String table, String column) {
        CqlType type = columns.getOrDefault(table, Map.of()).get(column);
        if (type == null) {
            throw new LiveSchemaException("system_schema has no column " + table + "." + column);
        }
        return type;
    }

    CqlType field(String type, int index) {
        List<CqlType> types = fields.getOrDefault(type, List.of());
        if (index >= types.size()) {
            throw new LiveSchemaException("system_schema has no field " + index + " in type " + type);
        }
        return types.get(index);
    }
}
