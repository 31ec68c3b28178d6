package dev.keyspace.cql;

import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The ALTER and DROP statements that change a live schema into a project's, with the same names, types and
 * literals as the CREATE statements of {@link CqlWriter}. Each statement is one line ending in a semicolon,
 * except ALTER KEYSPACE, which is laid out as CREATE KEYSPACE is.
 */
public final class CqlChangeWriter {

    public String alterKeyspace(Keyspace keyspace) {
        return new ScriptBuilder()
                .append("ALTER KEYSPACE ")
                .append(keyspace.name().asCql())
                .withClauses(CqlWriter.keyspaceClauses(keyspace))
                .endStatement()
                .build();
    }

    public String addColumn(Keyspace keyspace, Identifier table, Column column) {
        return alterTable(keyspace, table, " ADD " + CqlTerms.columnDefinition(column));
    }

    public String dropColumn(Keyspace keyspace, Identifier table, Identifier column) {
        return alterTable(keyspace, table, " DROP " + column.asCql());
    }

    public String renameColumn(Keyspace keyspace, Identifier table, Identifier from, Identifier to) {
        return alterTable(keyspace, table, " RENAME " + from.asCql() + " TO " + to.asCql());
    }

    /** Sets the column's mask as the project has it, or drops the live one when the project has none. */
    public String alterMask(Keyspace keyspace, Identifier table, Column column) {
        String change =
                column.mask().map(m -> "MASKED WITH " + CqlTerms.mask(m)).orElse("DROP MASKED");
        return alterTable(keyspace, table, " ALTER " + column.name().asCql() + " " + change);
    }

    /**
     * Cassandra 6.0's ALTER TABLE ... ALTER column CHECK: the column's constraints as the project has them (they
     * replace the live ones whole), or DROP CHECK when it has none.
     */
    public String alterConstraints(Keyspace keyspace, Identifier table, Column column) {
        String change = column.constraints().isEmpty() ? "DROP CHECK" : CqlTerms.check(column);
        return alterTable(keyspace, table, " ALTER " + column.name().asCql() + " " + change);
    }

    /** Cassandra 6.0's COMMENT ON COLUMN with the project's comment, or IS NULL when it has none. */
    public String commentOnColumn(Keyspace keyspace, Identifier table, Column column) {
        return CqlWriter.comment(
                "COLUMN " + CqlNames.qualified(keyspace, table) + "."
                        + column.name().asCql(),
                column.comment());
    }

    /** Cassandra 6.0's COMMENT ON KEYSPACE with the project's comment, or IS NULL when it has none. */
    public String commentOnKeyspace(Keyspace keyspace) {
        return CqlWriter.comment("KEYSPACE " + keyspace.name().asCql(), keyspace.comment());
    }

    /** Cassandra 6.0's COMMENT ON TYPE with the project's comment, or IS NULL when it has none. */
    public String commentOnType(Keyspace keyspace, UserType type) {
        return CqlWriter.comment(CqlWriter.typeTarget(keyspace, type), type.comment());
    }

    /** Cassandra 6.0's COMMENT ON FIELD with the project's comment, or IS NULL when it has none. */
    public String commentOnField(Keyspace keyspace, UserType type, UserType.Field field) {
        return CqlWriter.comment(CqlWriter.fieldTarget(keyspace, type, field), field.comment());
    }

    public String alterTableOptions(Keyspace keyspace, Identifier table, Map<String, OptionValue> options) {
        return alterOptions("ALTER TABLE " + CqlNames.qualified(keyspace, table), options);
    }

    public String alterViewOptions(Keyspace keyspace, Identifier view, Map<String, OptionValue> options) {
        return alterOptions("ALTER MATERIALIZED VIEW " + CqlNames.qualified(keyspace, view), options);
    }

    public String addField(Keyspace keyspace, UserType type, UserType.Field field) {
        return alterType(
                keyspace,
                type,
                " ADD " + field.name().asCql() + " " + field.type().asCql());
    }

    public String renameField(Keyspace keyspace, UserType type, Identifier from, Identifier to) {
        return alterType(keyspace, type, " RENAME " + from.asCql() + " TO " + to.asCql());
    }

    /** The function as the project has it, over the live one with the same signature. */
    public String replaceFunction(Keyspace keyspace, UserFunction function) {
        return CqlWriter.function("CREATE OR REPLACE FUNCTION ", keyspace, function);
    }

    public String replaceAggregate(Keyspace keyspace, UserAggregate aggregate) {
        return CqlWriter.aggregate("CREATE OR REPLACE AGGREGATE ", keyspace, aggregate);
    }

    public String dropFunction(Keyspace keyspace, UserFunction function) {
        return statement(
                "DROP FUNCTION " + CqlNames.qualified(keyspace, function.name()),
                argumentTypes(function.argumentTypes()));
    }

    public String dropAggregate(Keyspace keyspace, UserAggregate aggregate) {
        return statement(
                "DROP AGGREGATE " + CqlNames.qualified(keyspace, aggregate.name()),
                argumentTypes(aggregate.argumentTypes()));
    }

    private static String argumentTypes(List<CqlType> types) {
        return types.stream().map(CqlType::asCql).collect(Collectors.joining(", ", "(", ")"));
    }

    /** {@code DROP KEYSPACE IF EXISTS keyspace;}: {@code ksd prove} clears its scratch keyspace with it. */
    public String dropKeyspaceIfExists(Identifier keyspace) {
        return statement("DROP KEYSPACE IF EXISTS " + keyspace.asCql(), "");
    }

    /**
     * {@code ALTER KEYSPACE keyspace WITH replication = {...};} on one line: the replication alone, as a finding's fix
     * proposes it.
     */
    public String alterReplication(Identifier keyspace, Replication replication) {
        return new ScriptBuilder()
                .append("ALTER KEYSPACE ")
                .append(keyspace.asCql())
                .withClausesOnOneLine(List.of(CqlWriter.replicationClause(replication)))
                .append(";")
                .build();
    }

    public String dropTable(Keyspace keyspace, Identifier table) {
        return statement("DROP TABLE " + CqlNames.qualified(keyspace, table), "");
    }

    public String dropIndex(Keyspace keyspace, Identifier index) {
        return statement("DROP INDEX " + CqlNames.qualified(keyspace, index), "");
    }

    public String dropView(Keyspace keyspace, Identifier view) {
        return statement("DROP MATERIALIZED VIEW " + CqlNames.qualified(keyspace, view), "");
    }

    public String dropType(Keyspace keyspace, Identifier type) {
        return statement("DROP TYPE " + CqlNames.qualifiedType(keyspace, type), "");
    }

    private static String alterTable(Keyspace keyspace, Identifier table, String change) {
        return statement("ALTER TABLE " + CqlNames.qualified(keyspace, table), change);
    }

    private static String alterType(Keyspace keyspace, UserType type, String change) {
        return statement("ALTER TYPE " + CqlNames.qualifiedType(keyspace, type.name()), change);
    }

    private static String alterOptions(String target, Map<String, OptionValue> options) {
        return new ScriptBuilder()
                .append(target)
                .withClausesOnOneLine(CqlTerms.assignments(options))
                .append(";")
                .build();
    }

    private static String statement(String target, String change) {
        return new ScriptBuilder().append(target).append(change).append(";").build();
    }
}
