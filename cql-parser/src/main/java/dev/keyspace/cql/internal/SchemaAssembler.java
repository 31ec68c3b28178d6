package dev.keyspace.cql.internal;

import dev.keyspace.model.schema.Identifier;
import java.util.Optional;

/**
 * Turns statements into {@link SchemaChange}s in file order, keeping the session state a file implies: the
 * keyspace set by USE resolves unqualified names in the statements after it.
 */
public final class SchemaAssembler {

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
            return KeyspaceChanges.use(use.keyspace());
        }
        if (statement instanceof Statement.CreateKeyspace s) {
            return KeyspaceChanges.create(s);
        }
        if (statement instanceof Statement.AlterKeyspace s) {
            return KeyspaceChanges.alter(s);
        }
        if (statement instanceof Statement.DropKeyspace s) {
            return KeyspaceChanges.drop(s);
        }
        if (statement instanceof Statement.CreateTable s) {
            return TableChanges.create(s, current);
        }
        if (statement instanceof Statement.AlterTable s) {
            return AlterTableChanges.alter(s, current);
        }
        if (statement instanceof Statement.DropTable s) {
            return TableChanges.drop(s, current);
        }
        if (statement instanceof Statement.CreateType s) {
            return TypeChanges.create(s, current);
        }
        if (statement instanceof Statement.AlterTypeAddField s) {
            return TypeChanges.addField(s, current);
        }
        if (statement instanceof Statement.AlterTypeRename s) {
            return TypeChanges.rename(s, current);
        }
        if (statement instanceof Statement.DropType s) {
            return TypeChanges.drop(s, current);
        }
        if (statement instanceof Statement.CreateIndex s) {
            return IndexChanges.create(s, current);
        }
        if (statement instanceof Statement.DropIndex s) {
            return IndexChanges.drop(s, current);
        }
        if (statement instanceof Statement.CreateView s) {
            return ViewChanges.create(s, current);
        }
        if (statement instanceof Statement.AlterView s) {
            return ViewChanges.alter(s, current);
        }
        if (statement instanceof Statement.DropView s) {
            return ViewChanges.drop(s, current);
        }
        if (statement instanceof Statement.Invalid invalid) {
            return project -> {
                throw new SchemaProblem(invalid.message());
            };
        }
        return SchemaChange.NONE;
    }
}
