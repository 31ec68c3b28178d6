package dev.keyspace.cql.internal;

import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * CREATE, ALTER and DROP MATERIALIZED VIEW checked as Cassandra checks them, then made with the model's view
 * edits.
 */
final class ViewTranslator {

    private ViewTranslator() {}

    static SchemaChange create(Statement.CreateView statement, Optional<Identifier> current) {
        return project -> {
            Identifier keyspaceName = Scope.keyspaceOf(statement.name(), current);
            if (!Scope.keyspaceOf(statement.base(), Optional.of(keyspaceName)).equals(keyspaceName)) {
                throw new SchemaProblem("Cannot create a materialized view on a table in a separate keyspace");
            }
            Keyspace keyspace = Scope.keyspace(project, keyspaceName);
            Identifier name = statement.name().name();
            if (Scope.nameTaken(keyspace, name)) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem("Materialized view '" + Scope.qualified(keyspace, name) + "' already exists");
            }
            Table base = Scope.table(keyspace, statement.base().name());
            if (base.isCounterTable()) {
                throw new SchemaProblem("Materialized views are not supported on counter tables");
            }
            check(statement, base);
            if (zeroGcGrace(base.options())) {
                throw new SchemaProblem("Cannot create materialized view '" + name.internal() + "' for base table '"
                        + base.name().internal() + "' with gc_grace_seconds of 0, since this value is used to TTL"
                        + " undelivered updates. Setting gc_grace_seconds too low might cause undelivered updates"
                        + " to expire before being replayed.");
            }
            Scope.checkTableOptions(statement.properties());
            MaterializedView view = new MaterializedView(
                    ElementId.forView(keyspace.name(), name),
                    name,
                    base.name(),
                    statement.selected(),
                    statement.where(),
                    statement.partitionKey(),
                    statement.clusteringKeys(),
                    statement.properties().options());
            return new ViewEdit.Add(keyspace.name(), view).apply(project);
        };
    }

    static SchemaChange alter(Statement.AlterView statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Optional<MaterializedView> view = keyspace.view(statement.name().name());
            if (view.isEmpty()) {
                if (statement.ifExists()) {
                    return project;
                }
                throw unknown(keyspace, statement.name().name());
            }
            if (!statement.properties().clusteringOrder().isEmpty()
                    || statement.properties().compactStorage()) {
                throw new SchemaProblem("Cannot change the clustering order or storage of an existing view");
            }
            Scope.checkTableOptions(statement.properties());
            return new ViewEdit.SetOptions(
                            view.get().id(),
                            view.get().name(),
                            statement.properties().options())
                    .apply(project);
        };
    }

    static SchemaChange drop(Statement.DropView statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            Optional<MaterializedView> view = keyspace.view(name);
            if (view.isEmpty()) {
                if (statement.ifExists()) {
                    return project;
                }
                throw unknown(keyspace, name);
            }
            return new ViewEdit.Remove(view.get().id(), name).apply(project);
        };
    }

    private static void check(Statement.CreateView statement, Table base) throws SchemaProblem {
        String viewName = statement.name().name().asCql();
        for (Identifier selected : statement.selected()) {
            column(base, selected);
        }
        List<Identifier> key = new ArrayList<>(statement.partitionKey());
        key.addAll(statement.clustering());
        Set<Identifier> seen = new HashSet<>();
        List<Identifier> nonKey = new ArrayList<>();
        for (Identifier name : key) {
            Column column = column(base, name);
            if (!seen.add(name)) {
                throw new SchemaProblem("Duplicate column " + name.asCql() + " in PRIMARY KEY clause of " + viewName);
            }
            if (!column.isPrimaryKey()) {
                nonKey.add(name);
            }
            if (!statement.restricted().contains(name)) {
                throw new SchemaProblem(
                        "Primary key columns " + name.asCql() + " must be restricted with 'IS NOT NULL' or otherwise");
            }
        }
        if (nonKey.size() > 1) {
            throw new SchemaProblem(
                    "Cannot include more than one non-primary key column in materialized view primary key (got "
                            + nonKey.stream().map(Identifier::asCql).collect(Collectors.joining(", ")) + ")");
        }
        List<Identifier> missing = base.primaryKey().stream()
                .map(Column::name)
                .filter(c -> !key.contains(c))
                .toList();
        if (!missing.isEmpty()) {
            throw new SchemaProblem("Cannot create materialized view " + viewName + " without primary key columns "
                    + missing.stream().map(Identifier::asCql).collect(Collectors.joining(", ")) + " from base "
                    + base.name().asCql());
        }
        List<Identifier> selectedOrAll = statement.selected().isEmpty()
                ? base.columns().stream().map(Column::name).toList()
                : statement.selected();
        for (Identifier name : selectedOrAll) {
            if (column(base, name).kind() == dev.keyspace.model.schema.ColumnKind.STATIC) {
                throw new SchemaProblem("Cannot include static column '" + name.asCql() + "' in materialized view");
            }
        }
        for (Statement.Ordering ordering : statement.properties().clusteringOrder()) {
            if (!statement.clustering().contains(ordering.column())) {
                throw new SchemaProblem("Only clustering key columns can be defined in CLUSTERING ORDER directive: "
                        + ordering.column().asCql() + " is not a clustering column");
            }
        }
    }

    static boolean zeroGcGrace(dev.keyspace.model.schema.TableOptions options) {
        return options.gcGraceSeconds().isPresent() && options.gcGraceSeconds().getAsInt() == 0;
    }

    private static Column column(Table base, Identifier name) throws SchemaProblem {
        return base.column(name)
                .orElseThrow(() -> new SchemaProblem(
                        "Unknown column name detected in CREATE MATERIALIZED VIEW statement: " + name.asCql()));
    }

    private static SchemaProblem unknown(Keyspace keyspace, Identifier name) {
        return new SchemaProblem("Materialized view '" + Scope.qualified(keyspace, name) + "' doesn't exist");
    }
}
