package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.ProjectSelectValidator;
import dev.keyspace.model.analysis.restrictions.Term;
import dev.keyspace.model.analysis.restrictions.ValueCheck;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.CassandraWriteMessages;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * The statements of a schema file that are not schema, judged as Cassandra 5.0 prepares them against the
 * schema so far: a SELECT through the query validator (restrictions, ALLOW FILTERING, ordering), an INSERT's
 * table, columns, key and values (a constant of the wrong kind, a date that does not parse), an UPDATE's or
 * DELETE's table, a TRUNCATE's table. What cannot be judged here (arithmetic, function results) is left to the node.
 */
public final class DmlChecks {

    private DmlChecks() {}

    /** Cassandra's message refusing the statement {@code form}, if it would. */
    public static Optional<String> refusal(ParserRuleContext form, Project project, Optional<Identifier> current) {
        try {
            if (form instanceof CqlParser.SelectStatementContext select) {
                return select(select, project, current);
            }
            if (form instanceof CqlParser.InsertStatementContext insert) {
                insert(insert, project, current);
            } else if (form instanceof CqlParser.UpdateStatementContext update) {
                return ModificationReader.update(update, project, current);
            } else if (form instanceof CqlParser.DeleteStatementContext delete) {
                return ModificationReader.delete(delete, project, current);
            } else if (form instanceof CqlParser.TruncateStatementContext truncate) {
                truncate(Names.of(truncate.qualifiedName()), project, current);
            }
            return Optional.empty();
        } catch (SchemaProblem refused) {
            return Optional.of(refused.getMessage());
        } catch (UnreadableSelectException notJudged) {
            return Optional.empty();
        } catch (StackOverflowError tooDeep) {
            // a selector nested thousands deep parses, but the recursive builders cannot read it: left to the node
            return Optional.empty();
        }
    }

    private static Optional<String> select(
            CqlParser.SelectStatementContext select, Project project, Optional<Identifier> current) {
        SelectBuilder.Built built = SelectBuilder.build(select);
        Verdict verdict = new ProjectSelectValidator(project).validate(built.keyspace(), current, built.query());
        return verdict.accepted() ? Optional.empty() : Optional.of(verdict.message());
    }

    private static void insert(CqlParser.InsertStatementContext insert, Project project, Optional<Identifier> current)
            throws SchemaProblem {
        Table table = table(Names.of(insert.qualifiedName()), project, current);
        if (table.isCounterTable()) {
            throw new SchemaProblem(CassandraWriteMessages.INSERT_ON_COUNTER_TABLE);
        }
        if (insert.K_VALUES() == null) {
            refuseAView(Names.of(insert.qualifiedName()), project, current); // INSERT JSON: its values are one text
            return;
        }
        List<Identifier> names = Names.of(insert.identifier());
        List<CqlParser.TermContext> values = insert.term();
        if (names.size() != values.size()) {
            throw new SchemaProblem(CassandraWriteMessages.UNMATCHED_COLUMNS);
        }
        if (new HashSet<>(names).size() != names.size()) {
            throw new SchemaProblem(CassandraWriteMessages.DUPLICATE_COLUMN_NAMES);
        }
        String qualified = Optional.ofNullable(insert.qualifiedName().keyspace)
                        .map(Names::of)
                        .or(() -> current)
                        .orElseThrow()
                        .internal()
                + "." + table.name().internal();
        for (int i = 0; i < names.size(); i++) {
            Identifier name = names.get(i);
            Column column = table.column(name)
                    .orElseThrow(() -> new SchemaProblem(
                            String.format(CassandraMessages.UNDEFINED_COLUMN, name.asCql(), qualified)));
            Term value = TermBuilder.term(values.get(i).expression());
            Optional<String> refused = ValueCheck.refusal(value, column.type(), name.internal(), project.target());
            if (refused.isPresent()) {
                throw new SchemaProblem(refused.get());
            }
        }
        Set<Identifier> given = Set.copyOf(names);
        missing(CassandraWriteMessages.MISSING_PARTITION_KEY_PARTS, table.partitionKey(), given);
        if (!writesOnlyStaticColumns(table, given)) {
            missing(CassandraWriteMessages.MISSING_CLUSTERING_KEYS, table.clustering(), given);
        }
        refuseAView(Names.of(insert.qualifiedName()), project, current);
    }

    /**
     * ModificationStatement.appliesOnlyToStaticColumns: some static column and no regular one is written. Only then
     * may a write leave its clustering columns out (a write of key columns alone may not).
     */
    private static boolean writesOnlyStaticColumns(Table table, Set<Identifier> given) {
        List<ColumnKind> written = table.columns().stream()
                .filter(c -> given.contains(c.name()))
                .map(Column::kind)
                .toList();
        return written.contains(ColumnKind.STATIC) && !written.contains(ColumnKind.REGULAR);
    }

    private static void missing(String pattern, List<Column> key, Set<Identifier> given) throws SchemaProblem {
        String absent = key.stream()
                .filter(c -> !given.contains(c.name()))
                .map(c -> c.name().asCql())
                .collect(Collectors.joining(", "));
        if (!absent.isEmpty()) {
            throw new SchemaProblem(String.format(pattern, absent));
        }
    }

    /**
     * TruncateStatement.validate looks the table up as Schema.validateTable does; its execute then refuses a view.
     */
    private static void truncate(QualifiedName name, Project project, Optional<Identifier> current)
            throws SchemaProblem {
        Keyspace keyspace = keyspace(name, project, current);
        if (keyspace.view(name.name()).isPresent()) {
            throw new SchemaProblem(CassandraStatementMessages.TRUNCATE_VIEW);
        }
        tableIn(keyspace, name);
    }

    /**
     * The table an INSERT, UPDATE or DELETE writes, as ModificationStatement.Parsed.prepare finds it: a view is
     * found too, as its own columns, since the write is prepared against them before validate refuses the view.
     */
    static Table table(QualifiedName name, Project project, Optional<Identifier> current) throws SchemaProblem {
        Keyspace keyspace = keyspace(name, project, current);
        Optional<Table> view = keyspace.view(name.name())
                .flatMap(v -> keyspace.table(v.baseTable()).map(v::asTable));
        return view.isPresent() ? view.get() : tableIn(keyspace, name);
    }

    /** ModificationStatement.validate, once the write is prepared: a materialized view is not written directly. */
    static void refuseAView(QualifiedName name, Project project, Optional<Identifier> current) throws SchemaProblem {
        if (keyspace(name, project, current).view(name.name()).isPresent()) {
            throw new SchemaProblem(CassandraStatementMessages.MODIFY_VIEW);
        }
    }

    private static Keyspace keyspace(QualifiedName name, Project project, Optional<Identifier> current)
            throws SchemaProblem {
        Identifier keyspaceName = Scope.keyspaceOf(name, current);
        return project.keyspace(keyspaceName)
                .orElseThrow(() -> new SchemaProblem(
                        String.format(CassandraStatementMessages.KEYSPACE_DOES_NOT_EXIST, keyspaceName.internal())));
    }

    private static Table tableIn(Keyspace keyspace, QualifiedName name) throws SchemaProblem {
        return keyspace.table(name.name())
                .orElseThrow(() -> new SchemaProblem(String.format(
                        CassandraStatementMessages.TABLE_DOES_NOT_EXIST,
                        name.name().internal())));
    }
}
