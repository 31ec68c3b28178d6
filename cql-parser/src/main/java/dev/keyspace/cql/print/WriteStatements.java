package dev.keyspace.cql.print;

import dev.keyspace.cql.dml.Assignment;
import dev.keyspace.cql.dml.Delete;
import dev.keyspace.cql.dml.Insert;
import dev.keyspace.cql.dml.Modification;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.dml.Value;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.analysis.writes.QueryRead;
import dev.keyspace.model.analysis.writes.WriteStatement;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;

/**
 * The statements of write paths (INSERT, UPDATE, DELETE) and of query reads (SELECT) as DML values and, through
 * {@link DmlWriter}, as CQL, one marker per bound value.
 */
public final class WriteStatements {

    private WriteStatements() {}

    public static String cql(WriteStatement statement) {
        return DmlWriter.cql(modification(statement));
    }

    /** {@code SELECT columns FROM table WHERE a = ? AND r >= ? AND r <= ?} ({@code s CONTAINS ?} for a collection). */
    public static String cql(QueryRead read) {
        return DmlWriter.cql(select(read));
    }

    public static Modification modification(WriteStatement statement) {
        TableName table = TableName.of(statement.keyspace(), statement.table());
        if (statement instanceof WriteStatement.Insert insert) {
            return Insert.markers(table, insert.columns());
        }
        if (statement instanceof WriteStatement.Update update) {
            return dev.keyspace.cql.dml.Update.of(
                    table, update.set().stream().map(Assignment::marker).toList(), equalities(update.where()));
        }
        WriteStatement.Delete delete = (WriteStatement.Delete) statement;
        return Delete.of(delete.columns(), table, equalities(delete.where()));
    }

    public static Select select(QueryRead read) {
        List<Relation> where = new ArrayList<>();
        read.equal()
                .forEach(c ->
                        where.add(Relation.of(c.name(), AccessPatternQueries.equalityOperator(c), Value.marker())));
        read.range().forEach(c -> {
            where.add(Relation.of(c.name(), Operator.GTE, Value.marker()));
            where.add(Relation.of(c.name(), Operator.LTE, Value.marker()));
        });
        List<Selection> columns = read.holder().table().columns().stream()
                .map(Column::name)
                .map(Selection::column)
                .toList();
        TableName table = TableName.of(
                read.holder().keyspace().name(), read.holder().table().name());
        return Select.from(table).withSelection(columns).withWhere(where);
    }

    private static List<Relation> equalities(List<Identifier> columns) {
        return columns.stream().map(Relation::equalsMarker).toList();
    }
}
