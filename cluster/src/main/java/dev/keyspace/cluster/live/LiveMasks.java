package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Column masks of a live keyspace. Driver 4.19 does not print {@code MASKED WITH}, so they are read from
 * Cassandra 5.0's {@code system_schema.column_masks} and put on the imported columns.
 */
final class LiveMasks {

    private static final Set<String> QUOTED_TYPES =
            Set.of("text", "varchar", "ascii", "inet", "date", "time", "timestamp");

    private LiveMasks() {}

    static Keyspace apply(CqlSession session, Keyspace keyspace) {
        Keyspace result = keyspace;
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT table_name, column_name, function_keyspace, function_name, function_argument_types,"
                        + " function_argument_values FROM system_schema.column_masks WHERE keyspace_name = ?",
                keyspace.name().internal()))) {
            Identifier table = Identifier.of(row.getString("table_name"));
            Identifier column = Identifier.of(row.getString("column_name"));
            ColumnMask mask = mask(row);
            result = result.withTables(result.tables().stream()
                    .map(t -> t.name().equals(table) ? t.mapColumn(column, c -> c.withMask(Optional.of(mask))) : t)
                    .toList());
        }
        return result;
    }

    private static ColumnMask mask(Row row) {
        String functionKeyspace = row.getString("function_keyspace");
        List<String> types = row.getList("function_argument_types", String.class);
        List<String> values = row.getList("function_argument_values", String.class);
        List<String> arguments = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            String value = values.get(i);
            String type = i < types.size() ? types.get(i).toLowerCase(Locale.ROOT) : "";
            arguments.add(value == null ? "null" : QUOTED_TYPES.contains(type) ? quote(value) : value);
        }
        Optional<Identifier> qualifier = functionKeyspace == null || functionKeyspace.equals("system")
                ? Optional.empty()
                : Optional.of(Identifier.of(functionKeyspace));
        return new ColumnMask(qualifier, Identifier.of(row.getString("function_name")), arguments);
    }

    private static String quote(String value) {
        return "'" + value.replace("'", "''") + "'";
    }
}
