package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.DURATION_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_CLUSTERING_ORDER;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_DUPLICATE_KEY_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_KEY_NOT_RESTRICTED;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_MISSING_BASE_KEY;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_NON_FROZEN_COLLECTION_KEY;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_NON_FROZEN_UDT_KEY;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_REGULAR_RESTRICTED;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_TOKEN_RELATION;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_TOO_MANY_REGULAR_KEYS;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_UNKNOWN_KEY_COLUMN;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A materialized view's primary key against its base table, and the WHERE clause that must restrict every view key
 * column. Column lists in messages follow the order of the hash set Cassandra gathers them in ({@link ColumnSetOrder}).
 */
final class ViewKeyChecks {

    private ViewKeyChecks() {}

    static void check(
            Keyspace keyspace,
            MaterializedView view,
            Table base,
            Set<Identifier> selected,
            List<Identifier> clusteringOrder,
            String element,
            List<Problem> out) {
        String viewName = view.name().internal();
        Set<Identifier> key = new LinkedHashSet<>();
        for (Identifier name : view.primaryKey()) {
            Optional<Column> column = base.column(name);
            if (column.isEmpty() || !selected.contains(name)) {
                out.add(Problem.error(element, String.format(VIEW_UNKNOWN_KEY_COLUMN, name.internal(), viewName)));
            } else if (!key.add(name)) {
                out.add(Problem.error(element, String.format(VIEW_DUPLICATE_KEY_COLUMN, name.internal(), viewName)));
            } else {
                keyColumnType(keyspace, column.get()).ifPresent(message -> out.add(Problem.error(element, message)));
            }
        }
        if (!clusteringOrder.isEmpty() && !clusteringOrder.equals(columns(view.clustering()))) {
            out.add(Problem.error(element, VIEW_CLUSTERING_ORDER));
        }
        List<Identifier> missing = base.primaryKey().stream()
                .map(Column::name)
                .filter(name -> !key.contains(name))
                .toList();
        if (!missing.isEmpty()) {
            String message = String.format(
                    VIEW_MISSING_BASE_KEY, viewName, join(missing), base.name().internal());
            out.add(Problem.error(element, message));
        }
        List<Identifier> regularInKey = ColumnSetOrder.of(key).stream()
                .filter(name -> base.column(name).filter(Column::isPrimaryKey).isEmpty())
                .toList();
        if (regularInKey.size() > 1) {
            out.add(Problem.error(element, String.format(VIEW_TOO_MANY_REGULAR_KEYS, join(regularInKey))));
        }
        checkWhere(view, base, key, element, out);
    }

    private static Optional<String> keyColumnType(Keyspace keyspace, Column column) {
        CqlType type = column.type();
        String name = column.name().internal();
        if (type.isMultiCell()) {
            String pattern = type.isCollection() ? VIEW_NON_FROZEN_COLLECTION_KEY : VIEW_NON_FROZEN_UDT_KEY;
            return Optional.of(String.format(pattern, type.asCql(), name));
        }
        if (TypeShapeChecks.referencesDuration(type, keyspace)) {
            return Optional.of(String.format(DURATION_IN_KEY, name));
        }
        return Optional.empty();
    }

    private static void checkWhere(
            MaterializedView view, Table base, Set<Identifier> key, String element, List<Problem> out) {
        ViewWhereClause where = ViewWhereClause.parse(view.where());
        if (where.hasTokenRelation()) {
            out.add(Problem.error(element, VIEW_TOKEN_RELATION));
            return;
        }
        List<Identifier> unrestricted = ColumnSetOrder.of(key).stream()
                .filter(name -> !where.restricts(name))
                .toList();
        if (!unrestricted.isEmpty()) {
            out.add(Problem.error(element, String.format(VIEW_KEY_NOT_RESTRICTED, join(unrestricted))));
        }
        List<Identifier> illegal = where.otherwise().stream()
                .filter(name -> base.column(name).filter(Column::isPrimaryKey).isEmpty())
                .sorted()
                .toList();
        if (!illegal.isEmpty()) {
            String names = illegal.stream().map(Identifier::internal).collect(Collectors.joining(","));
            out.add(Problem.error(element, String.format(VIEW_REGULAR_RESTRICTED, names)));
        }
    }

    static List<Identifier> columns(List<MaterializedView.ClusteringKey> clustering) {
        return clustering.stream().map(MaterializedView.ClusteringKey::column).toList();
    }

    private static String join(List<Identifier> names) {
        return names.stream().map(Identifier::internal).collect(Collectors.joining(", "));
    }
}
