package dev.keyspace.cql.internal;

import dev.keyspace.cql.internal.Statement.AlterTableAction;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** ALTER TABLE as a project change: each action checked as Cassandra's AlterTableStatement checks it. */
final class AlterTableChanges {

    private AlterTableChanges() {}

    static SchemaChange alter(Statement.AlterTable statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (keyspace.table(name).isEmpty() && keyspace.view(name).isEmpty() && statement.ifExists()) {
                return project;
            }
            if (keyspace.view(name).isPresent()) {
                throw new SchemaProblem(
                        "Cannot use ALTER TABLE on a materialized view; use ALTER MATERIALIZED VIEW instead");
            }
            Table table = Scope.table(keyspace, name);
            if (statement.action() instanceof AlterTableAction.RenameColumns rename) {
                return rename(project, keyspace, table, rename);
            }
            if (statement.action() instanceof AlterTableAction.SetOptions set) {
                checkViewGcGrace(keyspace, table, set.properties());
            }
            Table changed = apply(keyspace, table, statement.action());
            return project.mapKeyspace(keyspace.name(), k -> k.mapTable(table.id(), t -> changed));
        };
    }

    private static Table apply(Keyspace keyspace, Table table, AlterTableAction action) throws SchemaProblem {
        if (action instanceof AlterTableAction.AddColumns add) {
            return add(keyspace, table, add);
        }
        if (action instanceof AlterTableAction.DropColumns drop) {
            return drop(keyspace, table, drop);
        }
        if (action instanceof AlterTableAction.SetOptions set) {
            return setOptions(table, set.properties());
        }
        if (action instanceof AlterTableAction.Mask mask) {
            if (table.column(mask.column()).isEmpty()) {
                if (mask.ifExists()) {
                    return table;
                }
                throw notFound(keyspace, table, mask.column());
            }
            return table.mapColumn(mask.column(), c -> c.withMask(mask.mask()));
        }
        if (!table.compactStorage()) {
            throw new SchemaProblem("Cannot DROP COMPACT STORAGE on table without COMPACT STORAGE");
        }
        return table.withCompactStorage(false);
    }

    private static Table add(Keyspace keyspace, Table table, AlterTableAction.AddColumns add) throws SchemaProblem {
        List<Column> columns = new ArrayList<>(table.columns());
        for (Statement.ColumnDefinition definition : add.columns()) {
            if (columns.stream().anyMatch(c -> c.name().equals(definition.name()))) {
                if (add.ifNotExists()) {
                    continue;
                }
                throw new SchemaProblem("Column with name '" + definition.name().asCql() + "' already exists");
            }
            Scope.checkUserTypes(keyspace, definition.type());
            if (definition.type().isCounter() && !table.isCounterTable()) {
                throw new SchemaProblem("Cannot have a counter column (\""
                        + definition.name().internal() + "\") in a non counter table");
            }
            ColumnKind kind = definition.isStatic() ? ColumnKind.STATIC : ColumnKind.REGULAR;
            columns.add(new Column(
                    definition.name(),
                    definition.type(),
                    kind,
                    0,
                    dev.keyspace.model.schema.ClusteringOrder.ASC,
                    definition.mask()));
        }
        Table changed = table.withColumns(columns);
        TableFactory.refuseWhatCassandraRefuses(keyspace, table, changed);
        return changed;
    }

    private static Table drop(Keyspace keyspace, Table table, AlterTableAction.DropColumns drop) throws SchemaProblem {
        List<Column> columns = new ArrayList<>(table.columns());
        for (Identifier name : drop.columns()) {
            Optional<Column> column = table.column(name);
            if (column.isEmpty()) {
                if (drop.ifExists()) {
                    continue;
                }
                throw notFound(keyspace, table, name);
            }
            if (column.get().isPrimaryKey()) {
                throw new SchemaProblem("Cannot drop PRIMARY KEY column " + name.asCql());
            }
            List<Index> dependent = dependentIndexes(keyspace, table, name);
            if (!dependent.isEmpty()) {
                throw new SchemaProblem("Cannot drop column " + name.asCql()
                        + " because it has dependent secondary indexes (" + names(dependent) + ")");
            }
            if (!keyspace.viewsOf(table.name()).isEmpty()) {
                throw new SchemaProblem("Cannot drop column " + name.asCql() + " on base table "
                        + table.name().asCql() + " with materialized views");
            }
            columns.remove(column.get());
        }
        return table.withColumns(columns);
    }

    /**
     * RENAME as Cassandra 5.0 does it: key columns only, not onto a taken name, not while an index uses the
     * column; the base table's materialized views follow the new name (their keys, columns and WHERE).
     */
    private static Project rename(
            Project project, Keyspace keyspace, Table table, AlterTableAction.RenameColumns rename)
            throws SchemaProblem {
        Project renamed = project;
        Table changed = table;
        for (Statement.Rename pair : rename.renames()) {
            Optional<Column> column = changed.column(pair.from());
            if (column.isEmpty()) {
                if (rename.ifExists()) {
                    continue;
                }
                throw notFound(keyspace, table, pair.from());
            }
            if (!column.get().isPrimaryKey()) {
                throw new SchemaProblem(
                        "Cannot rename non PRIMARY KEY column " + pair.from().asCql());
            }
            if (changed.column(pair.to()).isPresent()) {
                throw new SchemaProblem("Cannot rename column " + pair.from().asCql() + " to "
                        + pair.to().asCql() + " in table '" + table.name().asCql()
                        + "'; another column with that name already exists");
            }
            if (!dependentIndexes(keyspace, table, pair.from()).isEmpty()) {
                throw new SchemaProblem("Cannot rename column " + pair.from().asCql()
                        + " because it has dependent secondary indexes ("
                        + names(dependentIndexes(keyspace, table, pair.from())) + ")");
            }
            renamed = new ColumnEdit.Rename(table.id(), pair.from(), pair.to()).apply(renamed);
            changed = renamed.table(table.id()).orElseThrow().table();
        }
        return renamed;
    }

    /** Cassandra refuses gc_grace_seconds = 0 on a base table: its views' hints would expire at once. */
    private static void checkViewGcGrace(Keyspace keyspace, Table table, Statement.TableProperties properties)
            throws SchemaProblem {
        if (!keyspace.viewsOf(table.name()).isEmpty() && ViewChanges.zeroGcGrace(properties.options())) {
            throw new SchemaProblem("Cannot alter gc_grace_seconds of the base table of a materialized view to 0,"
                    + " since this value is used to TTL undelivered updates. Setting gc_grace_seconds too low"
                    + " might cause undelivered updates to expire before being replayed.");
        }
    }

    static Table setOptions(Table table, Statement.TableProperties properties) throws SchemaProblem {
        if (!properties.clusteringOrder().isEmpty()) {
            throw new SchemaProblem("Cannot alter CLUSTERING ORDER of an existing table");
        }
        if (properties.compactStorage()) {
            throw new SchemaProblem("Cannot add COMPACT STORAGE to an existing table");
        }
        Scope.checkTableOptions(properties);
        return table.withOptions(merge(table.options(), properties.options()));
    }

    static TableOptions merge(TableOptions existing, TableOptions changes) {
        TableOptions merged = existing;
        for (Map.Entry<String, OptionValue> option : changes.values().entrySet()) {
            merged = merged.with(option.getKey(), option.getValue());
        }
        return merged;
    }

    private static List<Index> dependentIndexes(Keyspace keyspace, Table table, Identifier column) {
        return keyspace.indexesOn(table.name()).stream()
                .filter(i -> i.targets().stream().anyMatch(t -> t.column().equals(column)))
                .toList();
    }

    private static String names(List<Index> indexes) {
        return indexes.stream().map(i -> i.name().asCql()).collect(Collectors.joining(", "));
    }

    private static SchemaProblem notFound(Keyspace keyspace, Table table, Identifier column) {
        return new SchemaProblem(
                "Column " + column.asCql() + " was not found in table " + Scope.qualified(keyspace, table.name()));
    }
}
