package dev.keyspace.cql.internal;

import dev.keyspace.model.analysis.restrictions.Term;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a statement says, as immutable data built by the visitors; the statement translator decides what it does to a
 * project. Statements the model cannot hold are {@link Unmodelled}.
 */
public sealed interface Statement {

    /** A column as declared in CREATE TABLE or ALTER TABLE ADD. */
    record ColumnDefinition(
            Identifier name,
            CqlType type,
            boolean isStatic,
            Optional<ColumnMask> mask,
            List<ColumnConstraint> constraints,
            boolean inlinePrimaryKey) {}

    /** {@code old TO new} in a RENAME. */
    record Rename(Identifier from, Identifier to) {}

    /** A clustering column's order in {@code CLUSTERING ORDER BY}. */
    record Ordering(Identifier column, ClusteringOrder order) {}

    /** The WITH part of a table or view: plain properties, the clustering order and COMPACT STORAGE. */
    record TableProperties(TableOptions options, List<Ordering> clusteringOrder, boolean compactStorage) {}

    record CreateKeyspace(Identifier name, boolean ifNotExists, Map<String, OptionValue> properties)
            implements Statement {}

    record AlterKeyspace(Identifier name, boolean ifExists, Map<String, OptionValue> properties) implements Statement {}

    record DropKeyspace(Identifier name, boolean ifExists) implements Statement {}

    record Use(Identifier keyspace) implements Statement {}

    record CreateTable(
            QualifiedName name,
            boolean ifNotExists,
            List<ColumnDefinition> columns,
            Optional<List<List<Identifier>>> primaryKey,
            TableProperties properties)
            implements Statement {}

    record AlterTable(QualifiedName name, boolean ifExists, AlterTableAction action) implements Statement {}

    /** The one change an ALTER TABLE makes. */
    sealed interface AlterTableAction {
        record AddColumns(boolean ifNotExists, List<ColumnDefinition> columns) implements AlterTableAction {}

        record DropColumns(boolean ifExists, List<Identifier> columns) implements AlterTableAction {}

        record RenameColumns(boolean ifExists, List<Rename> renames) implements AlterTableAction {}

        record SetOptions(TableProperties properties) implements AlterTableAction {}

        record Mask(boolean ifExists, Identifier column, Optional<ColumnMask> mask) implements AlterTableAction {}

        /** {@code ALTER column CHECK ...}, or {@code DROP CHECK} (no constraints): Cassandra 6.0. */
        record Constrain(boolean ifExists, Identifier column, List<ColumnConstraint> constraints)
                implements AlterTableAction {}

        record DropCompactStorage() implements AlterTableAction {}
    }

    record DropTable(QualifiedName name, boolean ifExists) implements Statement {}

    /**
     * Cassandra 6.0's {@code CREATE TABLE target LIKE source}: a copy of the source's columns, key, constraints, masks
     * and options, with its indexes when {@code indexes}, its column comments when {@code comments}, and the options
     * given over the source's.
     */
    record CreateTableLike(
            QualifiedName target,
            boolean ifNotExists,
            QualifiedName source,
            boolean indexes,
            boolean comments,
            TableOptions options)
            implements Statement {}

    /**
     * Cassandra 6.0's {@code COMMENT ON TABLE} ({@code column} empty) or {@code COMMENT ON COLUMN}; no text removes
     * the comment.
     */
    record CommentOn(QualifiedName table, Optional<Identifier> column, Optional<String> text) implements Statement {}

    /** Cassandra 6.0's {@code COMMENT ON KEYSPACE}; no text removes the comment. */
    record CommentOnKeyspace(Identifier keyspace, Optional<String> text) implements Statement {}

    /** Cassandra 6.0's {@code COMMENT ON TYPE} (no field) or {@code COMMENT ON FIELD}; no text removes the comment. */
    record CommentOnType(QualifiedName type, Optional<Identifier> field, Optional<String> text) implements Statement {}

    record CreateType(QualifiedName name, boolean ifNotExists, List<UserType.Field> fields) implements Statement {}

    record AlterTypeAddField(QualifiedName name, boolean ifExists, boolean ifFieldNotExists, UserType.Field field)
            implements Statement {}

    record AlterTypeRename(QualifiedName name, boolean ifExists, boolean ifFieldExists, List<Rename> renames)
            implements Statement {}

    record DropType(QualifiedName name, boolean ifExists) implements Statement {}

    record CreateIndex(
            Optional<QualifiedName> name,
            QualifiedName table,
            boolean ifNotExists,
            boolean custom,
            List<IndexTarget> targets,
            Optional<String> using,
            Map<String, OptionValue> properties)
            implements Statement {}

    record DropIndex(QualifiedName name, boolean ifExists) implements Statement {}

    record CreateView(
            QualifiedName name,
            boolean ifNotExists,
            QualifiedName base,
            List<Identifier> selected,
            String where,
            List<Identifier> partitionKey,
            List<Identifier> clustering,
            TableProperties properties)
            implements Statement {

        List<MaterializedView.ClusteringKey> clusteringKeys() {
            return clustering.stream()
                    .map(c -> new MaterializedView.ClusteringKey(
                            c,
                            properties.clusteringOrder().stream()
                                    .filter(o -> o.column().equals(c))
                                    .map(Ordering::order)
                                    .findFirst()
                                    .orElse(ClusteringOrder.ASC)))
                    .toList();
        }
    }

    record AlterView(QualifiedName name, boolean ifExists, TableProperties properties) implements Statement {}

    record DropView(QualifiedName name, boolean ifExists) implements Statement {}

    record CreateFunction(QualifiedName name, boolean orReplace, boolean ifNotExists, UserFunction function)
            implements Statement {}

    /** DROP FUNCTION, with the argument types when the statement names them. */
    record DropFunction(QualifiedName name, boolean ifExists, Optional<List<CqlType>> argumentTypes)
            implements Statement {}

    /** CREATE AGGREGATE; its INITCOND also as a term, when it is one the validator can judge. */
    record CreateAggregate(
            QualifiedName name,
            boolean orReplace,
            boolean ifNotExists,
            UserAggregate aggregate,
            Optional<Term> initialCondition)
            implements Statement {}

    record DropAggregate(QualifiedName name, boolean ifExists, Optional<List<CqlType>> argumentTypes)
            implements Statement {}

    /** A statement the schema model does not hold (DML, security, functions, ...): kept verbatim. */
    record Unmodelled(String kind) implements Statement {}

    /** A schema statement that parsed but says something Cassandra refuses before applying anything. */
    record Invalid(String message) implements Statement {}
}
