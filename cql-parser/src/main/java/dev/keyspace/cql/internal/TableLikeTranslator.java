package dev.keyspace.cql.internal;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.messages.Cassandra60Messages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Cassandra 6.0's CREATE TABLE ... LIKE, as its CopyTableStatement does it: the model holds the copy it makes (a
 * table like any other), so the file is printed back as that table's CREATE TABLE (docs/adr/0030).
 */
final class TableLikeTranslator {

    private TableLikeTranslator() {}

    static SchemaChange create(Statement.CreateTableLike statement, Optional<Identifier> current) {
        return project -> {
            Identifier sourceKeyspaceName = Scope.keyspaceOf(statement.source(), current);
            Identifier targetKeyspaceName = Scope.keyspaceOf(statement.target(), current);
            Keyspace sourceKeyspace = project.keyspace(sourceKeyspaceName)
                    .orElseThrow(() -> new SchemaProblem(String.format(
                            Cassandra60Messages.LIKE_SOURCE_KEYSPACE_MISSING, sourceKeyspaceName.internal())));
            Identifier sourceName = statement.source().name();
            if (sourceKeyspace.view(sourceName).isPresent()) {
                throw new SchemaProblem(String.format(
                        Cassandra60Messages.LIKE_SOURCE_VIEW, sourceKeyspaceName.internal(), sourceName.internal()));
            }
            Table source = sourceKeyspace
                    .table(sourceName)
                    .orElseThrow(() -> new SchemaProblem(String.format(
                            Cassandra60Messages.LIKE_SOURCE_TABLE_MISSING,
                            sourceKeyspaceName.internal(),
                            sourceName.internal())));
            Keyspace targetKeyspace = project.keyspace(targetKeyspaceName)
                    .orElseThrow(() -> new SchemaProblem(String.format(
                            Cassandra60Messages.LIKE_TARGET_KEYSPACE_MISSING, targetKeyspaceName.internal())));
            Identifier name = statement.target().name();
            if (Scope.nameTaken(targetKeyspace, name)) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(
                        DesignerStatementMessages.TABLE_ALREADY_EXISTS, Scope.qualified(targetKeyspace, name)));
            }
            refuseMissingTypes(source, sourceKeyspace, targetKeyspace);
            TableOptions options = overridden(source.options(), statement.options());
            Scope.checkTableOptions(new Statement.TableProperties(options, List.of(), false), project.target());
            List<Column> columns = statement.comments()
                    ? source.columns()
                    : source.columns().stream()
                            .map(c -> c.withComment(Optional.empty()))
                            .toList();
            Table copy = new Table(
                    ElementId.forTable(targetKeyspaceName, name), name, columns, options, source.compactStorage());
            Project created = new TableEdit.Add(targetKeyspaceName, copy).apply(project);
            return statement.indexes()
                    ? copyIndexes(created, sourceKeyspace, source, targetKeyspaceName, name)
                    : created;
        };
    }

    /** The options given replace the source's of the same name (TableAttributes.asAlteredTableParams). */
    private static TableOptions overridden(TableOptions source, TableOptions given) {
        Map<String, OptionValue> options = new LinkedHashMap<>(source.values());
        options.putAll(given.values());
        return new TableOptions(options);
    }

    /** In another keyspace, the source's user types must be there already. */
    private static void refuseMissingTypes(Table source, Keyspace sourceKeyspace, Keyspace targetKeyspace)
            throws SchemaProblem {
        if (sourceKeyspace.name().equals(targetKeyspace.name())) {
            return;
        }
        TreeSet<String> missing = new TreeSet<>();
        for (Column column : source.columns()) {
            for (CqlType.UserTypeRef ref : column.type().userTypes()) {
                if (targetKeyspace.type(ref.name()).isEmpty()) {
                    missing.add(ref.name().internal());
                }
            }
        }
        if (!missing.isEmpty()) {
            throw new SchemaProblem(String.format(
                    Cassandra60Messages.LIKE_UDTS_MISSING,
                    String.join(", ", missing),
                    targetKeyspace.name().internal()));
        }
    }

    /**
     * WITH INDEXES: the source's legacy and SAI indexes (6.0 copies no other custom index). A name generated from
     * the source's ({@code source_column_idx...}) is generated anew for the copy; any other is kept; either takes the
     * first free name of {@code name}, {@code name_1}, {@code name_2}...
     */
    private static Project copyIndexes(
            Project project, Keyspace sourceKeyspace, Table source, Identifier keyspace, Identifier copy) {
        Project result = project;
        for (Index index : sourceKeyspace.indexesOn(source.name())) {
            if (index.kind() != IndexKind.LEGACY && index.kind() != IndexKind.SAI) {
                continue;
            }
            String column = index.targets().get(0).column().internal();
            String base = index.name().internal().startsWith(source.name().internal() + "_" + column + "_idx")
                    ? (copy.internal() + "_" + column + "_idx").replaceAll("\\W", "")
                    : index.name().internal();
            Keyspace now = result.keyspace(keyspace).orElseThrow();
            String candidate = base;
            for (int i = 1; now.index(Identifier.of(candidate)).isPresent(); i++) {
                candidate = base + "_" + i;
            }
            Index copied = new Index(
                    Identifier.of(candidate),
                    copy,
                    index.kind(),
                    index.targets(),
                    index.customClass(),
                    index.options());
            result = new IndexEdit.Add(keyspace, copied).apply(result);
        }
        return result;
    }
}
