package dev.keyspace.analysis.lint;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.settings.AnalysisSettings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What one check looks up again and again, indexed once: tables, views and entities by id, the names of attribute
 * owners, and the table (or view) serving each query. Rules also keep here what several of them compute from the
 * whole project (the query verdicts, the partition sizes), so it is computed once per check. Built by the
 * {@code Checker} for one project and one set of settings, and used on one thread.
 */
public final class CheckContext {

    private final Project project;
    private final AnalysisSettings settings;
    private final Map<ElementId, TableRef> tables = new HashMap<>();
    private final Map<ElementId, ViewRef> views = new HashMap<>();
    private final Map<ElementId, Entity> entities = new HashMap<>();
    private final OwnerNames ownerNames;
    private final ColumnMatcher columnMatcher;
    private final Map<ElementId, Optional<AccessPatternQueries.Serving>> serving = new HashMap<>();
    private final Map<Query, Optional<PatternColumns>> patternColumns = new IdentityHashMap<>();
    private final Map<Query, Optional<PlannedReads.Plan>> plans = new IdentityHashMap<>();
    private final Map<Table, Map<AttributeRef, PatternColumns.Match>> matchesInTable = new IdentityHashMap<>();
    private final Map<String, Object> shared = new HashMap<>();
    private final CheckMemo memo;
    private final List<TableRef> allTables;

    private CheckContext(Project project, AnalysisSettings settings, CheckMemo memo) {
        this.project = project;
        this.settings = settings;
        this.memo = memo;
        // putIfAbsent keeps the first of two elements with one id, as the project's own lookups do.
        allTables = project.allTables();
        allTables.forEach(ref -> tables.putIfAbsent(ref.table().id(), ref));
        project.allViews().forEach(ref -> views.putIfAbsent(ref.view().id(), ref));
        project.conceptual().entities().forEach(e -> entities.putIfAbsent(e.id(), e));
        this.ownerNames =
                memo.remember("owner-names", () -> OwnerNames.indexed(project.conceptual()), project.conceptual());
        this.columnMatcher = memo.remember(
                "column-matcher",
                () -> ColumnMatcher.with(ownerNames, attributeCount(project.conceptual())),
                ownerNames);
    }

    private static int attributeCount(ConceptualModel conceptual) {
        int count = 0;
        for (Entity entity : conceptual.entities()) {
            count += entity.attributes().size();
        }
        for (Relationship relationship : conceptual.relationships()) {
            count += relationship.attributes().size();
        }
        return count;
    }

    public static CheckContext of(Project project, AnalysisSettings settings) {
        return new CheckContext(project, settings, CheckMemo.none());
    }

    /** A context whose per-element results come from, and go to, {@code memo} (a re-check of the same document). */
    public static CheckContext of(Project project, AnalysisSettings settings, CheckMemo memo) {
        return new CheckContext(project, settings, memo);
    }

    /** What earlier checks of the same document worked out per element; see {@link CheckMemo}. */
    public CheckMemo memo() {
        return memo;
    }

    public Project project() {
        return project;
    }

    public AnalysisSettings settings() {
        return settings;
    }

    public List<Query> queries() {
        return project.queries();
    }

    /** Every table of the project with its keyspace, as {@link Project#allTables()} lists them (built once). */
    public List<TableRef> allTables() {
        return allTables;
    }

    public Optional<TableRef> table(ElementId id) {
        return Optional.ofNullable(tables.get(id));
    }

    public Optional<Entity> entity(ElementId id) {
        return Optional.ofNullable(entities.get(id));
    }

    public OwnerNames ownerNames() {
        return ownerNames;
    }

    /** The matcher of attributes to columns, shared by the rules so each attribute's names are worked out once. */
    public ColumnMatcher columnMatcher() {
        return columnMatcher;
    }

    /**
     * {@code query}'s read plan worked out (its reads, what the application filters, its gaps), once per check for
     * every rule that judges its reads; empty for a query answered by one read.
     */
    public Optional<PlannedReads.Plan> plan(Query query) {
        return plans.computeIfAbsent(query, q -> PlannedReads.of(project, q, columnMatcher));
    }

    /** The tables in runs of one keyspace, in the order of {@link #allTables()} (built once). */
    public List<TableGroup> tableGroups() {
        return shared("table-groups", CheckContext::groupTables);
    }

    private static List<TableGroup> groupTables(CheckContext context) {
        List<TableGroup> groups = new ArrayList<>();
        List<TableRef> all = context.allTables();
        int start = 0;
        for (int i = 1; i <= all.size(); i++) {
            if (i == all.size() || all.get(i).keyspace() != all.get(start).keyspace()) {
                List<TableRef> run = all.subList(start, i);
                List<Object[]> inputs = new ArrayList<>(run.size());
                for (TableRef ref : run) {
                    inputs.add(new Object[] {
                        ref.table(), context.project().sizingOf(ref.table().id())
                    });
                }
                groups.add(new TableGroup(all.get(start).keyspace(), run, inputs));
                start = i;
            }
        }
        return List.copyOf(groups);
    }

    /** The queries grouped by the keyspace serving them, the groups in the order their keyspaces first serve. */
    public List<QueryGroup> queryGroups() {
        return shared("query-groups", CheckContext::groupQueries);
    }

    private static List<QueryGroup> groupQueries(CheckContext context) {
        Map<Keyspace, List<Integer>> positions = new IdentityHashMap<>();
        List<Keyspace> order = new ArrayList<>();
        List<Integer> unserved = new ArrayList<>();
        List<Query> queries = context.queries();
        List<Optional<AccessPatternQueries.Serving>> servings = new ArrayList<>(queries.size());
        for (int i = 0; i < queries.size(); i++) {
            Optional<AccessPatternQueries.Serving> serving = context.serving(queries.get(i));
            servings.add(serving);
            if (serving.isEmpty()) {
                unserved.add(i);
            } else {
                positions
                        .computeIfAbsent(serving.get().keyspace(), k -> {
                            order.add(k);
                            return new ArrayList<>();
                        })
                        .add(i);
            }
        }
        List<QueryGroup> groups = new ArrayList<>();
        order.forEach(
                keyspace -> groups.add(queryGroup(context, Optional.of(keyspace), positions.get(keyspace), servings)));
        if (!unserved.isEmpty()) {
            groups.add(queryGroup(context, Optional.empty(), unserved, servings));
        }
        return List.copyOf(groups);
    }

    private static QueryGroup queryGroup(
            CheckContext context,
            Optional<Keyspace> keyspace,
            List<Integer> positions,
            List<Optional<AccessPatternQueries.Serving>> servings) {
        List<Query> queries = new ArrayList<>(positions.size());
        List<Optional<AccessPatternQueries.Serving>> serving = new ArrayList<>(positions.size());
        List<Object[]> inputs = new ArrayList<>(positions.size());
        for (int position : positions) {
            Query query = context.queries().get(position);
            Optional<AccessPatternQueries.Serving> servingTable = servings.get(position);
            queries.add(query);
            serving.add(servingTable);
            inputs.add(context.servingInputs(query, servingTable));
        }
        return new QueryGroup(
                keyspace, positions.stream().mapToInt(Integer::intValue).toArray(), queries, serving, inputs);
    }

    /**
     * A query and what serves it, as memo inputs: the table, or the view and its base table (a view is served as a
     * table made afresh for each check, which is never the same object twice).
     */
    private Object[] servingInputs(Query query, Optional<AccessPatternQueries.Serving> serving) {
        Object[] first = firstReadInputs(query, serving);
        if (query.plan().isEmpty()) {
            return first;
        }
        // a plan's later reads are inputs too: the tables as they are (a view's table is new each time, so never kept)
        List<Object> inputs = new ArrayList<>(java.util.Arrays.asList(first));
        query.plan()
                .get()
                .then()
                .forEach(id ->
                        inputs.add(serving(id).map(s -> (Object) s.table()).orElse(id)));
        return inputs.toArray();
    }

    private Object[] firstReadInputs(Query query, Optional<AccessPatternQueries.Serving> serving) {
        if (serving.isEmpty()) {
            return new Object[] {query, null};
        }
        if (!serving.get().view()) {
            return new Object[] {query, serving.get().table()};
        }
        ViewRef view = views.get(query.servedBy().orElseThrow());
        return new Object[] {
            query, view.view(), view.keyspace().table(view.view().baseTable()).orElse(null)
        };
    }

    /** The table or view serving {@code query} (a view as the table it materializes), looked up once per query. */
    public Optional<AccessPatternQueries.Serving> serving(Query query) {
        if (query.servedBy().isEmpty()) {
            return Optional.empty();
        }
        return serving(query.servedBy().get());
    }

    /** The table or view with this id (a view as the table it materializes), looked up once per check. */
    public Optional<AccessPatternQueries.Serving> serving(ElementId id) {
        return serving.computeIfAbsent(
                id, key -> AccessPatternQueries.serving(table(key), () -> Optional.ofNullable(views.get(key))));
    }

    /**
     * {@code query}'s attributes matched against the table or view serving it, once per check for every rule that
     * reads them (the serving check, the derived SELECT, sizing's key owners, the column origins); empty when
     * nothing serves the query.
     */
    public Optional<PatternColumns> patternColumns(Query query) {
        Optional<PatternColumns> kept = patternColumns.get(query);
        if (kept == null) {
            kept = serving(query).map(s -> matchInServingTable(query, s.table()));
            patternColumns.put(query, kept);
        }
        return kept;
    }

    /**
     * The queries one table serves mostly name the same attributes (and a query names its searched attributes again
     * among the returned ones), so each attribute is matched in the table once.
     */
    private PatternColumns matchInServingTable(Query query, Table table) {
        Map<AttributeRef, PatternColumns.Match> matches = matchesIn(table);
        return PatternColumns.match(
                query, table, ref -> matches.computeIfAbsent(ref, r -> columnMatcher.match(r, table)));
    }

    /** An attribute's columns in a table ({@link ColumnMatcher#match}), matched once per table in a check. */
    public PatternColumns.Match match(AttributeRef ref, Table table) {
        return matchesIn(table).computeIfAbsent(ref, r -> columnMatcher.match(r, table));
    }

    private Map<AttributeRef, PatternColumns.Match> matchesIn(Table table) {
        return matchesInTable.computeIfAbsent(table, t -> new HashMap<>());
    }

    /**
     * {@code query}'s attributes in {@code table}: as {@link #patternColumns(Query)} matched them when that is the
     * table serving the query, else matched now (a table sharing the serving table's id).
     */
    public PatternColumns patternColumns(Query query, Table table) {
        return patternColumns(query)
                .filter(c -> c.isOf(query, table))
                .orElseGet(() -> columnMatcher.patternColumns(query, table));
    }

    /**
     * The value stored under {@code key}, computed by {@code compute} the first time a rule asks for it. The type is
     * the caller's to keep consistent: one key, one type.
     */
    @SuppressWarnings("unchecked")
    public <T> T shared(String key, Function<CheckContext, T> compute) {
        Object value = shared.get(key);
        if (value == null) {
            value = compute.apply(this);
            shared.put(key, value);
        }
        return (T) value;
    }
}
