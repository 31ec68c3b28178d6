package dev.keyspace.cql.internal;

import dev.keyspace.model.schema.Identifier;
import java.util.Optional;

/**
 * Turns statements into {@link SchemaChange}s (Cassandra's checks, then the model's edits) in file order,
 * keeping the session state a file implies: the keyspace set by USE resolves unqualified names in the
 * statements after it.
 */
public final class StatementTranslator {

    private Optional<Identifier> currentKeyspace = Optional.empty();

    public Optional<Identifier> currentKeyspace() {
        return currentKeyspace;
    }

    /**
     * The change a statement makes; USE also moves the current keyspace (Cassandra's session does the same
     * even before it checks the keyspace exists, so later statements see it either way).
     */
    public SchemaChange changeFor(Statement statement) {
        Optional<Identifier> current = currentKeyspace;
        if (statement instanceof Statement.Use use) {
            currentKeyspace = Optional.of(use.keyspace());
            return KeyspaceTranslator.use(use.keyspace());
        }
        if (statement instanceof Statement.CreateKeyspace s) {
            return KeyspaceTranslator.create(s);
        }
        if (statement instanceof Statement.AlterKeyspace s) {
            return KeyspaceTranslator.alter(s);
        }
        if (statement instanceof Statement.DropKeyspace s) {
            return KeyspaceTranslator.drop(s);
        }
        if (statement instanceof Statement.CreateTable s) {
            return TableTranslator.create(s, current);
        }
        if (statement instanceof Statement.AlterTable s) {
            return AlterTableTranslator.alter(s, current);
        }
        if (statement instanceof Statement.CreateTableLike s) {
            return TableLikeTranslator.create(s, current);
        }
        if (statement instanceof Statement.CommentOn s) {
            return CommentTranslator.comment(s, current);
        }
        if (statement instanceof Statement.CommentOnKeyspace s) {
            return CommentTranslator.comment(s);
        }
        if (statement instanceof Statement.CommentOnType s) {
            return CommentTranslator.comment(s, current);
        }
        if (statement instanceof Statement.DropTable s) {
            return TableTranslator.drop(s, current);
        }
        if (statement instanceof Statement.CreateType s) {
            return TypeTranslator.create(s, current);
        }
        if (statement instanceof Statement.AlterTypeAddField s) {
            return TypeTranslator.addField(s, current);
        }
        if (statement instanceof Statement.AlterTypeRename s) {
            return TypeTranslator.rename(s, current);
        }
        if (statement instanceof Statement.DropType s) {
            return TypeTranslator.drop(s, current);
        }
        if (statement instanceof Statement.CreateIndex s) {
            return IndexTranslator.create(s, current);
        }
        if (statement instanceof Statement.DropIndex s) {
            return IndexTranslator.drop(s, current);
        }
        if (statement instanceof Statement.CreateView s) {
            return ViewTranslator.create(s, current);
        }
        if (statement instanceof Statement.AlterView s) {
            return ViewTranslator.alter(s, current);
        }
        if (statement instanceof Statement.DropView s) {
            return ViewTranslator.drop(s, current);
        }
        if (statement instanceof Statement.CreateFunction s) {
            return FunctionTranslator.create(s, current);
        }
        if (statement instanceof Statement.DropFunction s) {
            return FunctionTranslator.drop(s, current);
        }
        if (statement instanceof Statement.CreateAggregate s) {
            return AggregateTranslator.create(s, current);
        }
        if (statement instanceof Statement.DropAggregate s) {
            return AggregateTranslator.drop(s, current);
        }
        if (statement instanceof Statement.Invalid invalid) {
            return project -> {
                throw new SchemaProblem(invalid.message());
            };
        }
        return SchemaChange.NONE;
    }
}
