package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.validation.TargetRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The WHERE clause read as Cassandra 5.0's statement restrictions read it: restrictions on the partition key,
 * the clustering columns and the other columns, then whether the query reads a key range, uses an index,
 * and must filter. Refusals are raised in Cassandra's order, relation by relation.
 */
final class WhereAnalysis {

    final Table table;
    final RestrictionSet partition;
    final RestrictionSet clustering;
    final RestrictionSet others;
    private final List<Column> nullColumns;
    final boolean hasToken;
    boolean keyRange;
    boolean usesIndex;
    boolean filtered;
    final List<Restriction> filter = new ArrayList<>();

    private final IndexSupport indexes;
    private final boolean allowFiltering;
    private final FilteringLifts lifts;
    private Restriction token;

    WhereAnalysis(
            Table table,
            String qualifiedTable,
            List<Index> tableIndexes,
            SelectQuery query,
            boolean selectsOnlyStatic,
            TargetRules.Querying querying,
            FilteringLifts lifts) {
        this.table = table;
        this.partition = new RestrictionSet(querying);
        this.clustering = new RestrictionSet(querying);
        this.others = new RestrictionSet(querying);
        this.indexes = new IndexSupport(tableIndexes);
        this.allowFiltering = query.allowFiltering();
        this.lifts = lifts;
        RelationReader reader = new RelationReader(table, qualifiedTable, querying);
        for (Relation relation : query.where()) {
            read(reader, relation);
        }
        this.nullColumns = reader.nullColumns();
        this.hasToken = token != null;
        checkAnnOrderings(query);
        process(query, selectsOnlyStatic);
    }

    /**
     * The WHERE clause of an UPDATE or DELETE, only read: relation by relation, each first shown to {@code before}
     * (the statement's own check), then merged as Cassandra merges restrictions; no index, no filtering.
     */
    WhereAnalysis(
            Table table,
            String qualifiedTable,
            List<Relation> where,
            Consumer<Relation> before,
            TargetRules.Querying querying) {
        this.table = table;
        this.partition = new RestrictionSet(querying);
        this.clustering = new RestrictionSet(querying);
        this.others = new RestrictionSet(querying);
        this.indexes = new IndexSupport(List.of());
        this.allowFiltering = false;
        this.lifts = FilteringLifts.NONE;
        RelationReader reader = new RelationReader(table, qualifiedTable, querying);
        for (Relation relation : where) {
            before.accept(relation);
            read(reader, relation);
        }
        this.nullColumns = reader.nullColumns();
        this.hasToken = token != null;
    }

    private void read(RelationReader reader, Relation relation) {
        if (relation instanceof Relation.SingleColumn single) {
            if (single.operator() == Operator.IS_NOT) {
                throw InvalidQuery.of(CassandraQueryMessages.UNSUPPORTED_RESTRICTION, single.asCql());
            }
            Restriction restriction = reader.single(single);
            if (single.operator() == Operator.LIKE && !indexes.supports(restriction)) {
                throw InvalidQuery.of(CassandraQueryMessages.LIKE_NOT_INDEXED, single.asCql());
            }
            add(restriction);
        } else if (relation instanceof Relation.MultiColumn multi) {
            addClustering(reader.multi(multi));
        } else if (relation instanceof Relation.Token tokenRelation) {
            List<Column> columns = reader.token(tokenRelation);
            Restriction next = Restriction.of(columns, true, tokenRelation.operator(), false, 1);
            token = token == null ? next : mergeToken(token, next);
        }
    }

    private static Restriction mergeToken(Restriction existing, Restriction next) {
        String names = String.join(
                ", ", existing.columns.stream().map(c -> c.name().internal()).toList());
        if (existing.kind == Restriction.Kind.EQ) {
            throw InvalidQuery.of(CassandraQueryMessages.MORE_THAN_ONE_WITH_EQ, names);
        }
        if (next.kind != Restriction.Kind.SLICE) {
            throw InvalidQuery.of(CassandraQueryMessages.TOKEN_EQ_AND_SLICE, names);
        }
        return existing.mergeWith(next, false);
    }

    private void add(Restriction restriction) {
        ColumnKind kind = restriction.firstColumn().kind();
        if (kind == ColumnKind.PARTITION_KEY) {
            partition.add(restriction);
        } else if (kind == ColumnKind.CLUSTERING) {
            addClustering(restriction);
        } else {
            others.add(restriction);
        }
    }

    /** Cassandra's check, made as each clustering restriction arrives, that nothing follows a slice. */
    private void addClustering(Restriction restriction) {
        clustering.mergedWithExisting(restriction);
        if (!clustering.isEmpty() && (!allowFiltering || lifts.recording()) && !indexes.supports(restriction)) {
            Restriction last = clustering.last().orElseThrow();
            Column lastStart = last.firstColumn();
            Column newStart = restriction.firstColumn();
            if (last.isSlice() && newStart.position() > lastStart.position()) {
                refuseUnlessFiltering(InvalidQuery.of(
                        CassandraQueryMessages.CLUSTERING_AFTER_SLICE,
                        newStart.name().internal(),
                        lastStart.name().internal()));
            } else if (newStart.position() < lastStart.position() && restriction.isSlice()) {
                Column next = clustering.columns().stream()
                        .filter(c -> c.position() > newStart.position())
                        .min(java.util.Comparator.comparingInt(Column::position))
                        .orElse(lastStart);
                refuseUnlessFiltering(InvalidQuery.of(
                        CassandraQueryMessages.KEY_AFTER_SLICE,
                        next.name().internal(),
                        newStart.name().internal()));
            }
        }
        clustering.add(restriction);
    }

    private void checkAnnOrderings(SelectQuery query) {
        long anns = query.orderBy().stream()
                .filter(OrderingItem.Ann.class::isInstance)
                .count();
        if (anns > 1) {
            throw InvalidQuery.of(CassandraQueryMessages.ANN_MORE_THAN_ONE);
        }
        if (anns == 1 && query.orderBy().size() > 1) {
            throw InvalidQuery.of(CassandraQueryMessages.ANN_WITH_OTHER_ORDERING);
        }
        if (anns == 1 && query.orderBy().get(0).direction() == dev.keyspace.model.schema.ClusteringOrder.DESC) {
            throw InvalidQuery.of(CassandraQueryMessages.ANN_DESCENDING);
        }
    }

    private void process(SelectQuery query, boolean selectsOnlyStatic) {
        boolean clusteringIndex = clustering.inPositionOrder().stream().anyMatch(indexes::supports);
        boolean queriableIndex = clusteringIndex
                || partition.inPositionOrder().stream().anyMatch(indexes::supports)
                || others.inPositionOrder().stream().anyMatch(indexes::supports);
        Optional<OrderingItem.Ann> ann = query.orderBy().stream()
                .filter(OrderingItem.Ann.class::isInstance)
                .map(OrderingItem.Ann.class::cast)
                .findFirst();
        queriableIndex = queriableIndex || ann.isPresent();

        // with the whole partition key restricted by = or IN, a token restriction only filters those keys
        if (hasToken && (partition.isEmpty() || partitionNeedsFiltering())) {
            keyRange = true;
        }
        if (partition.isEmpty()) {
            keyRange = true;
            usesIndex = queriableIndex;
        }
        boolean partitionFiltering = partitionNeedsFiltering();
        if (partitionFiltering) {
            if (!queriableIndex) {
                requireFiltering(CassandraQueryMessages.ALLOW_FILTERING);
            }
            keyRange = true;
            usesIndex = queriableIndex;
        }
        if (usesIndex || partitionFiltering) {
            filter.addAll(partition.inPositionOrder());
        }
        if (selectsOnlyStatic && !clustering.isEmpty()) {
            throw InvalidQuery.of(CassandraQueryMessages.STATIC_ONLY_CLUSTERING);
        }
        processClustering(queriableIndex);
        if (keyRange && clusteringIndex) {
            usesIndex = true;
        }
        if (usesIndex || clusteringNeedsFiltering()) {
            filter.addAll(clustering.inPositionOrder());
        }
        ann.ifPresent(a -> checkAnn(a, partitionFiltering));
        checkVectorIndexesOnlyForAnn();
        if (!others.isEmpty()) {
            if (queriableIndex) {
                usesIndex = true;
            } else {
                requireFiltering(CassandraQueryMessages.ALLOW_FILTERING);
            }
            filter.addAll(others.inPositionOrder());
        }
        if (usesIndex && partition.has(Restriction.Kind.IN)) {
            throw InvalidQuery.of(CassandraQueryMessages.INDEX_WITH_IN);
        }
    }

    private boolean partitionNeedsFiltering() {
        return !partition.isEmpty()
                && (partition.columnCount() < table.partitionKey().size()
                        || partition.has(Restriction.Kind.SLICE)
                        || partition.has(Restriction.Kind.CONTAINS));
    }

    private void processClustering(boolean queriableIndex) {
        if (clustering.has(Restriction.Kind.CONTAINS) && !queriableIndex) {
            refuseUnlessFiltering(InvalidQuery.of(CassandraQueryMessages.CONTAINS_ON_CLUSTERING));
        }
        if (clustering.isEmpty() || !clusteringNeedsFiltering()) {
            return;
        }
        if (queriableIndex) {
            usesIndex = true;
            return;
        }
        if (!allowFiltering || lifts.recording()) {
            List<Column> declared = table.clustering();
            List<Column> restricted = clustering.columns().stream()
                    .sorted(java.util.Comparator.comparingInt(Column::position))
                    .toList();
            for (int i = 0; i < restricted.size(); i++) {
                if (!declared.get(i).equals(restricted.get(i))) {
                    refuseUnlessFiltering(InvalidQuery.of(
                            CassandraQueryMessages.PRECEDING_NOT_RESTRICTED,
                            restricted.get(i).name().internal(),
                            declared.get(i).name().internal()));
                    break;
                }
            }
        }
        filtered = true;
    }

    /**
     * The clustering restrictions that become row filters when the query runs: those outside the slice
     * prefix and those an index supports, once the clustering restrictions are filtered at all.
     */
    List<Restriction> clusteringRowFilters() {
        if (!usesIndex && !clusteringNeedsFiltering()) {
            return List.of();
        }
        List<Restriction> filtered = filteredClustering();
        return clustering.inPositionOrder().stream()
                .filter(r -> filtered.contains(r) || indexes.supports(r))
                .toList();
    }

    /**
     * The refusal of the first NULL value, as the query runs: the keys are built first ("Invalid null value
     * in condition"), then the row filter ("Unsupported null value"), which holds every non-key column and
     * the key columns that are filtered rather than read by key.
     */
    Optional<String> nullValueRefusal() {
        List<Restriction> rowFilters = clusteringRowFilters();
        boolean partitionFiltered =
                filter.stream().anyMatch(r -> r.firstColumn().kind() == ColumnKind.PARTITION_KEY);
        Optional<String> fromKeys = Optional.empty();
        Optional<String> fromFilter = Optional.empty();
        for (Column column : nullColumns) {
            boolean filtered =
                    switch (column.kind()) {
                        case PARTITION_KEY -> partitionFiltered;
                        case CLUSTERING -> rowFilters.stream().anyMatch(r -> r.columns.contains(column));
                        default -> true;
                    };
            String name = column.name().internal();
            if (filtered && fromFilter.isEmpty()) {
                fromFilter = Optional.of(String.format(CassandraQueryMessages.NULL_FILTER_VALUE, name));
            } else if (!filtered && fromKeys.isEmpty()) {
                fromKeys = Optional.of(String.format(CassandraQueryMessages.NULL_VALUE, name));
            }
        }
        return fromKeys.isPresent() ? fromKeys : fromFilter;
    }

    boolean clusteringNeedsFiltering() {
        return !filteredClustering().isEmpty();
    }

    /** The clustering restrictions that do not form a prefix and must be applied as filters. */
    private List<Restriction> filteredClustering() {
        List<Restriction> filteredOnes = new ArrayList<>();
        int position = 0;
        for (Restriction restriction : clustering.inPositionOrder()) {
            if (restriction.kind == Restriction.Kind.CONTAINS
                    || restriction.kind == Restriction.Kind.LIKE
                    || restriction.firstColumn().position() != position) {
                filteredOnes.add(restriction);
            }
            if (!restriction.isSlice()) {
                position = restriction.lastColumn().position() + 1;
            }
        }
        return filteredOnes;
    }

    private void checkAnn(OrderingItem.Ann ann, boolean partitionFiltering) {
        Column column = table.column(ann.column()).orElseThrow();
        boolean saiIndexed = indexes.on(column).stream().anyMatch(i -> i.kind() == IndexKind.SAI);
        if (saiIndexed && !IndexSupport.isFloatVector(column.type())) {
            throw InvalidQuery.of(CassandraQueryMessages.ANN_NOT_FLOAT_VECTOR);
        }
        if (!saiIndexed) {
            throw InvalidQuery.of(CassandraQueryMessages.ANN_NOT_INDEXED);
        }
        if (partitionFiltering) {
            throw InvalidQuery.of(CassandraQueryMessages.ANN_UNINDEXED_RESTRICTIONS);
        }
        boolean unindexedOthers = others.inPositionOrder().stream().anyMatch(r -> !indexes.supports(r));
        boolean unindexedClustering = clusteringNeedsFiltering()
                && clustering.inPositionOrder().stream().anyMatch(r -> !indexes.supports(r));
        if (unindexedOthers || unindexedClustering) {
            throw InvalidQuery.of(CassandraQueryMessages.ANN_UNINDEXED_RESTRICTIONS);
        }
        usesIndex = true;
    }

    private void checkVectorIndexesOnlyForAnn() {
        for (Column column : others.columns()) {
            if (indexes.hasVectorIndex(column)) {
                throw InvalidQuery.of(CassandraQueryMessages.VECTOR_INDEX_ANN_ONLY);
            }
        }
    }

    private void requireFiltering(String message) {
        refuseUnlessFiltering(InvalidQuery.of(message));
        filtered = true;
    }

    /**
     * A refusal ALLOW FILTERING lifts: thrown without it; with it, noted for the verdict without it when asked
     * ({@link FilteringLifts}).
     */
    void refuseUnlessFiltering(InvalidQuery refusal) {
        if (!allowFiltering) {
            throw refusal;
        }
        lifts.lifted(refusal);
    }

    /** Cassandra's final check: rows read through a key range or an index must not need filtering. */
    boolean needsFilteringAfterIndex() {
        if (!keyRange && !usesIndex) {
            return false;
        }
        if (filter.isEmpty()) {
            return !clustering.isEmpty();
        }
        return indexes.groupServingAll(filter).isEmpty();
    }

    Optional<IndexKind> indexKind() {
        if (!usesIndex) {
            return Optional.empty();
        }
        Optional<IndexKind> group =
                indexes.groupServingAll(filter).map(g -> g.get(0).kind());
        if (group.isPresent()) {
            return group;
        }
        for (Restriction restriction : filter) {
            Optional<IndexKind> kind = indexes.kindServing(restriction);
            if (kind.isPresent()) {
                return kind;
            }
        }
        return Optional.of(IndexKind.SAI);
    }

    /** The number of partitions an equality / IN restriction on the whole partition key names. */
    long partitionCount() {
        long count = 1;
        for (Restriction restriction : partition.inPositionOrder()) {
            if (restriction.kind == Restriction.Kind.IN) {
                count *= Math.max(restriction.inValues, 0);
            }
        }
        return count;
    }
}
