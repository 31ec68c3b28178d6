package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The reads of a query answered by a {@link dev.keyspace.model.query.ReadPlan}, worked out from its tables' keys as
 * an application would run them: each read restricts every key column whose value it knows (the query's equality
 * values, and for a later read what the reads before it returned), its first unknown clustering column by the query's
 * range when that is not applied yet, and returns what the query or a later read needs. What no read restricts the
 * application filters, from a column some read returned; the first read's clustering order gives the query's order,
 * else the application sorts.
 */
public final class PlannedReads {

    /** One read of the plan: the table or view it reads, and the read as a query of its own (its access pattern). */
    public record Read(ElementId table, AccessPatternQueries.Serving serving, Query read) {
        /** {@code keyspace.table} of what it reads. */
        public String qualifiedName() {
            return Identifier.qualified(
                    serving.keyspace().name(), serving.table().name());
        }
    }

    /**
     * The reads, the query's attributes the application filters by and whether it sorts, and what stops the plan
     * from answering the query (each read's serving gaps, and attributes no read holds).
     */
    public record Plan(
            Query query, List<Read> reads, List<AttributeRef> filtered, boolean sorted, List<ServingGap> gaps) {
        public Plan {
            reads = List.copyOf(reads);
            filtered = List.copyOf(filtered);
            gaps = List.copyOf(gaps);
        }

        /**
         * The reads in words, one a line: {@code 1. ks.a by Category.id, Item.end_date (range)}, {@code 2. ks.b by
         * Item.id, once for each row found before}, then what the application filters by and sorts.
         */
        public List<String> describe(ColumnMatcher matcher) {
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < reads.size(); i++) {
                lines.add((i + 1) + ". " + reads.get(i).qualifiedName() + how(i, matcher));
            }
            lines.addAll(application(matcher));
            return List.copyOf(lines);
        }

        /** How read {@code i} finds its rows: {@code " by Item.id, once for each row found before"}. */
        public String how(int i, ColumnMatcher matcher) {
            Read read = reads.get(i);
            List<String> by = new ArrayList<>();
            read.read().pattern().equality().forEach(ref -> by.add(matcher.describe(ref)));
            read.read().pattern().range().forEach(ref -> by.add(matcher.describe(ref) + " (range)"));
            return (by.isEmpty() ? "" : " by " + String.join(", ", by))
                    + (i == 0 ? "" : ", once for each row found before");
        }

        /** What the application does with the rows the reads found: what it filters by, what it sorts by. */
        public List<String> application(ColumnMatcher matcher) {
            List<String> lines = new ArrayList<>();
            if (!filtered.isEmpty()) {
                lines.add("The application filters by "
                        + String.join(
                                ", ", filtered.stream().map(matcher::describe).toList()) + ".");
            }
            if (sorted) {
                lines.add("The application sorts by "
                        + String.join(
                                ", ",
                                query.pattern().ordering().stream()
                                        .map(o -> matcher.describe(o.attribute()) + " " + o.direction())
                                        .toList())
                        + ".");
            }
            return List.copyOf(lines);
        }

        /** The qualified names of the tables read, in order, as {@code ks.a, then ks.b}. */
        public String tables() {
            return String.join(
                    ", then ", reads.stream().map(Read::qualifiedName).toList());
        }
    }

    private PlannedReads() {}

    /** The plan of a query with one; empty for a query answered by one read (or linked to nothing). */
    public static Optional<Plan> of(Project project, Query query, ColumnMatcher matcher) {
        if (query.plan().isEmpty() || query.servedBy().isEmpty()) {
            return Optional.empty();
        }
        List<ElementId> tables = new ArrayList<>();
        tables.add(query.servedBy().get());
        tables.addAll(query.plan().get().then());
        List<AccessPatternQueries.Serving> servings = new ArrayList<>();
        List<ServingGap> gaps = new ArrayList<>();
        for (ElementId id : tables) {
            Optional<AccessPatternQueries.Serving> serving = AccessPatternQueries.serving(project, id);
            if (serving.isEmpty()) {
                gaps.add(new ServingGap(
                        ServingGap.Kind.NO_SUCH_TABLE,
                        query.label() + " reads " + id + ", which is no table or view of the project"));
            } else {
                servings.add(serving.get());
            }
        }
        if (!gaps.isEmpty()) {
            return Optional.of(new Plan(query, List.of(), List.of(), false, gaps));
        }
        return Optional.of(new Derivation(project, query, matcher, tables, servings).plan());
    }

    private static final class Derivation {
        private final Query query;
        private final ColumnMatcher matcher;
        private final List<ElementId> tables;
        private final List<AccessPatternQueries.Serving> servings;
        // every attribute each column holds by the matching rules: a bare "name" may hold several entities' names
        private final List<Map<Column, List<AttributeRef>>> held = new ArrayList<>();
        private final Set<AttributeRef> applied = new LinkedHashSet<>();
        private final Set<AttributeRef> known = new LinkedHashSet<>();
        private final List<ServingGap> gaps = new ArrayList<>();

        Derivation(
                Project project,
                Query query,
                ColumnMatcher matcher,
                List<ElementId> tables,
                List<AccessPatternQueries.Serving> servings) {
            this.query = query;
            this.matcher = matcher;
            this.tables = tables;
            this.servings = servings;
            List<AttributeRef> every = AttributeRef.everyIn(project.conceptual());
            for (AccessPatternQueries.Serving serving : servings) {
                Map<Column, List<AttributeRef>> columns = new HashMap<>();
                for (AttributeRef ref : every) {
                    matcher.column(ref, serving.table())
                            .ifPresent(c -> columns.computeIfAbsent(c, k -> new ArrayList<>())
                                    .add(ref));
                }
                held.add(columns);
            }
        }

        Plan plan() {
            AccessPattern pattern = query.pattern();
            List<Read> reads = new ArrayList<>();
            boolean sorted = !pattern.ordering().isEmpty();
            for (int i = 0; i < servings.size(); i++) {
                Read read = read(i, i == 0 ? pattern.ordering() : List.of());
                List<ServingGap> readGaps = gapsOf(read);
                if (i == 0 && !pattern.ordering().isEmpty()) {
                    boolean ordered = readGaps.stream()
                            .noneMatch(g -> g.kind() == ServingGap.Kind.ORDERING_MISMATCH
                                    || g.kind() == ServingGap.Kind.SEARCH_ATTRIBUTE_WITHOUT_COLUMN);
                    sorted = !ordered;
                    if (!ordered) {
                        read = read(i, List.of());
                        readGaps = gapsOf(read);
                    }
                }
                reads.add(read);
                String where = "read " + (i + 1) + " of " + servings.size();
                readGaps.forEach(g -> gaps.add(new ServingGap(g.kind(), where + ": " + g.message())));
                applied.addAll(read.read().pattern().equality());
                applied.addAll(read.read().pattern().range());
                // a range gives many values: a later read knows only what this one returned
                known.addAll(read.read().pattern().equality());
                known.addAll(read.read().pattern().returned());
            }
            List<AttributeRef> filtered = new ArrayList<>();
            for (AttributeRef ref : searched()) {
                if (applied.contains(ref)) {
                    continue;
                }
                if (known.contains(ref)) {
                    filtered.add(ref);
                } else {
                    gaps.add(new ServingGap(
                            ServingGap.Kind.SEARCH_ATTRIBUTE_WITHOUT_COLUMN,
                            String.format(
                                    "%s searches by %s, which no table of its plan holds to filter by",
                                    query.label(), matcher.describe(ref))));
                }
            }
            if (sorted) {
                pattern.ordering().stream()
                        .map(Ordering::attribute)
                        .filter(ref -> !known.contains(ref))
                        .forEach(ref -> gaps.add(new ServingGap(
                                ServingGap.Kind.ORDERING_MISMATCH,
                                String.format(
                                        "%s orders by %s, which no table of its plan holds to sort by",
                                        query.label(), matcher.describe(ref)))));
            }
            pattern.returned().stream()
                    .filter(ref -> !known.contains(ref))
                    .forEach(ref -> gaps.add(new ServingGap(
                            ServingGap.Kind.RETURNED_ATTRIBUTE_WITHOUT_COLUMN,
                            String.format(
                                    "%s returns %s, which no table of its plan holds",
                                    query.label(), matcher.describe(ref)))));
            return new Plan(query, reads, filtered, sorted, gaps);
        }

        /** The attributes the query searches by: its equality ones, then its range ones. */
        private List<AttributeRef> searched() {
            List<AttributeRef> searched = new ArrayList<>(query.pattern().equality());
            query.pattern().range().stream().filter(r -> !searched.contains(r)).forEach(searched::add);
            return searched;
        }

        private Read read(int i, List<Ordering> ordering) {
            Table table = servings.get(i).table();
            Map<Column, List<AttributeRef>> columns = held.get(i);
            List<AttributeRef> equality = new ArrayList<>();
            List<AttributeRef> range = new ArrayList<>();
            for (Column column : table.partitionKey()) {
                knownValue(columns.get(column)).ifPresent(equality::add);
            }
            for (Column column : table.clustering()) {
                Optional<AttributeRef> known = knownValue(columns.get(column));
                if (known.isPresent()) {
                    equality.add(known.get());
                    continue;
                }
                columns.getOrDefault(column, List.of()).stream()
                        .filter(ref -> query.pattern().range().contains(ref) && !applied.contains(ref))
                        .findFirst()
                        .ifPresent(range::add);
                break;
            }
            Set<AttributeRef> needed = new LinkedHashSet<>(query.pattern().returned());
            query.pattern().ordering().forEach(o -> needed.add(o.attribute()));
            searched().stream()
                    .filter(ref -> !applied.contains(ref) && !equality.contains(ref) && !range.contains(ref))
                    .forEach(needed::add);
            for (int later = i + 1; later < servings.size(); later++) {
                needed.addAll(keyAttributes(later));
            }
            List<AttributeRef> returned = new ArrayList<>();
            for (AttributeRef ref : needed) {
                if (!known.contains(ref) && matcher.column(ref, table).isPresent()) {
                    returned.add(ref);
                }
            }
            String label = query.label() + " (read " + (i + 1) + ")";
            Query read = new Query(
                    query.id(),
                    label,
                    query.description(),
                    new AccessPattern(equality, range, ordering, returned),
                    Optional.of(tables.get(i)));
            return new Read(tables.get(i), servings.get(i), read);
        }

        /** The first of a column's attributes whose value is known: an equality value of the query, or found. */
        private Optional<AttributeRef> knownValue(List<AttributeRef> refs) {
            return refs == null
                    ? Optional.empty()
                    : refs.stream()
                            .filter(ref -> query.pattern().equality().contains(ref) || known.contains(ref))
                            .findFirst();
        }

        private List<AttributeRef> keyAttributes(int i) {
            Map<Column, List<AttributeRef>> columns = held.get(i);
            return servings.get(i).table().primaryKey().stream()
                    .flatMap(c -> columns.getOrDefault(c, List.of()).stream())
                    .toList();
        }

        private List<ServingGap> gapsOf(Read read) {
            return new ServingCheck()
                    .check(read.read(), Optional.of(read.serving()), matcher)
                    .map(ServingReport::gaps)
                    .orElse(List.of());
        }
    }
}
