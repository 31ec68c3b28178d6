package dev.keyspace.app.views;

import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The lines of Chebotko boxes, typed (physical): partition-key columns in key order, then clustering
 * columns, then static and regular columns as declared. The logical view drops the types.
 */
final class ChebotkoRows {

    private ChebotkoRows() {}

    /**
     * A table's lines, with their types when {@code typed}: a whole diagram asks this of every table on its first
     * showing, so the types are printed only where they are shown and the columns are walked once.
     */
    static List<ChebotkoRow> forTable(Keyspace keyspace, Table table, boolean typed) {
        Set<Identifier> indexed = indexedColumns(keyspace.indexesOn(table.name()));
        List<ChebotkoRow> rows = new ArrayList<>(table.columns().size());
        for (Column column : ordered(table)) {
            rows.add(new ChebotkoRow(
                    column.name().asCql(),
                    typed ? column.type().asCql() : "",
                    ChebotkoMarkers.of(column, indexed.contains(column.name()))));
        }
        return rows;
    }

    /** A view's columns take their types from the base table and their roles from the view's key. */
    static List<ChebotkoRow> forView(Keyspace keyspace, MaterializedView view) {
        Optional<Table> base = keyspace.table(view.baseTable());
        List<Identifier> names = new ArrayList<>(view.primaryKey());
        List<Identifier> selected = view.selectsAll()
                ? base.map(t -> t.columns().stream().map(Column::name).toList()).orElse(List.of())
                : view.selected();
        selected.stream().filter(n -> !names.contains(n)).forEach(names::add);
        List<ChebotkoRow> rows = new ArrayList<>();
        for (Identifier name : names) {
            Optional<Column> baseColumn = base.flatMap(t -> t.column(name));
            String type = baseColumn.map(c -> c.type().asCql()).orElse("");
            Optional<Column> asInView = baseColumn.map(c -> inView(view, c));
            String marker = asInView.map(c -> ChebotkoMarkers.of(c, false)).orElse(keyMarker(view, name));
            rows.add(new ChebotkoRow(name.asCql(), type, marker));
        }
        return rows;
    }

    static List<ChebotkoRow> forType(UserType type) {
        return type.fields().stream()
                .map(f -> new ChebotkoRow(
                        f.name().asCql(),
                        f.type().asCql(),
                        ChebotkoMarkers.typeMarker(f.type()).orElse("")))
                .toList();
    }

    /** One footer line per index on the table, for the physical view. */
    static List<String> indexLines(Keyspace keyspace, Table table) {
        return keyspace.indexesOn(table.name()).stream()
                .map(i -> "IDX " + i.name().asCql() + " ("
                        + i.targets().stream().map(CqlTerms::target).collect(Collectors.joining(", "))
                        + ") " + i.kind().name())
                .toList();
    }

    private static Set<Identifier> indexedColumns(List<Index> indexes) {
        if (indexes.isEmpty()) {
            return Set.of();
        }
        Set<Identifier> columns = new HashSet<>();
        indexes.forEach(index -> index.targets().forEach(target -> columns.add(target.column())));
        return columns;
    }

    /** Partition-key columns in key order, then clustering columns in key order, then the others as declared. */
    private static List<Column> ordered(Table table) {
        List<Column> result = new ArrayList<>(table.columns().size());
        result.addAll(table.partitionKey());
        result.addAll(table.clustering());
        for (Column column : table.columns()) {
            if (!column.isPrimaryKey()) {
                result.add(column);
            }
        }
        return result;
    }

    private static Column inView(MaterializedView view, Column column) {
        int partition = view.partitionKey().indexOf(column.name());
        if (partition >= 0) {
            return column.withKind(ColumnKind.PARTITION_KEY, partition, column.order());
        }
        for (int i = 0; i < view.clustering().size(); i++) {
            MaterializedView.ClusteringKey key = view.clustering().get(i);
            if (key.column().equals(column.name())) {
                return column.withKind(ColumnKind.CLUSTERING, i, key.order());
            }
        }
        return column.withKind(ColumnKind.REGULAR, 0, column.order());
    }

    private static String keyMarker(MaterializedView view, Identifier name) {
        if (view.partitionKey().contains(name)) {
            return "K";
        }
        return view.clustering().stream()
                .filter(k -> k.column().equals(name))
                .findFirst()
                .map(k -> k.order() == dev.keyspace.model.schema.ClusteringOrder.ASC ? "C↑" : "C↓")
                .orElse("");
    }
}
