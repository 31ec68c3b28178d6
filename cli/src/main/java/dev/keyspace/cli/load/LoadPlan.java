package dev.keyspace.cli.load;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.Relation;
import dev.keyspace.model.analysis.restrictions.RunnableSelect;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.optimizer.CostModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a mix asks of each table of a project, as the load tools run it: the SELECT of each query the table (or a
 * view of it) serves, with {@code ?} markers as the one CQL printer writes them, and the statements of each write
 * that touch the table, each with its rate; the table's sizing says how much data to load. What the mix names but
 * cannot be run is kept with why.
 */
record LoadPlan(Project project, Mix mix, List<TableLoad> tables, List<WriteLoad> writes, List<String> skipped) {

    /** A query's SELECT on the table or view serving it, the column each marker binds, and its rate. */
    record QueryLoad(Query query, String cql, List<Identifier> markers, double rate) {}

    /** One statement of a write path on its table, the columns its markers bind in order. */
    record StepLoad(TableRef table, String cql, List<Identifier> markers) {}

    /** A write of the mix (insert Hotel, update Hotel.name...): its statements and its rate. */
    record WriteLoad(WritePath path, List<StepLoad> steps, double rate) {}

    /**
     * A table with its effective sizing, the queries it serves in the mix, the rate of the mix's writes that write
     * it, and the views of it that serve a query.
     */
    record TableLoad(
            TableRef ref,
            SizingAssumptions sizing,
            List<QueryLoad> queries,
            double writeRate,
            List<MaterializedView> views) {

        long partitions() {
            return Math.max(1, sizing.partitions().orElse(1L));
        }

        long rowsPerPartition() {
            return ref.table().clustering().isEmpty()
                    ? 1
                    : Math.max(1, Math.round(sizing.rowsPerPartition().orElse(1.0)));
        }

        long worstRowsPerPartition() {
            return ref.table().clustering().isEmpty()
                    ? 1
                    : Math.max(
                            rowsPerPartition(),
                            Math.round(sizing.rowsPerPartitionWorst().orElse(1.0)));
        }

        int averageBytes(Identifier column) {
            return Math.max(1, sizing.averageBytes(column.internal()).orElse(1));
        }
    }

    static LoadPlan of(Project project, Mix mix) {
        ProjectSizing sizing = ProjectSizing.of(project);
        List<String> skipped = new ArrayList<>();
        Map<ElementId, List<QueryLoad>> queries = new LinkedHashMap<>();
        Map<ElementId, List<MaterializedView>> views = new LinkedHashMap<>();
        ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.indexed(project.conceptual()));
        mix.queries().forEach((id, demand) -> {
            if (demand.perSecond() <= 0) {
                return;
            }
            Optional<Query> query = project.query(id);
            if (query.isEmpty()) {
                skipped.add(id.value() + ": no such query in the project");
                return;
            }
            List<Served> reads = reads(project, sizing, matcher, query.get(), demand.perSecond(), skipped);
            for (Served served : reads) {
                queries.computeIfAbsent(served.table(), k -> new ArrayList<>()).add(served.load());
                served.view().ifPresent(view -> {
                    List<MaterializedView> list = views.computeIfAbsent(served.table(), k -> new ArrayList<>());
                    if (!list.contains(view)) {
                        list.add(view);
                    }
                });
            }
        });
        List<WriteLoad> writes = new ArrayList<>();
        Map<ElementId, Double> writeRates = new LinkedHashMap<>();
        WritePlan writePlan = WritePaths.of(project);
        mix.writes().forEach((key, demand) -> {
            if (demand.perSecond() <= 0) {
                return;
            }
            Optional<WritePath> path = writePlan.pathOf(key);
            if (path.isEmpty()) {
                skipped.add(key.describe() + ": no such entity, relationship or attribute");
                return;
            }
            List<StepLoad> steps = new ArrayList<>();
            for (WriteStep step : path.get().steps()) {
                tableOf(project, step)
                        .ifPresent(table -> steps.add(new StepLoad(
                                table,
                                WriteStatements.cql(step.statement()),
                                step.statement().bound())));
            }
            if (steps.isEmpty()) {
                skipped.add(path.get().title() + ": " + path.get().why());
                return;
            }
            writes.add(new WriteLoad(path.get(), steps, demand.perSecond()));
            steps.stream()
                    .map(s -> s.table().table().id())
                    .distinct()
                    .forEach(table -> writeRates.merge(table, demand.perSecond(), Double::sum));
        });
        List<TableLoad> tables = new ArrayList<>();
        for (TableRef ref : project.allTables()) {
            ElementId id = ref.table().id();
            tables.add(new TableLoad(
                    ref,
                    sizing.assumptionsOf(id),
                    List.copyOf(queries.getOrDefault(id, List.of())),
                    writeRates.getOrDefault(id, 0.0),
                    List.copyOf(views.getOrDefault(id, List.of()))));
        }
        return new LoadPlan(project, mix, tables, writes, skipped);
    }

    private record Served(ElementId table, QueryLoad load, Optional<MaterializedView> view) {
        Served atRate(double rate) {
            return new Served(table, new QueryLoad(load.query(), load.cql(), load.markers(), rate), view);
        }
    }

    /**
     * The reads a run of {@code query} makes, each at the rate it runs: a query answered by one read at the mix's
     * rate; a query with a read plan (the application's join) as each read of the plan, run once for every row the
     * reads before it found (the sizing's rows per partition, a range's share as the optimizer counts it). Empty,
     * with why in {@code skipped}, when a read cannot be run.
     */
    private static List<Served> reads(
            Project project,
            ProjectSizing sizing,
            ColumnMatcher matcher,
            Query query,
            double rate,
            List<String> skipped) {
        Optional<PlannedReads.Plan> plan = PlannedReads.of(project, query, matcher);
        if (plan.isEmpty()) {
            Optional<AccessPatternQueries.Serving> serving = AccessPatternQueries.servingTable(project, query);
            if (serving.isEmpty()) {
                skipped.add(unserved(query));
                return List.of();
            }
            return served(project, query, serving.get(), query.servedBy().orElseThrow(), rate, skipped).stream()
                    .toList();
        }
        if (!plan.get().gaps().isEmpty()) {
            skipped.add(query.label() + ": its read plan does not answer it ("
                    + plan.get().gaps().get(0).message() + ")");
            return List.of();
        }
        List<PlannedReads.Read> steps = plan.get().reads();
        List<Served> reads = new ArrayList<>();
        double[] rows = new double[steps.size()];
        boolean[] ranges = new boolean[steps.size()];
        for (int i = 0; i < steps.size(); i++) {
            PlannedReads.Read read = steps.get(i);
            Optional<Served> served = served(project, read.read(), read.serving(), read.table(), rate, skipped);
            if (served.isEmpty()) {
                return List.of();
            }
            reads.add(served.get());
            SizingAssumptions table = sizing.assumptionsOf(served.get().table());
            rows[i] = read.serving().table().clustering().isEmpty()
                    ? 1
                    : Math.max(1, table.rowsPerPartition().orElse(1.0));
            ranges[i] = !read.read().pattern().range().isEmpty();
        }
        double[] runs = CostModel.DEFAULTS.runsPerRead(rows, ranges);
        List<Served> atTheirRates = new ArrayList<>();
        for (int i = 0; i < reads.size(); i++) {
            atTheirRates.add(reads.get(i).atRate(rate * runs[i]));
        }
        return atTheirRates;
    }

    private static String unserved(Query query) {
        return query.label() + ": served by no table or view of the project, or a search attribute has no column in it";
    }

    /**
     * The SELECT an application sends for the query to what serves it (the table or view {@code servedBy}); a
     * view's query counts against the table the view is of. Empty, with why in {@code skipped}, when it cannot be
     * run by a load tool.
     */
    private static Optional<Served> served(
            Project project,
            Query query,
            AccessPatternQueries.Serving serving,
            ElementId servedBy,
            double rate,
            List<String> skipped) {
        Optional<SelectQuery> select = RunnableSelect.of(
                        project.conceptual(), query, serving.keyspace(), serving.table(), project.target())
                .map(RunnableSelect::select);
        if (select.isEmpty() || !onlyWhatIsPrinted(select.get())) {
            skipped.add(unserved(query));
            return Optional.empty();
        }
        List<Identifier> markers = new ArrayList<>();
        for (Relation relation : select.get().where()) {
            if (!(relation instanceof Relation.SingleColumn single)) {
                skipped.add(unserved(query));
                return Optional.empty();
            }
            if (single.operator() == Operator.CONTAINS || single.operator() == Operator.CONTAINS_KEY) {
                // cassandra-stress and NoSQLBench bind a marker with a generated value of its column: a whole
                // collection, where CONTAINS takes one element
                skipped.add(query.label() + ": it searches the collection "
                        + single.column().asCql() + " with " + single.operator().cql()
                        + ", whose marker a load tool binds with a whole collection");
                return Optional.empty();
            }
            single.values().forEach(v -> markers.add(single.column()));
        }
        TableName name = new TableName(
                Optional.of(serving.keyspace().name()), serving.table().name());
        String cql = DmlWriter.cql(Select.columnsOf(name, select.get()));
        QueryLoad load = new QueryLoad(query, cql, markers, rate);
        if (!serving.view()) {
            return Optional.of(new Served(serving.table().id(), load, Optional.empty()));
        }
        Optional<ViewRef> view = project.allViews().stream()
                .filter(v -> v.view().id().equals(servedBy))
                .findFirst();
        return view.flatMap(v -> v.keyspace().table(v.view().baseTable()))
                .map(base -> new Served(base.id(), load, Optional.of(view.get().view())));
    }

    /** A SELECT of columns, WHERE and ALLOW FILTERING only: what {@link Select#columnsOf} prints whole. */
    private static boolean onlyWhatIsPrinted(SelectQuery select) {
        return select.orderBy().isEmpty()
                && select.groupBy().isEmpty()
                && select.limit().isEmpty()
                && select.perPartitionLimit().isEmpty()
                && !select.distinct()
                && !select.json();
    }

    private static Optional<TableRef> tableOf(Project project, WriteStep step) {
        return project.keyspace(step.statement().keyspace())
                .flatMap(k -> k.table(step.statement().table()).map(t -> new TableRef(k, t)));
    }

    /** The load of the table {@code ref}. */
    TableLoad table(TableRef ref) {
        return tables.stream()
                .filter(t -> t.ref().table().id().equals(ref.table().id()))
                .findFirst()
                .orElseThrow();
    }
}
