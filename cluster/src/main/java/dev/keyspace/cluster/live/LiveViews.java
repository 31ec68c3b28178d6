package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.MaterializedView.ClusteringKey;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The materialized views of a keyspace, from {@code system_schema.views} (base table, WHERE clause verbatim,
 * whether it selects every column, options) and the view's own rows of {@code columns} (its key with each
 * clustering column's order, and the columns it selects). Sorted by name.
 */
final class LiveViews {

    private static final Set<String> IDENTITY = Set.of(
            "keyspace_name",
            "view_name",
            "base_table_id",
            "base_table_name",
            "include_all_columns",
            "where_clause",
            "id");

    private LiveViews() {}

    static List<MaterializedView> read(CqlSession session, Identifier keyspace, LiveColumns columns) {
        List<MaterializedView> views = new ArrayList<>();
        for (Row row : session.execute(SystemSchemaQueries.views(keyspace))) {
            Identifier name = Identifier.of(row.getString("view_name"));
            List<Column> viewColumns = columns.of(name);
            views.add(new MaterializedView(
                    ElementId.forView(keyspace, name),
                    name,
                    Identifier.of(row.getString("base_table_name")),
                    row.getBoolean("include_all_columns")
                            ? List.of()
                            : viewColumns.stream().map(Column::name).toList(),
                    row.getString("where_clause"),
                    viewColumns.stream()
                            .filter(c -> c.kind() == ColumnKind.PARTITION_KEY)
                            .map(Column::name)
                            .toList(),
                    viewColumns.stream()
                            .filter(c -> c.kind() == ColumnKind.CLUSTERING)
                            .map(c -> new ClusteringKey(c.name(), c.order()))
                            .toList(),
                    LiveOptions.of(row, IDENTITY)));
        }
        views.sort(Comparator.comparing(v -> v.name().internal()));
        return views;
    }
}
