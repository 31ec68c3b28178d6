package dev.keyspace.cql.internal;

import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.NameChecks;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.Map;
import java.util.Optional;

/**
 * CREATE and DROP INDEX checked as Cassandra checks them (with its name for an unnamed index), then made with the
 * model's index edits.
 */
final class IndexTranslator {

    private IndexTranslator() {}

    static SchemaChange create(Statement.CreateIndex statement, Optional<Identifier> current) {
        return project -> {
            Identifier keyspaceName = Scope.keyspaceOf(statement.table(), current);
            if (statement
                    .name()
                    .flatMap(QualifiedName::keyspace)
                    .filter(k -> !k.equals(keyspaceName))
                    .isPresent()) {
                throw new SchemaProblem(DesignerStatementMessages.INDEX_IN_OTHER_KEYSPACE);
            }
            Keyspace keyspace = Scope.keyspace(project, keyspaceName);
            Identifier table = statement.table().name();
            if (statement.targets().isEmpty()) {
                throw new SchemaProblem(
                        statement.custom()
                                ? DesignerStatementMessages.CUSTOM_INDEX_WITHOUT_TARGET
                                : CassandraStatementMessages.INDEX_WITHOUT_TARGET);
            }
            // as in Cassandra, the options come first, then a taken name, then the targets
            Identifier name = statement
                    .name()
                    .map(QualifiedName::name)
                    .orElseGet(() -> generatedName(keyspace, table, statement));
            Index index = index(statement, name, table);
            if (!statement.custom()
                    && statement.using().isPresent()
                    && !project.target().atLeast(CassandraVersion.V5_0)) {
                throw new SchemaProblem(CassandraMessages.INDEX_CLASS_NOT_CUSTOM);
            }
            Optional<String> attributes = SchemaValidator.indexAttributesError(index);
            if (attributes.isPresent()) {
                throw new SchemaProblem(attributes.get());
            }
            if (keyspace.table(table).isEmpty() && keyspace.view(table).isEmpty()) {
                throw new SchemaProblem(SchemaValidator.indexError(keyspace, index, project.target())
                        .orElseThrow());
            }
            if (keyspace.index(name).isPresent()) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(CassandraMessages.INDEX_EXISTS, name.asCql()));
            }
            if (statement.ifNotExists() && SchemaValidator.duplicatesAnIndex(keyspace, index)) {
                return project;
            }
            Optional<String> refused = SchemaValidator.indexError(keyspace, index, project.target());
            if (refused.isPresent()) {
                throw new SchemaProblem(refused.get());
            }
            Project added = new IndexEdit.Add(keyspace.name(), index).apply(project);
            Optional<String> illegalName = NameChecks.indexNameError(name);
            if (illegalName.isPresent()) {
                throw new SchemaProblem(illegalName.get());
            }
            return added;
        };
    }

    static SchemaChange drop(Statement.DropIndex statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (keyspace.index(name).isEmpty()) {
                if (statement.ifExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.INDEX_DOESNT_EXIST,
                        keyspace.name().internal(),
                        name.internal()));
            }
            return new IndexEdit.Remove(keyspace.name(), name).apply(project);
        };
    }

    private static Index index(Statement.CreateIndex statement, Identifier name, Identifier table)
            throws SchemaProblem {
        Map<String, String> options = Map.of();
        for (Map.Entry<String, OptionValue> property : statement.properties().entrySet()) {
            if (!property.getKey().equals("options")) {
                throw new SchemaProblem(String.format(CassandraMessages.UNKNOWN_PROPERTY, property.getKey()));
            }
            if (!(property.getValue() instanceof OptionValue.MapValue map)) {
                throw new SchemaProblem(String.format(
                        DesignerStatementMessages.INDEX_OPTIONS_NOT_MAP, CqlTerms.option(property.getValue())));
            }
            options = map.asStrings();
        }
        if (statement.custom() && statement.using().isEmpty()) {
            throw new SchemaProblem(CassandraStatementMessages.CUSTOM_INDEX_WITHOUT_CLASS);
        }
        IndexKind kind =
                statement.using().map(u -> kindOf(u, statement.custom())).orElse(IndexKind.LEGACY);
        Optional<String> customClass = kind == IndexKind.LEGACY
                ? Optional.empty()
                : statement.using().filter(u -> kind != IndexKind.SAI || !u.equals("sai"));
        return new Index(name, table, kind, statement.targets(), customClass, options);
    }

    /** The implementation Cassandra resolves {@code USING} to ({@link IndexKind#ofClass}). */
    static IndexKind kindOf(String using, boolean custom) {
        return IndexKind.ofClass(using, custom);
    }

    /** Cassandra's rule: {@code <table>_<column>_idx} (or {@code <table>_idx}) without non-word characters, then _1, _2. */
    static Identifier generatedName(Keyspace keyspace, Identifier table, Statement.CreateIndex statement) {
        String base = table.internal();
        if (statement.targets().size() == 1) {
            base += "_" + statement.targets().get(0).column().internal();
        }
        base = (base + "_idx").replaceAll("\\W", "");
        String candidate = base;
        for (int i = 1; keyspace.index(Identifier.of(candidate)).isPresent(); i++) {
            candidate = base + "_" + i;
        }
        return Identifier.of(candidate);
    }
}
