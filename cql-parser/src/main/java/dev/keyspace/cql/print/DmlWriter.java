package dev.keyspace.cql.print;

import dev.keyspace.cql.dml.Assignment;
import dev.keyspace.cql.dml.Batch;
import dev.keyspace.cql.dml.Delete;
import dev.keyspace.cql.dml.DmlStatement;
import dev.keyspace.cql.dml.Insert;
import dev.keyspace.cql.dml.Modification;
import dev.keyspace.cql.dml.Ordering;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.dml.Truncate;
import dev.keyspace.cql.dml.Update;
import dev.keyspace.cql.dml.Using;
import dev.keyspace.cql.dml.Value;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The printer of SELECT, INSERT, UPDATE, DELETE, BATCH and TRUNCATE, beside {@code CqlWriter}'s CREATE and
 * {@code CqlChangeWriter}'s ALTER and DROP: one statement on one line (a batch one statement a line), with no
 * semicolon, every name as {@link Identifier#asCql} quotes it and every string doubled as {@link CqlTerms#text} does.
 */
public final class DmlWriter {

    private DmlWriter() {}

    public static String cql(DmlStatement statement) {
        if (statement instanceof Select select) {
            return select(select);
        }
        if (statement instanceof Modification modification) {
            return modification(modification);
        }
        if (statement instanceof Batch batch) {
            return batch(batch);
        }
        return "TRUNCATE " + table(((Truncate) statement).table());
    }

    private static String select(Select select) {
        StringBuilder cql = new StringBuilder("SELECT ");
        if (select.distinct()) {
            cql.append("DISTINCT ");
        }
        cql.append(select.selection().isEmpty() ? "*" : join(select.selection(), DmlWriter::selection, ", "));
        cql.append(" FROM ").append(table(select.table()));
        where(cql, select.where());
        if (!select.groupBy().isEmpty()) {
            cql.append(" GROUP BY ").append(CqlNames.list(select.groupBy()));
        }
        if (!select.orderBy().isEmpty()) {
            cql.append(" ORDER BY ").append(join(select.orderBy(), DmlWriter::ordering, ", "));
        }
        select.perPartitionLimit()
                .ifPresent(n -> cql.append(" PER PARTITION LIMIT ").append(n));
        select.limit().ifPresent(n -> cql.append(" LIMIT ").append(n));
        if (select.allowFiltering()) {
            cql.append(" ALLOW FILTERING");
        }
        return cql.toString();
    }

    private static String modification(Modification modification) {
        if (modification instanceof Insert insert) {
            return insert(insert);
        }
        if (modification instanceof Update update) {
            return update(update);
        }
        return delete((Delete) modification);
    }

    private static String insert(Insert insert) {
        StringBuilder cql = new StringBuilder("INSERT INTO ")
                .append(table(insert.table()))
                .append(" (")
                .append(CqlNames.list(insert.columns()))
                .append(") VALUES (")
                .append(join(insert.values(), DmlWriter::value, ", "))
                .append(')');
        if (insert.ifNotExists()) {
            cql.append(" IF NOT EXISTS");
        }
        return cql.append(using(insert.using())).toString();
    }

    private static String update(Update update) {
        StringBuilder cql = new StringBuilder("UPDATE ")
                .append(table(update.table()))
                .append(using(update.using()))
                .append(" SET ")
                .append(join(update.set(), DmlWriter::assignment, ", "));
        where(cql, update.where());
        if (update.ifExists()) {
            cql.append(" IF EXISTS");
        }
        return cql.toString();
    }

    private static String delete(Delete delete) {
        StringBuilder cql = new StringBuilder("DELETE ");
        if (!delete.columns().isEmpty()) {
            cql.append(CqlNames.list(delete.columns())).append(' ');
        }
        cql.append("FROM ").append(table(delete.table()));
        delete.timestamp().ifPresent(t -> cql.append(" USING TIMESTAMP ").append(value(t)));
        where(cql, delete.where());
        if (delete.ifExists()) {
            cql.append(" IF EXISTS");
        }
        return cql.toString();
    }

    private static String batch(Batch batch) {
        StringBuilder cql = new StringBuilder("BEGIN ");
        if (batch.kind() != Batch.Kind.LOGGED) {
            cql.append(batch.kind().name()).append(' ');
        }
        cql.append("BATCH");
        batch.timestamp().ifPresent(t -> cql.append(" USING TIMESTAMP ").append(value(t)));
        batch.statements()
                .forEach(s -> cql.append("\n  ").append(modification(s)).append(';'));
        return cql.append("\nAPPLY BATCH").toString();
    }

    private static String table(TableName name) {
        return Identifier.qualified(name.keyspace(), name.table());
    }

    private static void where(StringBuilder cql, List<Relation> relations) {
        if (!relations.isEmpty()) {
            cql.append(" WHERE ").append(join(relations, DmlWriter::relation, " AND "));
        }
    }

    private static String using(Using using) {
        List<String> parts = new ArrayList<>();
        using.ttl().ifPresent(t -> parts.add("TTL " + value(t)));
        using.timestamp().ifPresent(t -> parts.add("TIMESTAMP " + value(t)));
        return parts.isEmpty() ? "" : " USING " + String.join(" AND ", parts);
    }

    private static String selection(Selection selection) {
        if (selection instanceof Selection.Column column) {
            return column.name().asCql();
        }
        if (selection instanceof Selection.Call call) {
            return call.function().asCql() + "(" + join(call.arguments(), DmlWriter::selection, ", ") + ")";
        }
        return "COUNT(*)";
    }

    private static String ordering(Ordering ordering) {
        return ordering.column().asCql() + " " + ordering.direction().name();
    }

    private static String assignment(Assignment assignment) {
        String column = assignment.column().asCql();
        if (assignment instanceof Assignment.AddTo add) {
            return column + " = " + column + " + " + value(add.value());
        }
        return column + " = " + value(((Assignment.SetTo) assignment).value());
    }

    private static String relation(Relation relation) {
        return left(relation.left()) + " " + relation.operator().cql() + " " + value(relation.value());
    }

    private static String left(Relation.Left left) {
        if (left instanceof Relation.Left.Column column) {
            return column.name().asCql();
        }
        if (left instanceof Relation.Left.MapEntry entry) {
            return entry.map().asCql() + "[" + value(entry.key()) + "]";
        }
        if (left instanceof Relation.Left.Columns columns) {
            return "(" + CqlNames.list(columns.names()) + ")";
        }
        return "token(" + CqlNames.list(((Relation.Left.Token) left).names()) + ")";
    }

    static String value(Value value) {
        if (value instanceof Value.Marker) {
            return "?";
        }
        if (value instanceof Value.Text text) {
            return CqlTerms.text(text.value());
        }
        if (value instanceof Value.Constant constant) {
            return constant.cql();
        }
        if (value instanceof Value.Null) {
            return "NULL";
        }
        if (value instanceof Value.Tuple tuple) {
            return "(" + join(tuple.elements(), DmlWriter::value, ", ") + ")";
        }
        return ((Value.Verbatim) value).cql();
    }

    private static <T> String join(List<T> items, java.util.function.Function<T, String> print, String separator) {
        return items.stream().map(print).collect(Collectors.joining(separator));
    }
}
