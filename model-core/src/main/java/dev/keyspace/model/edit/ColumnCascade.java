package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/** What renaming or removing a column changes around its table: indexes, views and sizing assumptions. */
final class ColumnCascade {

    private ColumnCascade() {}

    /** Replaces the table in its keyspace with what {@code change} makes of it. */
    static Project updateTable(Project project, TableRef ref, UnaryOperator<Table> change) {
        return project.mapKeyspace(
                ref.keyspace().name(), k -> k.mapTable(ref.table().id(), change));
    }

    /** Index targets, view columns and view WHERE clauses, and sizing keys follow a renamed column. */
    static Project rename(Project project, TableRef ref, Identifier from, Identifier to) {
        Identifier tableName = ref.table().name();
        Project renamed = project.mapKeyspace(ref.keyspace().name(), k -> k.withIndexes(k.indexes().stream()
                        .map(i -> i.table().equals(tableName)
                                ? i.withTargets(i.targets().stream()
                                        .map(t -> t.column().equals(from) ? new IndexTarget(to, t.kind()) : t)
                                        .toList())
                                : i)
                        .toList())
                .withViews(k.views().stream()
                        .map(v -> v.baseTable().equals(tableName) ? renameInView(v, from, to) : v)
                        .toList()));
        return renameSizingKey(renamed, ref, from.internal(), Optional.of(to.internal()));
    }

    /**
     * Moves (or, with an empty {@code to}, drops) a column-bytes assumption of the table and of its views, and
     * the table's per-column workload hints.
     */
    static Project renameSizingKey(Project project, TableRef ref, String from, Optional<String> to) {
        Map<ElementId, SizingAssumptions> sizing = new TreeMap<>(project.sizing());
        for (ElementId id : Cascade.tableAndViews(ref.keyspace(), ref.table())) {
            SizingAssumptions assumptions = sizing.get(id);
            if (assumptions == null) {
                continue;
            }
            Optional<Integer> bytes = assumptions.averageBytes(from);
            if (bytes.isPresent()) {
                SizingAssumptions moved = assumptions.withColumnBytes(from, Optional.empty());
                sizing.put(
                        id, to.map(name -> moved.withColumnBytes(name, bytes)).orElse(moved));
            }
        }
        return AnalysisCascade.renameHintColumn(
                project.withSizing(sizing), ref.table().id(), from, to);
    }

    /** The first view of the table that names the column, as "materialized view ks.v". */
    static Optional<String> viewUsing(Keyspace keyspace, Identifier table, Identifier column) {
        return keyspace.viewsOf(table).stream()
                .filter(v -> v.selected().contains(column) || v.primaryKey().contains(column))
                .findFirst()
                .map(v -> "materialized view " + Lookup.qualified(keyspace, v.name()));
    }

    private static MaterializedView renameInView(MaterializedView view, Identifier from, Identifier to) {
        UnaryOperator<Identifier> rename = c -> c.equals(from) ? to : c;
        return new MaterializedView(
                view.id(),
                view.name(),
                view.baseTable(),
                view.selected().stream().map(rename).toList(),
                WhereClauseRenamer.rename(view.where(), from, to),
                view.partitionKey().stream().map(rename).toList(),
                view.clustering().stream()
                        .map(c -> new MaterializedView.ClusteringKey(rename.apply(c.column()), c.order()))
                        .toList(),
                view.options());
    }
}
