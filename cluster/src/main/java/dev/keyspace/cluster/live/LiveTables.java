package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tables of a keyspace, from {@code system_schema.tables} (options), their {@link LiveColumns} and the columns
 * ALTER TABLE dropped from them ({@code dropped_columns}: name, kind and type with user types already expanded).
 * Sorted by name.
 */
final class LiveTables {

    private static final Set<String> IDENTITY = Set.of("keyspace_name", "table_name", "id", "flags");

    private LiveTables() {}

    static List<Table> read(CqlSession session, Identifier keyspace, LiveColumns columns, Set<Identifier> userTypes) {
        Map<String, List<DroppedColumn>> dropped = new HashMap<>();
        for (Row row : session.execute(SystemSchemaQueries.droppedColumns(keyspace))) {
            dropped.computeIfAbsent(row.getString("table_name"), t -> new ArrayList<>())
                    .add(new DroppedColumn(
                            Identifier.of(row.getString("column_name")),
                            StoredTypes.parse(row.getString("type"), userTypes),
                            "static".equalsIgnoreCase(row.getString("kind"))));
        }
        List<Table> tables = new ArrayList<>();
        for (Row row : session.execute(SystemSchemaQueries.tables(keyspace))) {
            Identifier name = Identifier.of(row.getString("table_name"));
            tables.add(new Table(
                    ElementId.forTable(keyspace, name),
                    name,
                    columns.of(name),
                    LiveOptions.of(row, IDENTITY),
                    compact(row.getSet("flags", String.class)),
                    dropped.getOrDefault(name.internal(), List.of())));
        }
        tables.sort(Comparator.comparing(t -> t.name().internal()));
        return tables;
    }

    /**
     * Whether the stored flags make a COMPACT STORAGE table: Cassandra's {@code TableMetadata.isCompactTable}, which
     * is any table that is not a CQL table (a CQL table is compound, neither dense nor super).
     */
    static boolean compact(Set<String> flags) {
        Set<String> lower = new java.util.HashSet<>();
        flags.forEach(f -> lower.add(f.toLowerCase(java.util.Locale.ROOT)));
        return lower.contains("super") || lower.contains("dense") || !lower.contains("compound");
    }
}
