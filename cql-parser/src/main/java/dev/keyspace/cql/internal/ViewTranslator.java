package dev.keyspace.cql.internal;

import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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
                throw new SchemaProblem(CassandraStatementMessages.VIEW_IN_OTHER_KEYSPACE);
            }
            Set<Identifier> ordered = new HashSet<>();
            for (Statement.Ordering ordering : statement.properties().clusteringOrder()) {
                if (!ordered.add(ordering.column())) {
                    throw new SchemaProblem(String.format(
                            CassandraStatementMessages.VIEW_DUPLICATE_CLUSTERING_ORDER,
                            ordering.column().internal(),
                            written(statement.name())));
                }
            }
            Keyspace keyspace = Scope.keyspace(project, keyspaceName);
            Identifier name = statement.name().name();
            boolean baseExists = keyspace.table(statement.base().name()).isPresent();
            if (baseExists
                    && keyspace.table(name).isEmpty()
                    && keyspace.view(name).isPresent()) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(
                        CassandraMessages.TABLE_EXISTS,
                        name.internal(),
                        keyspace.name().internal()));
            }
            MaterializedView view = new MaterializedView(
                    ElementId.forView(keyspace.name(), name),
                    name,
                    statement.base().name(),
                    statement.selected(),
                    statement.where(),
                    statement.partitionKey(),
                    statement.clusteringKeys(),
                    statement.properties().options());
            List<Identifier> clusteringOrder = statement.properties().clusteringOrder().stream()
                    .map(Statement.Ordering::column)
                    .toList();
            Optional<String> refused = SchemaValidator.viewError(keyspace, view, clusteringOrder, project.target());
            if (refused.isPresent()) {
                throw new SchemaProblem(refused.get());
            }
            Scope.checkTableOptions(statement.properties(), project.target());
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
                throw new SchemaProblem(DesignerStatementMessages.VIEW_CHANGE_CLUSTERING);
            }
            Scope.checkTableOptions(statement.properties(), project.target());
            // AlterViewStatement: TableAttributes.validate judges the options given, over the defaults
            for (Problem error : SchemaValidator.optionErrors(
                    statement.properties().options(), view.get().name().asCql(), project.target())) {
                throw new SchemaProblem(error.message());
            }
            TableOptions after =
                    view.get().options().withAll(statement.properties().options());
            Optional<String> refused = SchemaValidator.alteredViewError(after);
            if (refused.isPresent()) {
                throw new SchemaProblem(refused.get());
            }
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

    static boolean zeroGcGrace(dev.keyspace.model.schema.TableOptions options) {
        return options.gcGraceSeconds().isPresent() && options.gcGraceSeconds().getAsInt() == 0;
    }

    /** A name as Cassandra's QualifiedName prints it: with its keyspace when one was written. */
    private static String written(QualifiedName name) {
        return name.keyspace().map(k -> k.internal() + ".").orElse("")
                + name.name().internal();
    }

    private static SchemaProblem unknown(Keyspace keyspace, Identifier name) {
        return new SchemaProblem(
                String.format(CassandraStatementMessages.VIEW_DOESNT_EXIST, Scope.qualified(keyspace, name)));
    }
}
