package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A SELECT statement in structured form, as the query validator reads it: the table, the selection (empty
 * for {@code *}), DISTINCT and JSON, the WHERE relations in the order written, GROUP BY, ORDER BY, PER
 * PARTITION LIMIT, LIMIT and ALLOW FILTERING. The {@code with...} methods build a query step by step.
 */
public record SelectQuery(
        Identifier table,
        boolean distinct,
        boolean json,
        List<Selector> selectors,
        List<Relation> where,
        List<Identifier> groupBy,
        List<OrderingItem> orderBy,
        OptionalInt perPartitionLimit,
        OptionalInt limit,
        boolean allowFiltering) {

    public SelectQuery {
        Objects.requireNonNull(table, "table");
        selectors = List.copyOf(selectors);
        where = List.copyOf(where);
        groupBy = List.copyOf(groupBy);
        orderBy = List.copyOf(orderBy);
        Objects.requireNonNull(perPartitionLimit, "perPartitionLimit");
        Objects.requireNonNull(limit, "limit");
    }

    /** {@code SELECT * FROM table}. */
    public static SelectQuery from(String table) {
        return new SelectQuery(
                Identifier.of(table),
                false,
                false,
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                OptionalInt.empty(),
                OptionalInt.empty(),
                false);
    }

    public boolean selectsAll() {
        return selectors.isEmpty();
    }

    public SelectQuery select(Selector... newSelectors) {
        return new SelectQuery(
                table,
                distinct,
                json,
                Arrays.asList(newSelectors),
                where,
                groupBy,
                orderBy,
                perPartitionLimit,
                limit,
                allowFiltering);
    }

    public SelectQuery select(String... columns) {
        return select(Arrays.stream(columns).map(Selector::column).toArray(Selector[]::new));
    }

    public SelectQuery distinct(boolean isDistinct) {
        return new SelectQuery(
                table, isDistinct, json, selectors, where, groupBy, orderBy, perPartitionLimit, limit, allowFiltering);
    }

    public SelectQuery json(boolean isJson) {
        return new SelectQuery(
                table, distinct, isJson, selectors, where, groupBy, orderBy, perPartitionLimit, limit, allowFiltering);
    }

    /** Appends relations to the WHERE clause. */
    public SelectQuery where(Relation... relations) {
        List<Relation> all = new ArrayList<>(where);
        all.addAll(Arrays.asList(relations));
        return new SelectQuery(
                table, distinct, json, selectors, all, groupBy, orderBy, perPartitionLimit, limit, allowFiltering);
    }

    public SelectQuery groupBy(String... columns) {
        return new SelectQuery(
                table,
                distinct,
                json,
                selectors,
                where,
                Arrays.stream(columns).map(Identifier::of).toList(),
                orderBy,
                perPartitionLimit,
                limit,
                allowFiltering);
    }

    public SelectQuery orderBy(OrderingItem... items) {
        return new SelectQuery(
                table,
                distinct,
                json,
                selectors,
                where,
                groupBy,
                Arrays.asList(items),
                perPartitionLimit,
                limit,
                allowFiltering);
    }

    public SelectQuery perPartitionLimit(int rows) {
        return new SelectQuery(
                table, distinct, json, selectors, where, groupBy, orderBy, OptionalInt.of(rows), limit, allowFiltering);
    }

    public SelectQuery limit(int rows) {
        return new SelectQuery(
                table,
                distinct,
                json,
                selectors,
                where,
                groupBy,
                orderBy,
                perPartitionLimit,
                OptionalInt.of(rows),
                allowFiltering);
    }

    public SelectQuery allowFiltering(boolean allow) {
        return new SelectQuery(
                table, distinct, json, selectors, where, groupBy, orderBy, perPartitionLimit, limit, allow);
    }
}
