package dev.keyspace.cql.print;

import dev.keyspace.model.analysis.writes.QueryRead;
import dev.keyspace.model.analysis.writes.WriteStatement;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The statements of write paths (INSERT, UPDATE, DELETE) and of query reads (SELECT) as CQL, one marker per bound
 * value.
 */
public final class WriteStatements {

    private WriteStatements() {}

    public static String cql(WriteStatement statement) {
        if (statement instanceof WriteStatement.Insert insert) {
            return "INSERT INTO " + table(insert) + " (" + CqlNames.list(insert.columns()) + ") VALUES ("
                    + markers(insert.columns().size()) + ")";
        }
        if (statement instanceof WriteStatement.Update update) {
            return "UPDATE " + table(update) + " SET " + equalities(update.set(), ", ") + " WHERE "
                    + equalities(update.where(), " AND ");
        }
        WriteStatement.Delete delete = (WriteStatement.Delete) statement;
        String columns = delete.columns().isEmpty() ? "" : CqlNames.list(delete.columns()) + " ";
        return "DELETE " + columns + "FROM " + table(delete) + " WHERE " + equalities(delete.where(), " AND ");
    }

    /** {@code SELECT columns FROM table WHERE a = ? AND r >= ? AND r <= ?}. */
    public static String cql(QueryRead read) {
        List<String> where = new ArrayList<>();
        read.equal().forEach(c -> where.add(c.name().asCql() + " = ?"));
        read.range().forEach(c -> {
            where.add(c.name().asCql() + " >= ?");
            where.add(c.name().asCql() + " <= ?");
        });
        List<Identifier> columns =
                read.holder().table().columns().stream().map(Column::name).toList();
        String select = "SELECT " + CqlNames.list(columns) + " FROM "
                + CqlNames.qualified(
                        read.holder().keyspace(), read.holder().table().name());
        return where.isEmpty() ? select : select + " WHERE " + String.join(" AND ", where);
    }

    private static String table(WriteStatement statement) {
        return statement.keyspace().asCql() + "." + statement.table().asCql();
    }

    private static String markers(int count) {
        return String.join(", ", java.util.Collections.nCopies(count, "?"));
    }

    private static String equalities(List<Identifier> columns, String separator) {
        return columns.stream().map(c -> c.asCql() + " = ?").collect(Collectors.joining(separator));
    }
}
