package dev.keyspace.cql.print;

import dev.keyspace.model.analysis.writes.WriteStatement;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.stream.Collectors;

/** The INSERT, UPDATE and DELETE statements of write paths as CQL, one marker per bound column. */
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
