package dev.keyspace.cql.internal;

import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.validation.NameChecks;
import java.util.Locale;
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
                throw new SchemaProblem("An index must be created in the keyspace of its table");
            }
            Keyspace keyspace = Scope.keyspace(project, keyspaceName);
            if (keyspace.view(statement.table().name()).isPresent()) {
                throw new SchemaProblem("Secondary indexes are not supported on materialized views");
            }
            Table table = Scope.table(keyspace, statement.table().name());
            if (statement.targets().isEmpty()) {
                throw new SchemaProblem(
                        statement.custom()
                                ? "A CUSTOM index without a target column cannot be held in the model"
                                : "Only CUSTOM indexes can be created without specifying a target column");
            }
            // as in Cassandra, a taken name is decided before the targets are checked
            Identifier name = statement
                    .name()
                    .map(QualifiedName::name)
                    .orElseGet(() -> generatedName(keyspace, table, statement));
            if (keyspace.index(name).isPresent()) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem("Index '" + name.asCql() + "' already exists");
            }
            Index index = index(statement, name, table.name());
            for (IndexTarget target : statement.targets()) {
                checkTarget(table, target, index.kind());
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
                throw new SchemaProblem(
                        "Index '" + name.asCql() + "' could not be found in any of the tables of keyspace '"
                                + keyspace.name().asCql() + "'");
            }
            return new IndexEdit.Remove(keyspace.name(), name).apply(project);
        };
    }

    private static Index index(Statement.CreateIndex statement, Identifier name, Identifier table)
            throws SchemaProblem {
        Map<String, String> options = Map.of();
        for (Map.Entry<String, OptionValue> property : statement.properties().entrySet()) {
            if (!property.getKey().equals("options")) {
                throw new SchemaProblem("Unknown property '" + property.getKey() + "'");
            }
            if (!(property.getValue() instanceof OptionValue.MapValue map)) {
                throw new SchemaProblem("OPTIONS must be a map, not " + CqlTerms.option(property.getValue()));
            }
            options = map.asStrings();
        }
        if (statement.custom() && statement.using().isEmpty()) {
            throw new SchemaProblem("CUSTOM index requires specifying the index class");
        }
        IndexKind kind = statement.using().map(IndexTranslator::kindOf).orElse(IndexKind.LEGACY);
        Optional<String> customClass =
                kind == IndexKind.CUSTOM || kind == IndexKind.SASI ? statement.using() : Optional.empty();
        return new Index(name, table, kind, statement.targets(), customClass, options);
    }

    /** 'sai', 'StorageAttachedIndex' (any case, qualified or not) are SAI; SASI's class is SASI. */
    static IndexKind kindOf(String using) {
        String lower = using.toLowerCase(Locale.ROOT);
        String simple = lower.substring(lower.lastIndexOf('.') + 1);
        if (lower.equals("sai") || simple.equals("storageattachedindex")) {
            return IndexKind.SAI;
        }
        if (simple.equals("sasiindex")) {
            return IndexKind.SASI;
        }
        if (lower.equals("legacy_local_table")) {
            return IndexKind.LEGACY;
        }
        return IndexKind.CUSTOM;
    }

    private static void checkTarget(Table table, IndexTarget target, IndexKind kind) throws SchemaProblem {
        Column column = table.column(target.column())
                .orElseThrow(
                        () -> new SchemaProblem("Column '" + target.column().asCql() + "' doesn't exist"));
        CqlType type = column.type();
        if (kind == IndexKind.SASI && column.kind() == dev.keyspace.model.schema.ColumnKind.PARTITION_KEY) {
            throw new SchemaProblem("partition key columns are not yet supported by SASI");
        }
        switch (target.kind()) {
            case KEYS, ENTRIES -> {
                if (!(type instanceof CqlType.MapType) || !type.isMultiCell()) {
                    throw new SchemaProblem(
                            "Cannot create index on " + target.kind().name().toLowerCase(Locale.ROOT) + " of column "
                                    + column.name().asCql() + " with non-map type");
                }
            }
            case VALUES -> {
                if (!type.isCollection() || !type.isMultiCell()) {
                    throw new SchemaProblem("Cannot create index on values() of column "
                            + column.name().asCql() + ": values() is only for non-frozen collections");
                }
            }
            case FULL -> {
                if (type.isMultiCell() || !(type.isCollection() || type instanceof CqlType.UserTypeRef)) {
                    throw new SchemaProblem("full() indexes can only be created on frozen collections");
                }
            }
            case SIMPLE -> {
                if (type.isCollection() && !type.isMultiCell()) {
                    String name = column.name().asCql();
                    throw new SchemaProblem("Cannot create values() index on frozen column " + name
                            + ". Frozen collections are immutable and must be fully indexed by using the 'full("
                            + name + ")' modifier");
                }
                if (table.partitionKey().size() == 1
                        && column.kind() == dev.keyspace.model.schema.ColumnKind.PARTITION_KEY) {
                    throw new SchemaProblem("Cannot create secondary index on the only partition key column "
                            + column.name().asCql());
                }
            }
        }
    }

    /** Cassandra's rule: {@code <table>_<column>_idx} (or {@code <table>_idx}) without non-word characters, then _1, _2. */
    static Identifier generatedName(Keyspace keyspace, Table table, Statement.CreateIndex statement) {
        String base = table.name().internal();
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
