package dev.keyspace.cql.internal;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.messages.Cassandra60Messages;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import java.util.Map;
import java.util.Optional;

/**
 * Cassandra 6.0's COMMENT ON KEYSPACE, TABLE, COLUMN, TYPE and FIELD, checked as SchemaDescriptionStatement and its
 * subclasses check them: the table's comment is its {@code comment} option (6.0 sets TableParams.comment), a column's,
 * a type's and a field's are their own.
 */
final class CommentTranslator {

    private CommentTranslator() {}

    static SchemaChange comment(Statement.CommentOn statement, Optional<Identifier> current) {
        return project -> {
            checkText(statement.text());
            Keyspace keyspace = keyspaceOf(project, statement.table(), current);
            Identifier keyspaceName = keyspace.name();
            Identifier name = statement.table().name();
            if (keyspace.view(name).isPresent()) {
                throw new SchemaProblem(
                        String.format(Cassandra60Messages.COMMENT_ON_VIEW, keyspaceName.internal(), name.internal()));
            }
            Table table = keyspace.table(name)
                    .orElseThrow(() -> new SchemaProblem(String.format(
                            Cassandra60Messages.COMMENT_TABLE_MISSING, keyspaceName.internal(), name.internal())));
            if (statement.column().isEmpty()) {
                return tableComment(project, table, statement.text());
            }
            Identifier column = statement.column().get();
            if (table.column(column).isEmpty()) {
                throw new SchemaProblem(String.format(
                        Cassandra60Messages.COMMENT_COLUMN_MISSING,
                        column.internal(),
                        keyspaceName.internal(),
                        name.internal()));
            }
            return new ColumnEdit.SetComment(table.id(), column, statement.text()).apply(project);
        };
    }

    /** COMMENT ON KEYSPACE: 6.0's KeyspaceParams.comment. */
    static SchemaChange comment(Statement.CommentOnKeyspace statement) {
        return project -> {
            checkText(statement.text());
            if (project.keyspace(statement.keyspace()).isEmpty()) {
                throw new SchemaProblem(String.format(
                        Cassandra60Messages.COMMENT_KEYSPACE_MISSING,
                        statement.keyspace().internal()));
            }
            return new KeyspaceEdit.SetComment(statement.keyspace(), statement.text()).apply(project);
        };
    }

    /** COMMENT ON TYPE and FIELD: 6.0's UserType comment and field comments. */
    static SchemaChange comment(Statement.CommentOnType statement, Optional<Identifier> current) {
        return project -> {
            checkText(statement.text());
            Keyspace keyspace = keyspaceOf(project, statement.type(), current);
            Identifier keyspaceName = keyspace.name();
            Identifier name = statement.type().name();
            UserType type = keyspace.type(name)
                    .orElseThrow(() -> new SchemaProblem(String.format(
                            Cassandra60Messages.COMMENT_TYPE_MISSING, keyspaceName.internal(), name.internal())));
            if (statement.field().isEmpty()) {
                return new TypeEdit.SetComment(keyspaceName, name, statement.text()).apply(project);
            }
            Identifier field = statement.field().get();
            if (type.field(field).isEmpty()) {
                throw new SchemaProblem(String.format(
                        Cassandra60Messages.COMMENT_FIELD_MISSING,
                        field.internal(),
                        keyspaceName.internal(),
                        name.internal()));
            }
            return new TypeEdit.SetFieldComment(keyspaceName, name, field, statement.text()).apply(project);
        };
    }

    /** The keyspace of a commented table, column, type or field, which must exist. */
    private static Keyspace keyspaceOf(Project project, QualifiedName owner, Optional<Identifier> current)
            throws SchemaProblem {
        Identifier name = Scope.keyspaceOf(owner, current);
        return project.keyspace(name)
                .orElseThrow(() -> new SchemaProblem(
                        String.format(Cassandra60Messages.COMMENT_KEYSPACE_MISSING, name.internal())));
    }

    private static void checkText(Optional<String> text) throws SchemaProblem {
        if (text.isEmpty()) {
            return; // IS NULL removes the comment
        }
        if (text.get().isEmpty()) {
            throw new SchemaProblem(Cassandra60Messages.EMPTY_COMMENT);
        }
        if (text.get().length() > Cassandra60Messages.MAX_COMMENT_LENGTH) {
            throw new SchemaProblem(String.format(
                    Cassandra60Messages.COMMENT_TOO_LONG, text.get().length(), Cassandra60Messages.MAX_COMMENT_LENGTH));
        }
    }

    /** The table's comment option; IS NULL removes it (TableParams' default is the empty comment). */
    private static Project tableComment(Project project, Table table, Optional<String> text) {
        if (text.isPresent()) {
            return new TableEdit.SetOptions(
                            table.id(), new TableOptions(Map.of("comment", OptionValue.text(text.get()))))
                    .apply(project);
        }
        return table.options().get("comment").isPresent()
                ? new TableEdit.RemoveOption(table.id(), "comment").apply(project)
                : project;
    }
}
