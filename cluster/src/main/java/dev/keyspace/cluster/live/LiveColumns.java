package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The columns of a keyspace's tables and views, from {@code system_schema.columns} (kind, key position, clustering
 * order, type as Cassandra writes it, read by {@link StoredTypes}) with their masks from {@code column_masks}. Key
 * columns come first in key order, then the others by name, as Cassandra keeps them.
 */
final class LiveColumns {

    private static final Comparator<Column> CASSANDRA_ORDER = Comparator.comparing(Column::kind)
            .thenComparingInt(Column::position)
            .thenComparing(c -> c.name().internal());

    private final Map<String, List<Column>> byTable = new HashMap<>();

    private LiveColumns() {}

    static LiveColumns read(CqlSession session, Identifier keyspace, Set<Identifier> userTypes) {
        Map<String, Map<String, ColumnMask>> masks = new HashMap<>();
        for (Row row : session.execute(SystemSchemaQueries.columnMasks(keyspace))) {
            masks.computeIfAbsent(row.getString("table_name"), t -> new HashMap<>())
                    .put(row.getString("column_name"), LiveMasks.mask(row));
        }
        LiveColumns columns = new LiveColumns();
        for (Row row : session.execute(SystemSchemaQueries.columns(keyspace))) {
            String table = row.getString("table_name");
            Optional<ColumnMask> mask =
                    Optional.ofNullable(masks.getOrDefault(table, Map.of()).get(row.getString("column_name")));
            columns.byTable
                    .computeIfAbsent(table, t -> new ArrayList<>())
                    .add(column(session, keyspace, row, userTypes, mask));
        }
        columns.byTable.values().forEach(list -> list.sort(CASSANDRA_ORDER));
        return columns;
    }

    /** The columns of a table or view, key columns first in key order. */
    List<Column> of(Identifier tableOrView) {
        return List.copyOf(byTable.getOrDefault(tableOrView.internal(), List.of()));
    }

    private static Column column(
            CqlSession session, Identifier keyspace, Row row, Set<Identifier> userTypes, Optional<ColumnMask> mask) {
        Identifier table = Identifier.of(row.getString("table_name"));
        Identifier name = Identifier.of(row.getString("column_name"));
        ColumnKind kind = ColumnKind.valueOf(row.getString("kind").toUpperCase(Locale.ROOT));
        ClusteringOrder order =
                "desc".equalsIgnoreCase(row.getString("clustering_order")) ? ClusteringOrder.DESC : ClusteringOrder.ASC;
        return new Column(
                name,
                type(session, keyspace, table, name, row.getString("type"), userTypes),
                kind,
                Math.max(0, row.getInt("position")),
                order,
                mask);
    }

    private static CqlType type(
            CqlSession session,
            Identifier keyspace,
            Identifier table,
            Identifier column,
            String stored,
            Set<Identifier> userTypes) {
        boolean userType = StoredTypes.isAmbiguous(stored, userTypes)
                && selectedType(session, keyspace, table, column) instanceof UserDefinedType;
        return userType
                ? new CqlType.UserTypeRef(Optional.empty(), Identifier.of(stored.strip()), false)
                : StoredTypes.parse(stored, userTypes);
    }

    /** The type of a column as a prepared SELECT's metadata sends it, where a user type is sent whole. */
    private static DataType selectedType(CqlSession session, Identifier keyspace, Identifier table, Identifier column) {
        return session.prepare(SystemSchemaQueries.selectColumn(keyspace, table, column))
                .getResultSetDefinitions()
                .get(0)
                .getType();
    }
}
