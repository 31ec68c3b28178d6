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
