package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.util.HashMap;
import java.util.Map;

/**
 * The boolean options of live tables and views that driver 4.19 does not describe: {@code cdc},
 * {@code allow_auto_snapshot} and {@code incremental_backups}, read from {@code system_schema}. Cassandra 5.0
 * leaves a column null at the option's default ({@code SchemaKeyspace.createTableParamsFromRow}).
 */
final class LiveFlagOptions {

    private static final Map<String, Boolean> WHEN_NULL =
            Map.of("cdc", false, "allow_auto_snapshot", true, "incremental_backups", true);

    private LiveFlagOptions() {}

    static Keyspace apply(CqlSession session, Keyspace keyspace) {
        Map<String, TableOptions> tables = read(session, keyspace.name(), "tables", "table_name");
        Map<String, TableOptions> views = read(session, keyspace.name(), "views", "view_name");
        return keyspace.withTables(keyspace.tables().stream()
                        .map(t -> t.withOptions(
                                t.options().withAll(tables.getOrDefault(t.name().internal(), TableOptions.NONE))))
                        .toList())
                .withViews(keyspace.views().stream()
                        .map(v -> v.withOptions(
                                v.options().withAll(views.getOrDefault(v.name().internal(), TableOptions.NONE))))
                        .toList());
    }

    private static Map<String, TableOptions> read(
            CqlSession session, Identifier keyspace, String relation, String nameColumn) {
        Map<String, TableOptions> options = new HashMap<>();
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT " + nameColumn + ", " + String.join(", ", WHEN_NULL.keySet()) + " FROM system_schema."
                        + relation + " WHERE keyspace_name = ?",
                keyspace.internal()))) {
            Map<String, OptionValue> flags = new HashMap<>();
            WHEN_NULL.forEach((name, whenNull) ->
                    flags.put(name, new OptionValue.Bool(row.isNull(name) ? whenNull : row.getBoolean(name))));
            options.put(row.getString(nameColumn), new TableOptions(flags));
        }
        return options;
    }
}
