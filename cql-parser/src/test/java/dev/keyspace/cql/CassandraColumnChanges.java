package dev.keyspace.cql;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.cassandra.cql3.ColumnIdentifier;
import org.apache.cassandra.cql3.statements.schema.AlterSchemaStatement;
import org.apache.cassandra.exceptions.InvalidRequestException;
import org.apache.cassandra.index.TargetParser;
import org.apache.cassandra.schema.ColumnMetadata;
import org.apache.cassandra.schema.IndexMetadata;
import org.apache.cassandra.schema.KeyspaceMetadata;
import org.apache.cassandra.schema.Keyspaces;
import org.apache.cassandra.schema.TableMetadata;
import org.apache.cassandra.schema.ViewMetadata;
import org.apache.cassandra.schema.Views;
import org.apache.cassandra.service.ClientState;

/**
 * {@code ALTER TABLE ... DROP} and {@code ... RENAME} as AlterTableStatement's DropColumns and RenameColumns apply
 * them, step for step, for the judge: Cassandra finds the indexes that depend on a column through the table's live
 * ColumnFamilyStore ({@code Keyspace.openAndGetStore}), which needs a running node. Here the dependent indexes are the
 * table's indexes whose target ({@link TargetParser}) is that column, which is what every built-in index's
 * {@code dependsOn} answers. Used only once Cassandra's own apply has no earlier check left to refuse with.
 */
final class CassandraColumnChanges {

    private CassandraColumnChanges() {}

    /** The new schema, or empty when the statement is neither a column drop nor a rename on an existing table. */
    static Optional<Keyspaces> apply(AlterSchemaStatement statement, Keyspaces schema) {
        String kind = statement.getClass().getSimpleName();
        if (!kind.equals("DropColumns") && !kind.equals("RenameColumns")) {
            return Optional.empty();
        }
        KeyspaceMetadata keyspace = schema.getNullable(statement.keyspace());
        String tableName = field(statement, "tableName");
        TableMetadata table = keyspace == null ? null : keyspace.getTableOrViewNullable(tableName);
        if (table == null || table.isView()) {
            return Optional.empty(); // Cassandra's apply refuses (or skips, IF EXISTS) before it needs a store
        }
        KeyspaceMetadata changed = kind.equals("DropColumns")
                ? drop(keyspace, table, field(statement, "removedColumns"), field(statement, "ifColumnExists"))
                : rename(keyspace, table, field(statement, "renamedColumns"), field(statement, "ifColumnsExists"));
        return Optional.of(schema.withAddedOrUpdated(changed));
    }

    private static KeyspaceMetadata drop(
            KeyspaceMetadata keyspace, TableMetadata table, Set<ColumnIdentifier> columns, boolean ifExists) {
        TableMetadata.Builder builder = table.unbuild();
        for (ColumnIdentifier column : columns) {
            ColumnMetadata current = table.getColumn(column);
            if (current == null) {
                if (!ifExists) {
                    throw ire("Column %s was not found in table '%s'", column, table);
                }
                continue;
            }
            if (current.isPrimaryKeyColumn()) {
                throw ire("Cannot drop PRIMARY KEY column %s", column);
            }
            if (current.type.isUDT() && current.type.isMultiCell()) {
                throw ire("Cannot drop non-frozen column %s of user type %s", column, current.type.asCQL3Type());
            }
            List<String> dependent = dependentIndexes(table, current);
            if (!dependent.isEmpty()) {
                throw ire(
                        "Cannot drop column %s because it has dependent secondary indexes (%s)",
                        current, String.join(", ", dependent));
            }
            if (keyspace.views.forTable(table.id).iterator().hasNext()) {
                throw ire("Cannot drop column %s on base table %s with materialized views", current, table.name);
            }
            builder.removeRegularOrStaticColumn(column);
            builder.recordColumnDrop(current, ClientState.getTimestamp());
        }
        return keyspace.withSwapped(keyspace.tables.withSwapped(builder.build()));
    }

    private static KeyspaceMetadata rename(
            KeyspaceMetadata keyspace,
            TableMetadata table,
            Map<ColumnIdentifier, ColumnIdentifier> renames,
            boolean ifExists) {
        TableMetadata.Builder builder = table.unbuild();
        Views.Builder views = keyspace.views.unbuild();
        for (Map.Entry<ColumnIdentifier, ColumnIdentifier> rename : renames.entrySet()) {
            ColumnIdentifier from = rename.getKey();
            ColumnIdentifier to = rename.getValue();
            ColumnMetadata column = table.getExistingColumn(from);
            if (column == null) {
                if (!ifExists) {
                    throw ire("Column %s was not found in table %s", from, table);
                }
                continue;
            }
            if (!column.isPrimaryKeyColumn()) {
                throw ire("Cannot rename non PRIMARY KEY column %s", from);
            }
            if (table.getColumn(to) != null) {
                throw ire(
                        "Cannot rename column %s to %s in table '%s'; another column with that name already exists",
                        from, to, table);
            }
            List<String> dependent = dependentIndexes(table, column);
            if (!dependent.isEmpty()) {
                throw ire(
                        "Can't rename column %s because it has dependent secondary indexes (%s)",
                        from, String.join(", ", dependent));
            }
            for (ViewMetadata view : keyspace.views.forTable(table.id)) {
                if (view.includes(from)) {
                    views.put(views.get(view.name()).withRenamedPrimaryKeyColumn(from, to));
                }
            }
            builder.renamePrimaryKeyColumn(from, to);
        }
        return keyspace.withSwapped(keyspace.tables.withSwapped(builder.build()))
                .withSwapped(views.build());
    }

    private static List<String> dependentIndexes(TableMetadata table, ColumnMetadata column) {
        return table.indexes.stream()
                .filter(index -> dependsOn(table, index, column))
                .map(index -> index.name)
                .collect(Collectors.toList());
    }

    private static boolean dependsOn(TableMetadata table, IndexMetadata index, ColumnMetadata column) {
        return TargetParser.parse(table, index).left.equals(column);
    }

    @SuppressWarnings("unchecked")
    private static <T> T field(Object statement, String name) {
        for (Class<?> type = statement.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField(name);
                field.setAccessible(true);
                return (T) field.get(statement);
            } catch (NoSuchFieldException e) {
                // declared higher up
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        throw new IllegalStateException("No field " + name + " in " + statement.getClass());
    }

    private static InvalidRequestException ire(String format, Object... args) {
        return new InvalidRequestException(String.format(format, args));
    }
}
