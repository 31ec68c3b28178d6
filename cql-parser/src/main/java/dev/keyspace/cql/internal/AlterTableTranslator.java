package dev.keyspace.cql.internal;

import dev.keyspace.cql.internal.Statement.AlterTableAction;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.messages.Cassandra60Messages;
import dev.keyspace.model.messages.CassandraAlterTableMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * ALTER TABLE: each action checked as Cassandra's AlterTableStatement checks it, then made with the model's
 * column and table edits (so a dropped column's sizing goes with it, a renamed one's follows).
 */
final class AlterTableTranslator {

    private AlterTableTranslator() {}

    static SchemaChange alter(Statement.AlterTable statement, Optional<Identifier> current) {
        return project -> {
            if (statement.action() instanceof AlterTableAction.SetOptions set
                    && project.target().atLeast(CassandraVersion.V5_0)) {
                // 5.0's AlterOptions.validate reads the options before apply looks the keyspace and the table up;
                // 4.1's reads them only in apply, after the table is found
                Scope.checkTableOptionValuesRead(set.properties(), project.target());
            }
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (keyspace.table(name).isEmpty() && keyspace.view(name).isEmpty() && statement.ifExists()) {
                return project;
            }
            if (keyspace.view(name).isPresent()) {
                throw new SchemaProblem(CassandraAlterTableMessages.ALTER_TABLE_ON_VIEW);
            }
            Table table = Scope.table(keyspace, name);
            AlterTableAction action = statement.action();
            if (action instanceof AlterTableAction.AddColumns add) {
                return add(project, keyspace, table, add);
            }
            if (action instanceof AlterTableAction.DropColumns drop) {
                return drop(project, keyspace, table, drop);
            }
            if (action instanceof AlterTableAction.RenameColumns rename) {
                return rename(project, keyspace, table, rename);
            }
            if (action instanceof AlterTableAction.SetOptions set) {
                checkOptions(set.properties(), project.target());
                for (Problem error : SchemaValidator.optionErrors(
                        set.properties().options(), table.name().asCql(), project.target())) {
                    throw new SchemaProblem(error.message());
                }
                Project altered =
                        new TableEdit.SetOptions(table.id(), set.properties().options()).apply(project);
                // a default_time_to_live on a counter table, as AlterOptions refuses it
                TableFactory.refuseWhatCassandraRefuses(
                        keyspace, table, altered.table(table.id()).orElseThrow().table(), project.target());
                checkViewGcGrace(keyspace, table, set.properties());
                Table alteredTable = altered.table(table.id()).orElseThrow().table();
                Optional<String> accord = SchemaValidator.alteredOptionsError(keyspace, alteredTable, project.target())
                        .or(() -> SchemaValidator.transactionalModeError(
                                keyspace, table, alteredTable, migrationWritten(set), project.target()));
                if (accord.isPresent()) {
                    throw new SchemaProblem(accord.get());
                }
                Table migrating = SchemaValidator.transactionalState(
                        table, alteredTable, migrationWritten(set), project.target());
                return migrating == alteredTable
                        ? altered
                        : new TableEdit.SetOptions(table.id(), migrating.options()).apply(project);
            }
            if (action instanceof AlterTableAction.Mask mask) {
                if (table.column(mask.column()).isEmpty()) {
                    if (mask.ifExists()) {
                        return project;
                    }
                    throw new SchemaProblem(String.format(
                            CassandraAlterTableMessages.MASKED_COLUMN_MISSING,
                            mask.column().internal(),
                            table.name().internal()));
                }
                Project masked = new ColumnEdit.SetMask(table.id(), mask.column(), mask.mask()).apply(project);
                TableFactory.refuseWhatCassandraRefuses(
                        keyspace, table, masked.table(table.id()).orElseThrow().table(), project.target());
                return masked;
            }
            if (action instanceof AlterTableAction.Constrain constrain) {
                return constrain(project, keyspace, table, constrain);
            }
            if (!table.compactStorage()) {
                throw new SchemaProblem(CassandraAlterTableMessages.NOT_COMPACT);
            }
            return new TableEdit.SetCompactStorage(table.id(), false).apply(project);
        };
    }

    /** AlterTableStatement.AlterConstraints: the column must exist unless IF EXISTS names it. */
    private static Project constrain(
            Project project, Keyspace keyspace, Table table, AlterTableAction.Constrain constrain)
            throws SchemaProblem {
        if (table.column(constrain.column()).isEmpty()) {
            if (constrain.ifExists()) {
                return project;
            }
            throw new SchemaProblem(String.format(
                    Cassandra60Messages.CONSTRAINED_COLUMN_MISSING,
                    constrain.column().internal()));
        }
        Project constrained =
                new ColumnEdit.SetConstraints(table.id(), constrain.column(), constrain.constraints()).apply(project);
        TableFactory.refuseWhatCassandraRefuses(
                keyspace, table, constrained.table(table.id()).orElseThrow().table(), project.target());
        return constrained;
    }

    private static Project add(Project project, Keyspace keyspace, Table table, AlterTableAction.AddColumns add)
            throws SchemaProblem {
        Project added = project;
        Table changed = table;
        for (Statement.ColumnDefinition definition : add.columns()) {
            if (changed.column(definition.name()).isPresent()) {
                if (add.ifNotExists()) {
                    continue;
                }
                throw new SchemaProblem(String.format(
                        CassandraAlterTableMessages.COLUMN_EXISTS,
                        definition.name().asCql()));
            }
            Scope.checkUserTypes(keyspace, definition.type());
            if (definition.type().isCounter() && !table.isCounterTable()) {
                throw new SchemaProblem(String.format(
                        CassandraAlterTableMessages.COUNTER_IN_NON_COUNTER_TABLE,
                        definition.name().internal()));
            }
            ColumnKind kind = definition.isStatic() ? ColumnKind.STATIC : ColumnKind.REGULAR;
            Column column = new Column(
                    definition.name(),
                    definition.type(),
                    kind,
                    0,
                    ClusteringOrder.ASC,
                    definition.mask(),
                    definition.constraints(),
                    Optional.empty());
            added = new ColumnEdit.Add(table.id(), column).apply(added);
            changed = added.table(table.id()).orElseThrow().table();
        }
        TableFactory.refuseWhatCassandraRefuses(keyspace, table, changed, project.target());
        return added;
    }

    /**
     * DROP as Cassandra 5.0 does it: not a key column, not one an index uses, and no column at all while the table
     * has views (the model's edit would only refuse a column a view names).
     */
    private static Project drop(Project project, Keyspace keyspace, Table table, AlterTableAction.DropColumns drop)
            throws SchemaProblem {
        Set<Identifier> dropped = new LinkedHashSet<>();
        for (Identifier name : drop.columns()) {
            Optional<Column> column = table.column(name);
            if (column.isEmpty()) {
                if (drop.ifExists()) {
                    continue;
                }
                throw new SchemaProblem(String.format(
                        CassandraAlterTableMessages.DROP_MISSING_COLUMN,
                        name.asCql(),
                        Scope.qualified(keyspace, table.name())));
            }
            if (column.get().isPrimaryKey()) {
                throw new SchemaProblem(String.format(CassandraAlterTableMessages.DROP_KEY_COLUMN, name.asCql()));
            }
            // Cassandra keeps a dropped column's type as a tuple, and only a frozen user type converts to one
            if (column.get().type() instanceof CqlType.UserTypeRef ref && ref.isMultiCell()) {
                throw new SchemaProblem(String.format(
                        CassandraAlterTableMessages.DROP_NON_FROZEN_UDT,
                        name.asCql(),
                        ref.name().asCql()));
            }
            List<Index> dependent = dependentIndexes(keyspace, table, name);
            if (!dependent.isEmpty()) {
                throw new SchemaProblem(
                        String.format(CassandraAlterTableMessages.DROP_INDEXED_COLUMN, name.asCql(), names(dependent)));
            }
            if (!keyspace.viewsOf(table.name()).isEmpty()) {
                throw new SchemaProblem(String.format(
                        CassandraAlterTableMessages.DROP_WITH_VIEWS,
                        name.asCql(),
                        table.name().asCql()));
            }
            dropped.add(name);
        }
        Project removed = project;
        for (Identifier name : dropped) {
            removed = new ColumnEdit.Drop(table.id(), name).apply(removed);
        }
        return removed;
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
                throw new SchemaProblem(String.format(
                        CassandraAlterTableMessages.RENAME_NON_KEY, pair.from().asCql()));
            }
            if (changed.column(pair.to()).isPresent()) {
                throw new SchemaProblem(String.format(
                        CassandraAlterTableMessages.RENAME_ONTO_TAKEN,
                        pair.from().asCql(),
                        pair.to().asCql(),
                        table.name().asCql()));
            }
            if (!dependentIndexes(keyspace, table, pair.from()).isEmpty()) {
                throw new SchemaProblem(String.format(
                        CassandraAlterTableMessages.RENAME_INDEXED_COLUMN,
                        pair.from().asCql(),
                        names(dependentIndexes(keyspace, table, pair.from()))));
            }
            renamed = new ColumnEdit.Rename(table.id(), pair.from(), pair.to()).apply(renamed);
            changed = renamed.table(table.id()).orElseThrow().table();
        }
        return renamed;
    }

    /** Whether the statement sets 6.0's transactional_migration_from itself (6.0 then takes it as written). */
    private static boolean migrationWritten(AlterTableAction.SetOptions set) {
        return set.properties().options().values().containsKey(TableOptions.TRANSACTIONAL_MIGRATION_FROM);
    }

    /** Cassandra refuses gc_grace_seconds = 0 on a base table: its views' hints would expire at once. */
    private static void checkViewGcGrace(Keyspace keyspace, Table table, Statement.TableProperties properties)
            throws SchemaProblem {
        if (!keyspace.viewsOf(table.name()).isEmpty() && ViewTranslator.zeroGcGrace(properties.options())) {
            throw new SchemaProblem(CassandraAlterTableMessages.BASE_ZERO_GC_GRACE);
        }
    }

    /** What Cassandra refuses in the WITH of an ALTER TABLE (and of an ALTER MATERIALIZED VIEW). */
    static void checkOptions(Statement.TableProperties properties, CassandraVersion target) throws SchemaProblem {
        if (!properties.clusteringOrder().isEmpty()) {
            throw new SchemaProblem(DesignerStatementMessages.ALTER_CLUSTERING_ORDER);
        }
        if (properties.compactStorage()) {
            throw new SchemaProblem(DesignerStatementMessages.ADD_COMPACT_STORAGE);
        }
        Scope.checkTableOptions(properties, target);
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
        return new SchemaProblem(String.format(
                CassandraAlterTableMessages.RENAME_MISSING_COLUMN,
                column.asCql(),
                Scope.qualified(keyspace, table.name())));
    }
}
