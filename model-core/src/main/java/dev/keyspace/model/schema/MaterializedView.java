package dev.keyspace.model.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A materialized view of a table in the same keyspace. {@code selected} lists the selected columns and is
 * empty for {@code SELECT *}; {@code where} is the view's WHERE clause, kept as CQL text (without the
 * keyword). Column types come from the base table.
 */
public record MaterializedView(
        ElementId id,
        Identifier name,
        Identifier baseTable,
        List<Identifier> selected,
        String where,
        List<Identifier> partitionKey,
        List<ClusteringKey> clustering,
        TableOptions options) {

    /** A clustering column of the view with its order. */
    public record ClusteringKey(Identifier column, ClusteringOrder order) {
        public ClusteringKey {
            Objects.requireNonNull(column, "column");
            Objects.requireNonNull(order, "order");
        }

        public static ClusteringKey asc(String column) {
            return new ClusteringKey(Identifier.of(column), ClusteringOrder.ASC);
        }
    }

    public MaterializedView {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(baseTable, "baseTable");
        selected = List.copyOf(selected);
        Objects.requireNonNull(where, "where");
        partitionKey = List.copyOf(partitionKey);
        clustering = List.copyOf(clustering);
        Objects.requireNonNull(options, "options");
        if (partitionKey.isEmpty()) {
            throw new IllegalArgumentException("view " + name.asCql() + " needs a partition key");
        }
    }

    public boolean selectsAll() {
        return selected.isEmpty();
    }

    /** Partition-key then clustering column names. */
    public List<Identifier> primaryKey() {
        List<Identifier> key = new ArrayList<>(partitionKey);
        clustering.forEach(c -> key.add(c.column()));
        return List.copyOf(key);
    }

    /**
     * The view's columns as a table, as Cassandra holds a view's metadata: its partition key and clustering columns
     * in view order, then the base columns it selects (a view holds no static column). Columns the base lacks are
     * left out; the table has the view's id, name and options.
     */
    public Table asTable(Table base) {
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < partitionKey.size(); i++) {
            int position = i;
            base.column(partitionKey.get(i))
                    .ifPresent(c -> columns.add(c.withKind(ColumnKind.PARTITION_KEY, position, ClusteringOrder.ASC)));
        }
        for (int i = 0; i < clustering.size(); i++) {
            ClusteringKey key = clustering.get(i);
            int position = i;
            base.column(key.column())
                    .ifPresent(c -> columns.add(c.withKind(ColumnKind.CLUSTERING, position, key.order())));
        }
        List<Identifier> key = primaryKey();
        for (Column c : base.columns()) {
            boolean chosen = selectsAll() || selected.contains(c.name());
            if (chosen && !key.contains(c.name()) && c.kind() != ColumnKind.STATIC) {
                columns.add(c.withKind(ColumnKind.REGULAR, 0, ClusteringOrder.ASC));
            }
        }
        return new Table(id, name, columns, options, false);
    }

    public MaterializedView withName(Identifier newName) {
        return new MaterializedView(id, newName, baseTable, selected, where, partitionKey, clustering, options);
    }

    public MaterializedView withBaseTable(Identifier newBase) {
        return new MaterializedView(id, name, newBase, selected, where, partitionKey, clustering, options);
    }

    public MaterializedView withOptions(TableOptions newOptions) {
        return new MaterializedView(id, name, baseTable, selected, where, partitionKey, clustering, newOptions);
    }
}
