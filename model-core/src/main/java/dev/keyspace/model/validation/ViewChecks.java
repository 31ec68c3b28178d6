package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.UNDEFINED_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.VIEWS_DISABLED;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_ALTER_TTL;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_ALTER_ZERO_GC_GRACE;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_BASE_MISSING;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_NAMED_LIKE_TABLE;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_ON_COUNTER_TABLE;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_STATIC_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_TTL;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_USAGE_WARNING;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_ZERO_GC_GRACE;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What CREATE MATERIALIZED VIEW refuses, in Cassandra's order: the base table, the selected columns, then the
 * primary key and WHERE clause ({@link ViewKeyChecks}) and the options. Every view also gets Cassandra's two
 * warnings: views are experimental, and a default 5.0 node has them disabled.
 */
final class ViewChecks {

    private ViewChecks() {}

    static void check(Keyspace keyspace, MaterializedView view, CassandraVersion target, List<Problem> out) {
        check(keyspace, view, ViewKeyChecks.columns(view.clustering()), target, out);
    }

    /**
     * As {@link #check(Keyspace, MaterializedView, CassandraVersion, List)}, for a view whose CREATE statement listed
     * {@code clusteringOrder} in CLUSTERING ORDER BY (empty when it has none): Cassandra wants that list to be
     * exactly the view's clustering columns, which a view in the model always has.
     */
    static void check(
            Keyspace keyspace,
            MaterializedView view,
            List<Identifier> clusteringOrder,
            CassandraVersion target,
            List<Problem> out) {
        String element = ElementPaths.of(keyspace.name(), view.name());
        out.add(Problem.warning(element, VIEW_USAGE_WARNING));
        out.add(Problem.warning(element, VIEWS_DISABLED));
        Optional<Table> base = keyspace.table(view.baseTable());
        if (base.isEmpty()) {
            out.add(Problem.error(
                    element, String.format(VIEW_BASE_MISSING, view.baseTable().internal())));
            return;
        }
        if (keyspace.table(view.name()).isPresent()) {
            out.add(Problem.error(
                    element, String.format(VIEW_NAMED_LIKE_TABLE, view.name().internal())));
        }
        Table table = base.get();
        if (table.isCounterTable()) {
            out.add(Problem.error(element, VIEW_ON_COUNTER_TABLE));
            return;
        }
        if (table.options().gcGraceSeconds().orElse(-1) == 0) {
            String message = String.format(
                    VIEW_ZERO_GC_GRACE, view.name().internal(), table.name().internal());
            out.add(Problem.error(element, message));
        }
        Set<Identifier> selected = selectedColumns(keyspace, view, table, element, out);
        ViewKeyChecks.check(keyspace, view, table, selected, clusteringOrder, element, out);
        TableOptionChecks.checkUnknownFirst(view.options(), element, target, out);
        if (view.options().defaultTimeToLive().orElse(0) != 0) {
            out.add(Problem.error(element, VIEW_TTL));
        }
    }

    /** What ALTER MATERIALIZED VIEW refuses about the options a view would have after it. */
    static Optional<String> alterViolation(TableOptions after) {
        if (after.gcGraceSeconds().orElse(-1) == 0) {
            return Optional.of(VIEW_ALTER_ZERO_GC_GRACE);
        }
        if (after.defaultTimeToLive().orElse(0) > 0) {
            return Optional.of(VIEW_ALTER_TTL);
        }
        return Optional.empty();
    }

    /** The base columns the view selects (all of them for SELECT *), reporting unknown and static ones. */
    private static Set<Identifier> selectedColumns(
            Keyspace keyspace, MaterializedView view, Table table, String element, List<Problem> out) {
        Set<Identifier> selected = new LinkedHashSet<>();
        if (view.selectsAll()) {
            table.columns().forEach(c -> selected.add(c.name()));
        }
        String qualifiedBase = ElementPaths.of(keyspace.name(), table.name());
        for (Identifier name : view.selected()) {
            if (table.column(name).isEmpty()) {
                out.add(Problem.error(element, String.format(UNDEFINED_COLUMN, name.asCql(), qualifiedBase)));
            } else {
                selected.add(name);
            }
        }
        for (Identifier name : selected) {
            Column column = table.column(name).orElseThrow();
            if (column.kind() == ColumnKind.STATIC) {
                String message = String.format(
                        VIEW_STATIC_COLUMN, name.internal(), view.name().internal());
                out.add(Problem.error(ElementPaths.of(keyspace.name(), view.name(), name), message));
            }
        }
        return selected;
    }
}
