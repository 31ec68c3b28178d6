package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetRules;
import java.util.List;
import java.util.OptionalInt;

/**
 * Decides whether Cassandra (5.0, or the target release given) accepts a SELECT against a table and its indexes, and how it reads the data.
 * Verdicts assume paging is on with the drivers' default page size, as every driver pages by default.
 * Checks run in Cassandra's order (selection, WHERE, DISTINCT, GROUP BY, ORDER BY, filtering, then what is
 * checked when values are bound), so the first refusal is the one Cassandra reports.
 */
public final class SelectValidator {

    public static final int DEFAULT_PAGE_SIZE = 5_000;
    /** The largest LIMIT an ANN query accepts (SAI's default top-k ceiling). */
    public static final int MAX_ANN_LIMIT = 1_000;

    private final int pageSize;
    private final TargetRules.Querying querying;

    public SelectValidator() {
        this(DEFAULT_PAGE_SIZE);
    }

    public SelectValidator(int pageSize) {
        this(pageSize, CassandraVersion.DEFAULT);
    }

    /** Judges as {@code target} does. */
    public SelectValidator(CassandraVersion target) {
        this(DEFAULT_PAGE_SIZE, target);
    }

    public SelectValidator(int pageSize, CassandraVersion target) {
        this.pageSize = pageSize;
        this.querying = TargetRules.querying(target);
    }

    /** Validates {@code query} against {@code table} of {@code keyspace}, with the keyspace's indexes on it. */
    public Verdict validate(Keyspace keyspace, Table table, SelectQuery query) {
        try {
            return Verdict.accepted(check(keyspace, table, query));
        } catch (InvalidQuery refused) {
            return Verdict.rejected(refused.getMessage());
        }
    }

    /**
     * The verdicts on {@code query} without and with ALLOW FILTERING, from one validation: the query is validated
     * with it, and the first refusal that only ALLOW FILTERING lifted is the verdict without it (Cassandra stops at
     * its first refusal, so what follows it does not matter then); with none, both verdicts are one.
     */
    public Verdicts validateBoth(Keyspace keyspace, Table table, SelectQuery query) {
        FilteringLifts lifts = new FilteringLifts();
        Verdict filtering;
        try {
            filtering = Verdict.accepted(check(keyspace, table, query.allowFiltering(true), lifts));
        } catch (InvalidQuery refused) {
            filtering = Verdict.rejected(refused.getMessage());
        }
        Verdict plain = lifts.first().map(r -> Verdict.rejected(r.getMessage())).orElse(filtering);
        return new Verdicts(plain, filtering);
    }

    /** A query's verdicts without and with ALLOW FILTERING. */
    public record Verdicts(Verdict plain, Verdict filtering) {}

    private Access check(Keyspace keyspace, Table table, SelectQuery query) {
        return check(keyspace, table, query, FilteringLifts.NONE);
    }

    private Access check(Keyspace keyspace, Table table, SelectQuery query, FilteringLifts lifts) {
        String qualified = Identifier.qualified(keyspace.name(), table.name());
        RelationReader reader = new RelationReader(table, qualified, querying);
        SelectionChecks selection = new SelectionChecks(keyspace, reader, querying);
        selection.beforeWhere(query.selectors(), table);
        List<Column> requested = ClauseChecks.requestedColumns(query, table, reader);
        query.selectors().forEach(s -> ClauseChecks.vectorFunctions(s, reader));
        query.orderBy().forEach(item -> reader.column(item.column()));
        WhereAnalysis where = new WhereAnalysis(
                table,
                qualified,
                keyspace.indexesOn(table.name()),
                query,
                selectsOnlyStatic(query, table, requested),
                querying,
                lifts);
        selection.afterWhere(query.selectors());
        boolean aggregate = query.selectors().stream().anyMatch(Selector::isAggregate);
        if (query.distinct()) {
            ClauseChecks.distinct(query, table, where, withPostQueryOrdering(query, where, requested, reader));
        }
        if (aggregate
                && query.perPartitionLimit().isPresent()
                && query.groupBy().isEmpty()) {
            throw InvalidQuery.of(CassandraQueryMessages.PER_PARTITION_LIMIT_AGGREGATE);
        }
        ClauseChecks.groupBy(query, table, where, reader);
        ClauseChecks.orderBy(query, table, where, reader);
        boolean filtering = where.filtered;
        if (where.needsFilteringAfterIndex()) {
            where.refuseUnlessFiltering(InvalidQuery.of(CassandraQueryMessages.ALLOW_FILTERING));
            filtering = true;
        }
        checkBoundValues(query, where, aggregate);
        return new Access(accessKind(where), filtering, where.indexKind());
    }

    private void checkBoundValues(SelectQuery query, WhereAnalysis where, boolean aggregate) {
        requirePositive(query.limit());
        requirePositive(query.perPartitionLimit());
        boolean ann = query.orderBy().stream().anyMatch(OrderingItem.Ann.class::isInstance);
        if (ann) {
            if (aggregate) {
                throw InvalidQuery.of(CassandraQueryMessages.TOP_K_AGGREGATION);
            }
            if (query.limit().isEmpty()) {
                throw InvalidQuery.of(CassandraQueryMessages.TOP_K_LIMIT);
            }
            if (query.perPartitionLimit().isPresent()) {
                throw InvalidQuery.of(CassandraQueryMessages.TOP_K_PER_PARTITION);
            }
        }
        where.nullValueRefusal().ifPresent(message -> {
            throw InvalidQuery.of(message);
        });
        // the row filter is built when the query runs
        where.clusteringRowFilters().stream().filter(r -> r.multiColumn).forEach(ClauseChecks::multiColumnFilter);
        // with IN on the partition key, ORDER BY sorts the rows after the read, so Cassandra drops the LIMIT
        // from the read and pages it whenever paging is on
        boolean paged = pageSize > 0;
        if (!ann && !query.orderBy().isEmpty() && where.partition.has(Restriction.Kind.IN) && paged) {
            throw InvalidQuery.of(CassandraQueryMessages.PAGING_ORDER_BY_IN);
        }
        if (ann && query.limit().getAsInt() > MAX_ANN_LIMIT) {
            throw InvalidQuery.of(
                    CassandraQueryMessages.ANN_LIMIT,
                    MAX_ANN_LIMIT,
                    query.limit().getAsInt());
        }
    }

    private static void requirePositive(OptionalInt limit) {
        if (limit.isPresent() && limit.getAsInt() <= 0) {
            throw InvalidQuery.of(CassandraQueryMessages.LIMIT_POSITIVE);
        }
    }

    private static AccessKind accessKind(WhereAnalysis where) {
        if (!where.keyRange) {
            return where.partitionCount() <= 1 ? AccessKind.SINGLE_PARTITION : AccessKind.MULTI_PARTITION;
        }
        if (where.hasToken) {
            return AccessKind.TOKEN_RANGE;
        }
        return where.usesIndex ? AccessKind.MULTI_PARTITION : AccessKind.FULL_SCAN;
    }

    /** With IN on the partition key, rows are sorted after the read, so the ORDER BY columns are selected too. */
    private static List<Column> withPostQueryOrdering(
            SelectQuery query, WhereAnalysis where, List<Column> requested, RelationReader reader) {
        if (!where.partition.has(Restriction.Kind.IN) || query.orderBy().isEmpty()) {
            return requested;
        }
        java.util.Set<Column> columns = new java.util.LinkedHashSet<>(requested);
        query.orderBy().forEach(item -> columns.add(reader.column(item.column())));
        return List.copyOf(columns);
    }

    private static boolean selectsOnlyStatic(SelectQuery query, Table table, List<Column> requested) {
        if (query.selectsAll() || table.staticColumns().isEmpty()) {
            return false;
        }
        boolean anyStatic = requested.stream().anyMatch(c -> c.kind() == ColumnKind.STATIC);
        boolean onlyKeyOrStatic =
                requested.stream().allMatch(c -> c.kind() == ColumnKind.STATIC || c.kind() == ColumnKind.PARTITION_KEY);
        return anyStatic && onlyKeyOrStatic;
    }
}
