package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Tells, for each query linked to a table or view, whether that table still serves the query's access
 * pattern: every partition-key column restricted by an equality attribute, range attributes on clustering
 * columns restricted as a prefix, the clustering order giving the query's ordering (or its exact reverse),
 * and a column for every returned attribute. A partition-key column named {@code bucket} or ending in
 * {@code _bucket} is computed by the application and counts as restricted.
 */
public final class ServingCheck {

    /** A report for every query that has a link, in query order. */
    public List<ServingReport> check(Project project) {
        return project.queries().stream()
                .filter(q -> q.servedBy().isPresent())
                .map(q -> check(project, q).orElseThrow())
                .toList();
    }

    /** The report for one query, or empty when the query has no link. */
    public Optional<ServingReport> check(Project project, Query query) {
        return check(project, query, ColumnMatcher.with(OwnerNames.scanning(project.conceptual())));
    }

    /**
     * The report for one query, matching attributes to columns with {@code matcher}; a query with a read plan is
     * served when its plan's reads answer it ({@link PlannedReads}).
     */
    public Optional<ServingReport> check(Project project, Query query, ColumnMatcher matcher) {
        if (query.plan().isPresent() && query.servedBy().isPresent()) {
            return Optional.of(report(PlannedReads.of(project, query, matcher).orElseThrow()));
        }
        return check(query, AccessPatternQueries.servingTable(project, query), matcher);
    }

    /** The report of a query read by {@code plan}: the tables it reads and its plan's gaps. */
    public static ServingReport report(PlannedReads.Plan plan) {
        Query query = plan.query();
        String tables = plan.reads().isEmpty() ? query.servedBy().orElseThrow().value() : plan.tables();
        return new ServingReport(query.id(), query.label(), query.servedBy().orElseThrow(), tables, plan.gaps());
    }

    /**
     * The report for one query whose serving table (or view) the caller has already looked up, matching attributes
     * to columns with {@code matcher}; empty when the query has no link.
     */
    public Optional<ServingReport> check(
            Query query, Optional<AccessPatternQueries.Serving> serving, ColumnMatcher matcher) {
        return check(query, serving, matcher, Optional.empty());
    }

    /**
     * As above, reading the query's attributes in its serving table from {@code columns} when they were matched
     * there already (a check matches each query's pattern once for every rule that reads it).
     */
    public Optional<ServingReport> check(
            Query query,
            Optional<AccessPatternQueries.Serving> serving,
            ColumnMatcher matcher,
            Optional<PatternColumns> columns) {
        if (query.servedBy().isEmpty()) {
            return Optional.empty();
        }
        if (serving.isEmpty()) {
            return Optional.of(new ServingReport(
                    query.id(),
                    query.label(),
                    query.servedBy().get(),
                    query.servedBy().get().value(),
                    List.of(new ServingGap(
                            ServingGap.Kind.NO_SUCH_TABLE,
                            query.label() + " is linked to " + query.servedBy().get()
                                    + ", which is no table or view of the project"))));
        }
        Table table = serving.get().table();
        String qualified = Identifier.qualified(serving.get().keyspace().name(), table.name());
        Set<Identifier> indexed = new HashSet<>();
        serving.get().keyspace().indexesOn(table.name()).forEach(index -> index.targets()
                .forEach(target -> indexed.add(target.column())));
        PatternColumns matched =
                columns.filter(c -> c.isOf(query, table)).orElseGet(() -> matcher.patternColumns(query, table));
        List<ServingGap> gaps = new Gaps(matcher, matched, qualified, indexed).find();
        return Optional.of(
                new ServingReport(query.id(), query.label(), query.servedBy().get(), qualified, gaps));
    }

    /**
     * The gaps between one query and one table. A restriction on an indexed column is served by the index
     * (whether that reads one partition or many is the multi-partition-query rule's concern), and ordering
     * by an indexed vector column is an ANN ordering, which needs no clustering column.
     */
    private static final class Gaps {
        private final ColumnMatcher matcher;
        private final PatternColumns columns;
        private final Query query;
        private final Table table;
        private final String qualified;
        private final Set<Identifier> indexed;
        private final List<ServingGap> gaps = new ArrayList<>();

        Gaps(ColumnMatcher matcher, PatternColumns columns, String qualified, Set<Identifier> indexed) {
            this.matcher = matcher;
            this.columns = columns;
            this.query = columns.query();
            this.table = columns.table();
            this.qualified = qualified;
            this.indexed = indexed;
        }

        private boolean isIndexed(Column column) {
            return indexed.contains(column.name());
        }

        List<ServingGap> find() {
            List<Column> equality =
                    columns(PatternColumns.Role.EQUALITY, query.pattern().equality(), "searches by equality");
            List<Column> range =
                    columns(PatternColumns.Role.RANGE, query.pattern().range(), "searches by range");
            List<Column> ordering = new ArrayList<>(columns(
                    PatternColumns.Role.ORDERING,
                    query.pattern().ordering().stream().map(Ordering::attribute).toList(),
                    "orders by"));
            partitionKey(equality, range, ordering);
            equalityOutsideKey(equality);
            rangeOnClustering(range);
            clusteringPrefix(equality, range);
            ordering(equality, range, ordering);
            returned();
            return List.copyOf(gaps);
        }

        private List<Column> columns(PatternColumns.Role list, List<AttributeRef> refs, String role) {
            // a few columns, each once in the order found: a list, as a hashed set would hash each column's type
            List<Column> found = new ArrayList<>();
            for (int i = 0; i < refs.size(); i++) {
                AttributeRef ref = refs.get(i);
                Optional<Column> column = columns.matched(list, i);
                if (column.isPresent()) {
                    if (!found.contains(column.get())) {
                        found.add(column.get());
                    }
                } else {
                    add(
                            ServingGap.Kind.SEARCH_ATTRIBUTE_WITHOUT_COLUMN,
                            "%s %s %s, which has no column in %s",
                            query.label(),
                            role,
                            describe(ref),
                            qualified);
                }
            }
            return found;
        }

        private void partitionKey(List<Column> equality, List<Column> range, List<Column> ordering) {
            boolean indexQuery = Stream.of(equality.stream(), range.stream(), ordering.stream())
                    .flatMap(s -> s)
                    .anyMatch(c -> !c.isPrimaryKey() && isIndexed(c));
            if (indexQuery) {
                return;
            }
            for (Column column : table.partitionKey()) {
                if (!equality.contains(column) && !isBucket(column)) {
                    add(
                            ServingGap.Kind.PARTITION_KEY_NOT_RESTRICTED,
                            "partition-key column %s of %s is not restricted by %s, which cannot name a partition",
                            column.name().asCql(),
                            qualified,
                            query.label());
                }
            }
        }

        private void equalityOutsideKey(List<Column> equality) {
            equality.stream()
                    .filter(c -> !c.isPrimaryKey() && !isIndexed(c))
                    .forEach(c -> add(
                            ServingGap.Kind.EQUALITY_NOT_IN_PRIMARY_KEY,
                            "%s searches %s by equality, but it is not in the primary key of %s (an index or"
                                    + " ALLOW FILTERING would be needed)",
                            query.label(),
                            c.name().asCql(),
                            qualified));
        }

        private void rangeOnClustering(List<Column> range) {
            range.stream()
                    .filter(c -> c.kind() != ColumnKind.CLUSTERING && !isIndexed(c))
                    .forEach(c -> add(
                            ServingGap.Kind.RANGE_NOT_ON_CLUSTERING,
                            "%s searches %s by range, but it is not a clustering column of %s",
                            query.label(),
                            c.name().asCql(),
                            qualified));
        }

        private void clusteringPrefix(List<Column> equality, List<Column> range) {
            List<Column> clustering = table.clustering();
            for (int i = 0; i < clustering.size(); i++) {
                Column restricted = clustering.get(i);
                if (!equality.contains(restricted) && !range.contains(restricted)) {
                    continue;
                }
                for (Column before : clustering.subList(0, i)) {
                    if (!equality.contains(before)) {
                        add(
                                ServingGap.Kind.CLUSTERING_PREFIX_NOT_RESTRICTED,
                                "%s restricts clustering column %s of %s, but not %s before it by equality",
                                query.label(),
                                restricted.name().asCql(),
                                qualified,
                                before.name().asCql());
                    }
                }
            }
        }

        private void ordering(List<Column> equality, List<Column> range, List<Column> ordering) {
            List<Ordering> orderings = query.pattern().ordering();
            if (ordering.size() != orderings.size()
                    || ordering.stream().anyMatch(c -> c.type() instanceof CqlType.VectorType && isIndexed(c))) {
                return;
            }
            List<Column> clustering = table.clustering();
            int previous = -1;
            Boolean reversed = null;
            for (int i = 0; i < ordering.size(); i++) {
                Column column = ordering.get(i);
                int position = clustering.indexOf(column);
                if (position < 0) {
                    mismatch("%s is not a clustering column", column);
                    return;
                }
                if (position < previous) {
                    mismatch("%s comes before the previous ordering column in the clustering order", column);
                    return;
                }
                for (Column before : clustering.subList(previous + 1, position)) {
                    if (!equality.contains(before) && !range.contains(before)) {
                        mismatch("rows are ordered by " + before.name().asCql() + " before %s", column);
                        return;
                    }
                }
                boolean flipped = column.order() != orderings.get(i).direction();
                if (reversed != null && reversed != flipped) {
                    mismatch(
                            "%s is clustered " + column.order() + " while the query needs the rows in "
                                    + orderings.get(i).direction() + " order together with the other ordering columns",
                            column);
                    return;
                }
                reversed = flipped;
                previous = position;
            }
        }

        private void mismatch(String detail, Column column) {
            add(
                    ServingGap.Kind.ORDERING_MISMATCH,
                    "the clustering order of %s does not give %s's ordering: %s",
                    qualified,
                    query.label(),
                    detail.replace("%s", column.name().asCql()));
        }

        private void returned() {
            List<AttributeRef> returned = query.pattern().returned();
            for (int i = 0; i < returned.size(); i++) {
                AttributeRef ref = returned.get(i);
                if (columns.matched(PatternColumns.Role.RETURNED, i).isEmpty()) {
                    add(
                            ServingGap.Kind.RETURNED_ATTRIBUTE_WITHOUT_COLUMN,
                            "%s returns %s, which has no column in %s",
                            query.label(),
                            describe(ref),
                            qualified);
                }
            }
        }

        private String describe(AttributeRef ref) {
            return matcher.describe(ref);
        }

        private void add(ServingGap.Kind kind, String format, Object... arguments) {
            gaps.add(new ServingGap(kind, String.format(format, arguments)));
        }

        private static boolean isBucket(Column column) {
            String name = column.name().internal();
            return name.equals(ColumnNames.BUCKET) || name.endsWith("_" + ColumnNames.BUCKET);
        }
    }
}
