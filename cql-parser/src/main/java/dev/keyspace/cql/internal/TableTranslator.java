package dev.keyspace.cql.internal;

import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * CREATE and DROP TABLE checked as Cassandra checks them, then made with the model's table edits; ALTER TABLE is
 * in {@link AlterTableTranslator}.
 */
final class TableTranslator {

    private TableTranslator() {}

    static SchemaChange create(Statement.CreateTable statement, Optional<Identifier> current) {
        return project -> {
            TableFactory.refuseWhatParsingRefuses(statement, current);
            Scope.checkTableOptionValuesRead(statement.properties(), project.target());
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (Scope.nameTaken(keyspace, name)) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem(
                        String.format(DesignerStatementMessages.TABLE_ALREADY_EXISTS, Scope.qualified(keyspace, name)));
            }
            Table table = TableFactory.build(keyspace, statement, project.target());
            return new TableEdit.Add(keyspace.name(), table).apply(project);
        };
    }

    /** Cassandra refuses to drop a table with views, where the model's edit would drop them with it. */
    static SchemaChange drop(Statement.DropTable statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (keyspace.table(name).isEmpty() && statement.ifExists()) {
                return project;
            }
            Table table = Scope.table(keyspace, name);
            if (!keyspace.viewsOf(name).isEmpty()) {
                // DropTableStatement joins each view's keyspace name, not the view's
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.DROP_TABLE_WITH_VIEWS,
                        keyspace.viewsOf(name).stream()
                                .map(v -> keyspace.name().internal())
                                .collect(Collectors.joining(", "))));
            }
            return new TableEdit.Remove(table.id(), name).apply(project);
        };
    }
}
