package dev.keyspace.cql;

import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Prints a project's schema as canonical CQL DDL: for each keyspace in order, CREATE KEYSPACE, its types in
 * dependency order, its functions and aggregates, its tables, indexes and views. Names are quoted only when they must be; the output is
 * deterministic and reads back (with {@link CqlReader}) to an equal schema.
 */
public final class CqlWriter {

    /** Every keyspace of the project, separated by blank lines. */
    public String write(Project project) {
        return project.keyspaces().stream().map(this::write).collect(Collectors.joining("\n"));
    }

    /**
     * An import printed back: the canonical schema, then every statement that was kept verbatim, in file
     * order, so that formatting a file loses nothing. A USE goes before a statement read under one, so its
     * unqualified names mean what they meant.
     */
    public String write(CqlImport imported) {
        StringBuilder script = new StringBuilder(write(imported.project()));
        Optional<Identifier> inUse = Optional.empty();
        for (VerbatimStatement statement : imported.verbatim()) {
            script.append(script.length() == 0 ? "" : "\n");
            if (statement.keyspace().isPresent() && !statement.keyspace().equals(inUse)) {
                inUse = statement.keyspace();
                script.append("USE ").append(inUse.get().asCql()).append(";\n");
            }
            script.append(statement.cql()).append(";\n");
        }
        return script.toString();
    }

    /** One keyspace and everything in it. */
    public String write(Keyspace keyspace) {
        List<String> statements = new ArrayList<>();
        statements.add(createKeyspace(keyspace));
        if (fastPathAfterCreate(keyspace)) {
            statements.add(new CqlChangeWriter().alterKeyspace(keyspace));
        }
        keyspace.comment()
                .ifPresent(comment ->
                        statements.add(comment("KEYSPACE " + keyspace.name().asCql(), comment)));
        SchemaOrder.typesInDependencyOrder(keyspace).forEach(t -> {
            statements.add(createType(keyspace, t));
            statements.addAll(typeComments(keyspace, t));
        });
        // before the tables: a column mask may call a user-defined function
        keyspace.functions().forEach(f -> statements.add(createFunction(keyspace, f)));
        keyspace.aggregates().forEach(a -> statements.add(createAggregate(keyspace, a)));
        keyspace.tables().forEach(t -> {
            statements.add(createTable(keyspace, t));
            TableOptions afterCreate = SchemaValidator.tableOptionsOnlyByAlter(t.options());
            if (!afterCreate.values().isEmpty()) {
                statements.add(new CqlChangeWriter().alterTableOptions(keyspace, t.name(), afterCreate.values()));
            }
            statements.addAll(columnComments(keyspace, t));
        });
        keyspace.indexes().forEach(i -> statements.add(createIndex(keyspace, i)));
        keyspace.views().forEach(v -> statements.add(createView(keyspace, v)));
        return String.join("\n", statements);
    }

    /**
     * CREATE KEYSPACE; without a fast_path Cassandra 6.0-alpha2 takes only from ALTER KEYSPACE, which then follows it
     * ({@link #fastPathAfterCreate}).
     */
    public String createKeyspace(Keyspace keyspace) {
        Keyspace created = fastPathAfterCreate(keyspace) ? keyspace.withFastPath(Optional.empty()) : keyspace;
        return new ScriptBuilder()
                .append("CREATE KEYSPACE ")
                .append(keyspace.name().asCql())
                .withClauses(keyspaceClauses(created))
                .endStatement()
                .build();
    }

    /** Whether the keyspace's fast_path is set by an ALTER KEYSPACE after its CREATE (6.0-alpha2 takes it only so). */
    public static boolean fastPathAfterCreate(Keyspace keyspace) {
        return keyspace.fastPath()
                .filter(SchemaValidator::keyspaceFastPathOnlyByAlter)
                .isPresent();
    }

    /**
     * {@code replication = {...}}, {@code durable_writes = ...} and a 6.0 fast_path, as CREATE and ALTER KEYSPACE
     * write them.
     */
    static List<String> keyspaceClauses(Keyspace keyspace) {
        List<String> clauses = new ArrayList<>(
                List.of(replicationClause(keyspace.replication()), "durable_writes = " + keyspace.durableWrites()));
        keyspace.fastPath().ifPresent(fastPath -> clauses.add("fast_path = " + CqlTerms.option(fastPath)));
        return clauses;
    }

    /** {@code replication = {'class': ..., ...}}, a replication factor as a number. */
    static String replicationClause(Replication replication) {
        Map<String, String> map = new LinkedHashMap<>();
        map.put("class", replication.strategyClass());
        map.putAll(replication.options());
        return map.entrySet().stream()
                .map(e -> CqlTerms.text(e.getKey()) + ": " + replicationValue(e.getKey(), e.getValue()))
                .collect(Collectors.joining(", ", "replication = {", "}"));
    }

    public String createType(Keyspace keyspace, UserType type) {
        ScriptBuilder script = new ScriptBuilder()
                .append("CREATE TYPE ")
                .append(CqlNames.qualifiedType(keyspace, type.name()))
                .append(" (")
                .newLine()
                .indent();
        for (int i = 0; i < type.fields().size(); i++) {
            UserType.Field field = type.fields().get(i);
            script.append(field.name().asCql() + " " + field.type().asCql());
            script.append(i < type.fields().size() - 1 ? "," : "").newLine();
        }
        return script.unindent().append(")").endStatement().build();
    }

    public String createFunction(Keyspace keyspace, UserFunction function) {
        return function("CREATE FUNCTION ", keyspace, function);
    }

    /** {@code verb} is {@code CREATE FUNCTION } or {@code CREATE OR REPLACE FUNCTION }. */
    static String function(String verb, Keyspace keyspace, UserFunction function) {
        return new ScriptBuilder()
                .append(verb)
                .append(CqlNames.qualified(keyspace, function.name()))
                .append(function.arguments().stream()
                        .map(a -> a.name().asCql() + " " + a.type().asCql())
                        .collect(Collectors.joining(", ", "(", ")")))
                .newLine()
                .indent()
                .append(function.calledOnNullInput() ? "CALLED ON NULL INPUT" : "RETURNS NULL ON NULL INPUT")
                .newLine()
                .append("RETURNS " + function.returnType().asCql())
                .newLine()
                .append("LANGUAGE " + function.language())
                .newLine()
                .append("AS " + CqlTerms.body(function.body()))
                .unindent()
                .endStatement()
                .build();
    }

    public String createAggregate(Keyspace keyspace, UserAggregate aggregate) {
        return aggregate("CREATE AGGREGATE ", keyspace, aggregate);
    }

    /** {@code verb} is {@code CREATE AGGREGATE } or {@code CREATE OR REPLACE AGGREGATE }. */
    static String aggregate(String verb, Keyspace keyspace, UserAggregate aggregate) {
        ScriptBuilder script = new ScriptBuilder()
                .append(verb)
                .append(CqlNames.qualified(keyspace, aggregate.name()))
                .append(aggregate.argumentTypes().stream()
                        .map(CqlType::asCql)
                        .collect(Collectors.joining(", ", "(", ")")))
                .newLine()
                .indent()
                .append("SFUNC " + aggregate.stateFunction().asCql())
                .newLine()
                .append("STYPE " + aggregate.stateType().asCql());
        aggregate.finalFunction().ifPresent(f -> script.newLine().append("FINALFUNC " + f.asCql()));
        aggregate.initialCondition().ifPresent(c -> script.newLine().append("INITCOND " + c));
        return script.unindent().endStatement().build();
    }

    /**
     * CREATE TABLE; without the options 6.0-alpha2 takes only from ALTER TABLE ({@link
     * SchemaValidator#tableOptionsOnlyByAlter}), which one follows it with.
     */
    public String createTable(Keyspace keyspace, Table given) {
        Table table = given;
        for (String name : SchemaValidator.tableOptionsOnlyByAlter(given.options())
                .values()
                .keySet()) {
            table = table.withOptions(table.options().without(name));
        }
        ScriptBuilder script = new ScriptBuilder()
                .append("CREATE TABLE ")
                .append(CqlNames.qualified(keyspace, table.name()))
                .append(" (")
                .newLine()
                .indent();
        for (Column column : table.columns()) {
            script.append(CqlTerms.columnDefinition(column)).append(",").newLine();
        }
        script.append(CqlTerms.primaryKey(
                        table.partitionKey().stream().map(Column::name).toList(),
                        table.clustering().stream().map(Column::name).toList()))
                .newLine()
                .unindent()
                .append(")");
        List<String> clauses = new ArrayList<>();
        if (table.compactStorage()) {
            clauses.add("COMPACT STORAGE");
        }
        if (!table.clustering().isEmpty()) {
            clauses.add(table.clustering().stream()
                    .map(c -> c.name().asCql() + " " + c.order().name())
                    .collect(Collectors.joining(", ", "CLUSTERING ORDER BY (", ")")));
        }
        clauses.addAll(CqlTerms.assignments(table.options().values()));
        return script.withClauses(clauses).endStatement().build();
    }

    /** Cassandra 6.0's COMMENT ON COLUMN for each column with a comment, as its DESCRIBE prints them. */
    public List<String> columnComments(Keyspace keyspace, Table table) {
        return table.columns().stream()
                .filter(c -> c.comment().isPresent())
                .map(c -> comment(
                        "COLUMN " + CqlNames.qualified(keyspace, table.name()) + "."
                                + c.name().asCql(),
                        c.comment().get()))
                .toList();
    }

    /** Cassandra 6.0's COMMENT ON TYPE, then COMMENT ON FIELD for each field with a comment, as its DESCRIBE prints them. */
    public List<String> typeComments(Keyspace keyspace, UserType type) {
        List<String> comments = new ArrayList<>();
        type.comment().ifPresent(comment -> comments.add(comment(typeTarget(keyspace, type), comment)));
        for (UserType.Field field : type.fields()) {
            field.comment().ifPresent(comment -> comments.add(comment(fieldTarget(keyspace, type, field), comment)));
        }
        return comments;
    }

    static String typeTarget(Keyspace keyspace, UserType type) {
        return "TYPE " + CqlNames.qualifiedType(keyspace, type.name());
    }

    static String fieldTarget(Keyspace keyspace, UserType type, UserType.Field field) {
        return "FIELD " + CqlNames.qualifiedType(keyspace, type.name()) + "."
                + field.name().asCql();
    }

    private static String comment(String on, String comment) {
        return comment(on, Optional.of(comment));
    }

    /** Cassandra 6.0's COMMENT ON statement: the text, or {@code IS NULL} to remove the comment. */
    static String comment(String on, Optional<String> comment) {
        return new ScriptBuilder()
                .append("COMMENT ON ")
                .append(on)
                .append(" IS ")
                .append(comment.map(CqlTerms::text).orElse("NULL"))
                .endStatement()
                .build();
    }

    public String createIndex(Keyspace keyspace, Index index) {
        boolean custom = index.kind() == IndexKind.CUSTOM || index.kind() == IndexKind.SASI;
        ScriptBuilder script = new ScriptBuilder()
                .append(custom ? "CREATE CUSTOM INDEX " : "CREATE INDEX ")
                .append(index.name().asCql())
                .append(" ON ")
                .append(CqlNames.qualified(keyspace, index.table()))
                .append(index.targets().stream().map(CqlTerms::target).collect(Collectors.joining(", ", " (", ")")));
        index.usingClass().ifPresent(c -> script.append(" USING ").append(CqlTerms.text(c)));
        if (!index.options().isEmpty()) {
            script.append(" WITH OPTIONS = ").append(CqlTerms.stringMap(index.options()));
        }
        return script.endStatement().build();
    }

    public String createView(Keyspace keyspace, MaterializedView view) {
        String selected = view.selectsAll() ? "*" : CqlNames.list(view.selected());
        ScriptBuilder script = new ScriptBuilder()
                .append("CREATE MATERIALIZED VIEW ")
                .append(CqlNames.qualified(keyspace, view.name()))
                .append(" AS")
                .newLine()
                .indent()
                .append("SELECT " + selected + " FROM " + CqlNames.qualified(keyspace, view.baseTable()))
                .newLine()
                .append("WHERE " + view.where())
                .newLine()
                .append(CqlTerms.primaryKey(
                        view.partitionKey(),
                        view.clustering().stream()
                                .map(MaterializedView.ClusteringKey::column)
                                .toList()));
        List<String> clauses = new ArrayList<>();
        if (!view.clustering().isEmpty()) {
            clauses.add(view.clustering().stream()
                    .map(c -> c.column().asCql() + " " + c.order().name())
                    .collect(Collectors.joining(", ", "CLUSTERING ORDER BY (", ")")));
        }
        clauses.addAll(CqlTerms.assignments(view.options().values()));
        if (!clauses.isEmpty()) {
            script.newLine().withClauses(clauses);
        }
        return script.unindent().endStatement().build();
    }

    private static String replicationValue(String key, String value) {
        return !key.equals("class") && value.matches("[0-9]+") ? value : CqlTerms.text(value);
    }
}
