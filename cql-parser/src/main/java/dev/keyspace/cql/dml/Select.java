package dev.keyspace.cql.dml;

import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * {@code SELECT [DISTINCT] selection FROM table [WHERE ...] [GROUP BY ...] [ORDER BY ...] [PER PARTITION LIMIT n]
 * [LIMIT n] [ALLOW FILTERING]}; an empty selection is {@code *}. The {@code with...} methods build one step by
 * step.
 */
public record Select(
        boolean distinct,
        List<Selection> selection,
        TableName table,
        List<Relation> where,
        List<Identifier> groupBy,
        List<Ordering> orderBy,
        OptionalInt perPartitionLimit,
        OptionalInt limit,
        boolean allowFiltering)
        implements DmlStatement {

    public Select {
        selection = List.copyOf(selection);
        Objects.requireNonNull(table, "table");
        where = List.copyOf(where);
        groupBy = List.copyOf(groupBy);
        orderBy = List.copyOf(orderBy);
        Objects.requireNonNull(perPartitionLimit, "perPartitionLimit");
        Objects.requireNonNull(limit, "limit");
    }

    /** {@code SELECT * FROM table} */
    public static Select from(TableName table) {
        return new Select(
                false,
                List.of(),
                table,
                List.of(),
                List.of(),
                List.of(),
                OptionalInt.empty(),
                OptionalInt.empty(),
                false);
    }

    /**
     * The SELECT the reader read, on {@code table}: its selected columns (each once, in the order first read; all when
     * it selects all), WHERE and ALLOW FILTERING.
     */
    public static Select columnsOf(TableName table, SelectQuery query) {
        List<Selection> columns = query.selectors().stream()
                .flatMap(dev.keyspace.model.analysis.restrictions.Selector::columns)
                .distinct()
                .map(Selection::column)
                .toList();
        return from(table)
                .withSelection(columns)
                .withWhere(query.where().stream().map(Relation::of).toList())
                .withAllowFiltering(query.allowFiltering());
    }

    public Select withSelection(List<Selection> newSelection) {
        return new Select(
                distinct, newSelection, table, where, groupBy, orderBy, perPartitionLimit, limit, allowFiltering);
    }

    public Select withDistinct(boolean isDistinct) {
        return new Select(
                isDistinct, selection, table, where, groupBy, orderBy, perPartitionLimit, limit, allowFiltering);
    }

    public Select withWhere(List<Relation> newWhere) {
        return new Select(
                distinct, selection, table, newWhere, groupBy, orderBy, perPartitionLimit, limit, allowFiltering);
    }

    public Select withGroupBy(List<Identifier> columns) {
        return new Select(
                distinct, selection, table, where, columns, orderBy, perPartitionLimit, limit, allowFiltering);
    }

    public Select withOrderBy(List<Ordering> orderings) {
        return new Select(
                distinct, selection, table, where, groupBy, orderings, perPartitionLimit, limit, allowFiltering);
    }

    public Select withPerPartitionLimit(int rows) {
        return new Select(
                distinct, selection, table, where, groupBy, orderBy, OptionalInt.of(rows), limit, allowFiltering);
    }

    public Select withLimit(int rows) {
        return new Select(
                distinct,
                selection,
                table,
                where,
                groupBy,
                orderBy,
                perPartitionLimit,
                OptionalInt.of(rows),
                allowFiltering);
    }

    public Select withAllowFiltering(boolean allow) {
        return new Select(distinct, selection, table, where, groupBy, orderBy, perPartitionLimit, limit, allow);
    }
}
