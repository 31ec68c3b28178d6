package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A column mask from its row of Cassandra 5.0's {@code system_schema.column_masks}: the function (unqualified when
 * it is one of {@code system}'s) and its arguments as CQL literals (text-like values quoted, a null one as
 * {@code null}).
 */
final class LiveMasks {

    private static final Set<String> QUOTED_TYPES =
            Set.of("text", "varchar", "ascii", "inet", "date", "time", "timestamp");

    private LiveMasks() {}

    static ColumnMask mask(Row row) {
        String functionKeyspace = row.getString("function_keyspace");
        List<String> types = row.getList("function_argument_types", String.class);
        List<String> values = row.getList("function_argument_values", String.class);
        List<String> arguments = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            String value = values.get(i);
            String type = i < types.size() ? types.get(i).toLowerCase(Locale.ROOT) : "";
            boolean quoted = QUOTED_TYPES.contains(type);
            // a null argument is stored as no value; only a text-like one can be the empty string
            boolean isNull = value == null || (value.isEmpty() && !quoted);
            arguments.add(isNull ? "null" : quoted ? quote(value) : value);
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
