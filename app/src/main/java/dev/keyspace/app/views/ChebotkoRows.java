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
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The lines of Chebotko boxes, typed (physical): partition-key columns in key order, then clustering
 * columns, then static and regular columns as declared. The logical view drops the types.
 */
final class ChebotkoRows {

    private ChebotkoRows() {}

    static List<ChebotkoRow> forTable(Keyspace keyspace, Table table) {
        List<Index> indexes = keyspace.indexesOn(table.name());
        return ordered(table.columns()).stream()
                .map(c -> new ChebotkoRow(
                        c.name().asCql(), c.type().asCql(), ChebotkoMarkers.of(c, indexed(indexes, c.name()))))
                .toList();
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

    private static boolean indexed(List<Index> indexes, Identifier column) {
        return indexes.stream().flatMap(i -> i.targets().stream()).anyMatch(t -> t.column()
                .equals(column));
    }

    private static List<Column> ordered(List<Column> columns) {
        List<Column> result = new ArrayList<>();
        for (ColumnKind kind : List.of(ColumnKind.PARTITION_KEY, ColumnKind.CLUSTERING)) {
            columns.stream()
                    .filter(c -> c.kind() == kind)
                    .sorted(Comparator.comparingInt(Column::position))
                    .forEach(result::add);
        }
        columns.stream().filter(c -> !c.isPrimaryKey()).forEach(result::add);
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
