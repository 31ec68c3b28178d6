package dev.keyspace.cql.internal;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.Optional;
import java.util.stream.Collectors;

/** CREATE and DROP TABLE as project changes; ALTER TABLE is in {@link AlterTableChanges}. */
final class TableChanges {

    private TableChanges() {}

    static SchemaChange create(Statement.CreateTable statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (Scope.nameTaken(keyspace, name)) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem("Table '" + Scope.qualified(keyspace, name) + "' already exists");
            }
            Table table = TableFactory.build(keyspace, statement);
            return project.mapKeyspace(keyspace.name(), k -> k.withTable(table));
        };
    }

    static SchemaChange drop(Statement.DropTable statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (keyspace.table(name).isEmpty() && statement.ifExists()) {
                return project;
            }
            Table table = Scope.table(keyspace, name);
            if (!keyspace.viewsOf(name).isEmpty()) {
                throw new SchemaProblem("Cannot drop table when materialized views still depend on it ("
                        + keyspace.viewsOf(name).stream()
                                .map(MaterializedView::name)
                                .map(v -> Scope.qualified(keyspace, v))
                                .collect(Collectors.joining(", "))
                        + ")");
            }
            return project.mapKeyspace(keyspace.name(), k -> k.withTables(k.tables().stream()
                            .filter(t -> !t.id().equals(table.id()))
                            .toList())
                    .withIndexes(k.indexes().stream()
                            .filter(i -> !i.table().equals(name))
                            .toList()));
        };
    }
}
