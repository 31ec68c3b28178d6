package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Cassandra's checks on DISTINCT, GROUP BY and ORDER BY, made once the WHERE clause is read. */
final class ClauseChecks {

    private static final Set<String> SIMILARITY_FUNCTIONS =
            Set.of("similarity_cosine", "similarity_euclidean", "similarity_dot_product");

    private ClauseChecks() {}

    static void distinct(SelectQuery query, Table table, WhereAnalysis where, List<Column> requested) {
        if (!query.perPartitionLimit().isEmpty()) {
            throw InvalidQuery.of(CassandraQueryMessages.PER_PARTITION_LIMIT_DISTINCT);
        }
        boolean onlyStaticOthers = where.others.columns().stream().allMatch(c -> c.kind() == ColumnKind.STATIC);
        if (!where.clustering.isEmpty() || !onlyStaticOthers) {
            throw InvalidQuery.of(CassandraQueryMessages.DISTINCT_WHERE);
        }
        for (Column column : requested) {
            if (column.kind() != ColumnKind.PARTITION_KEY && column.kind() != ColumnKind.STATIC) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.DISTINCT_COLUMNS, column.name().internal());
            }
        }
        if (!where.keyRange) {
            return;
        }
        for (Column key : table.partitionKey()) {
            if (!requested.contains(key)) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.DISTINCT_MISSING_KEY, key.name().internal());
            }
        }
    }

    static void groupBy(SelectQuery query, Table table, WhereAnalysis where, RelationReader reader) {
        if (query.groupBy().isEmpty()) {
            return;
        }
        Iterator<Column> keyColumns = table.primaryKey().iterator();
        int clusteringPrefix = 0;
        for (Identifier name : query.groupBy()) {
            Column column = reader.column(name);
            if (!column.isPrimaryKey()) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.GROUP_BY_NOT_KEY, column.name().internal());
            }
            while (true) {
                if (!keyColumns.hasNext()) {
                    throw InvalidQuery.of(CassandraQueryMessages.GROUP_BY_ORDER);
                }
                Column keyColumn = keyColumns.next();
                if (keyColumn.kind() == ColumnKind.CLUSTERING) {
                    clusteringPrefix++;
                }
                if (keyColumn.equals(column)) {
                    break;
                }
                if (!isRestrictedByEq(where, keyColumn)) {
                    throw InvalidQuery.of(CassandraQueryMessages.GROUP_BY_ORDER);
                }
            }
        }
        if (keyColumns.hasNext() && keyColumns.next().kind() == ColumnKind.PARTITION_KEY) {
            throw InvalidQuery.of(CassandraQueryMessages.GROUP_BY_PARTIAL_KEY);
        }
        if (clusteringPrefix > 0 && query.distinct()) {
            throw InvalidQuery.of(CassandraQueryMessages.GROUP_BY_DISTINCT);
        }
    }

    static void orderBy(SelectQuery query, Table table, WhereAnalysis where, RelationReader reader) {
        if (query.orderBy().isEmpty() || query.orderBy().get(0) instanceof OrderingItem.Ann) {
            return;
        }
        if (where.usesIndex) {
            throw InvalidQuery.of(CassandraQueryMessages.ORDER_BY_INDEX);
        }
        if (where.keyRange) {
            throw InvalidQuery.of(CassandraQueryMessages.ORDER_BY_KEY_RANGE);
        }
        List<Column> clustering = table.clustering();
        Boolean[] reversed = new Boolean[clustering.size()];
        // Cassandra keeps the orderings in a map: a column named twice keeps its first place and last direction
        Map<Column, ClusteringOrder> orderings = new LinkedHashMap<>();
        query.orderBy().forEach(item -> orderings.put(reader.column(item.column()), item.direction()));
        int i = 0;
        for (Map.Entry<Column, ClusteringOrder> ordering : orderings.entrySet()) {
            Column column = ordering.getKey();
            if (column.kind() != ColumnKind.CLUSTERING) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.ORDER_BY_NOT_CLUSTERING,
                        column.name().internal());
            }
            while (i != column.position()) {
                if (i >= clustering.size()) {
                    // a column ordered after a later one walks Cassandra's loop off the end: a server error
                    throw InvalidQuery.of(CassandraQueryMessages.ORDER_BY_PAST_END, i, clustering.size());
                }
                if (!where.clustering.isRestrictedByEq(clustering.get(i++))) {
                    throw InvalidQuery.of(CassandraQueryMessages.ORDER_BY_ORDER);
                }
            }
            i++;
            reversed[column.position()] = ordering.getValue() != column.order();
        }
        Boolean direction = null;
        for (Boolean b : reversed) {
            if (b == null) {
                continue;
            }
            if (direction == null) {
                direction = b;
            } else if (!direction.equals(b)) {
                throw InvalidQuery.of(CassandraQueryMessages.ORDER_BY_MIXED);
            }
        }
    }

    /** A tuple relation used as a row filter: only equality and IN on a single column can filter. */
    static void multiColumnFilter(Restriction restriction) {
        if (restriction.isSlice()) {
            throw InvalidQuery.of(CassandraQueryMessages.MULTI_SLICE_FILTERING);
        }
        if (restriction.kind == Restriction.Kind.IN && restriction.columns.size() > 1) {
            throw InvalidQuery.of(CassandraQueryMessages.MULTI_IN_FILTERING);
        }
    }

    /** Cassandra's check on similarity_cosine / _euclidean / _dot_product: both vectors of one dimension. */
    static void vectorFunctions(Selector selector, RelationReader reader) {
        if (!(selector instanceof Selector.FunctionCall call)) {
            return;
        }
        call.arguments().forEach(argument -> vectorFunctions(argument, reader));
        if (!SIMILARITY_FUNCTIONS.contains(call.name())) {
            return;
        }
        Set<Integer> dimensions = new HashSet<>();
        for (Selector argument : call.arguments()) {
            if (argument instanceof Selector.ColumnRef ref
                    && reader.column(ref.column()).type() instanceof CqlType.VectorType vector) {
                dimensions.add(vector.dimension());
            } else if (argument instanceof Selector.Value value && value.elements() > 0) {
                dimensions.add(value.elements());
            }
        }
        if (dimensions.size() > 1) {
            throw InvalidQuery.of(CassandraQueryMessages.VECTOR_DIMENSIONS);
        }
    }

    /**
     * The columns a selection reads, in Cassandra's order; every column for {@code *}. An unknown column is left
     * out: Cassandra refuses it when it prepares that selector (SelectionChecks).
     */
    static List<Column> requestedColumns(SelectQuery query, Table table, RelationReader reader) {
        if (query.selectsAll()) {
            List<Column> all = new ArrayList<>(table.primaryKey());
            table.columns().stream().filter(c -> !c.isPrimaryKey()).forEach(all::add);
            return all;
        }
        // each column once: a table gives one instance per name, so the instances are compared, not hashed (a
        // column's record hash walks its type, and this runs for every query of a check)
        List<Column> columns = new ArrayList<>();
        for (Selector selector : query.selectors()) {
            if (selector instanceof Selector.ColumnRef ref) {
                // most selectors name one column: no stream of one name for each
                table.column(ref.column()).ifPresent(column -> addOnce(columns, column));
            } else {
                selector.columns().forEach(name -> table.column(name).ifPresent(column -> addOnce(columns, column)));
            }
        }
        return List.copyOf(columns);
    }

    /** Adds {@code column} unless that very instance is in {@code columns} already. */
    static void addOnce(List<Column> columns, Column column) {
        for (Column c : columns) {
            if (c == column) {
                return;
            }
        }
        columns.add(column);
    }

    private static boolean isRestrictedByEq(WhereAnalysis where, Column column) {
        RestrictionSet set = column.kind() == ColumnKind.PARTITION_KEY ? where.partition : where.clustering;
        return set.isRestrictedByEq(column);
    }
}
