package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.Relation;
import dev.keyspace.model.analysis.restrictions.RunnableSelect;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.analysis.serving.ServingGap;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.stream.Collectors;

/**
 * A query read by a plan ({@link PlannedReads}) on the proved data, as an application joins: the first read bound
 * to a generated row's values, then each later read once for every row the read before it returned, one after the
 * other, its key bound to the values those rows hold. A value the query asks for that no earlier read holds is bound
 * as the first read binds its own: from the generated data of the table read.
 */
final class PlanReads {

    /** One read prepared: its table's plan, its SELECT, and the statement. */
    private record Step(TablePlan table, SelectQuery select, PreparedStatement prepared) {}

    /** What one run of the plan did: the rows its last read returned and the statements it ran. */
    record Outcome(long rows, int statements) {}

    private final CqlSession session;
    private final ValueGenerator values;
    private final int textBytes;
    private final List<Step> steps;
    private final String tables;
    private final String cql;

    private PlanReads(
            CqlSession session, ValueGenerator values, int textBytes, List<Step> steps, String tables, String cql) {
        this.session = session;
        this.values = values;
        this.textBytes = textBytes;
        this.steps = List.copyOf(steps);
        this.tables = tables;
        this.cql = cql;
    }

    /** The plan of {@code query} prepared on the scratch tables, or why it cannot run. */
    static Prepared prepare(
            CqlSession session,
            Project project,
            Query query,
            Map<ElementId, TablePlan> plans,
            ValueGenerator values,
            int textBytes) {
        ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.scanning(project.conceptual()));
        PlannedReads.Plan plan = PlannedReads.of(project, query, matcher).orElseThrow();
        if (!plan.gaps().isEmpty()) {
            return Prepared.problem(
                    plan.tables(),
                    "its plan does not answer it: "
                            + plan.gaps().stream().map(ServingGap::message).collect(Collectors.joining("; ")));
        }
        List<Step> steps = new ArrayList<>();
        List<String> statements = new ArrayList<>();
        for (PlannedReads.Read read : plan.reads()) {
            Optional<TablePlan> table = Prover.servingPlan(project, read.read(), plans);
            Optional<SelectQuery> select = table.flatMap(t -> RunnableSelect.of(
                            project.conceptual(),
                            read.read(),
                            t.table().keyspace(),
                            t.table().table(),
                            project.target()))
                    .map(RunnableSelect::select);
            if (select.isEmpty()) {
                return Prepared.problem(plan.tables(), read.read().label() + " derives no SELECT on its table");
            }
            String statement = QueryRunner.cql(table.get(), select.get());
            statements.add(statement);
            try {
                steps.add(new Step(table.get(), select.get(), session.prepare(statement)));
            } catch (RuntimeException e) {
                return Prepared.problem(plan.tables(), "cannot prepare " + statement + ": " + e.getMessage());
            }
        }
        String cql = String.join("; then for each row: ", statements);
        return new Prepared(
                Optional.of(new PlanReads(session, values, textBytes, steps, plan.tables(), cql)),
                plan.tables(),
                cql,
                Optional.empty());
    }

    /** A prepared plan, or the tables it reads and why it cannot run. */
    record Prepared(Optional<PlanReads> reads, String tables, String cql, Optional<String> problem) {
        static Prepared problem(String tables, String why) {
            return new Prepared(Optional.empty(), tables, "", Optional.of(why));
        }
    }

    String tables() {
        return tables;
    }

    /** The one read of a plan that reads one table (its application filters or sorts), as a single query runs. */
    record Single(TablePlan table, SelectQuery select) {}

    TablePlan firstTable() {
        return steps.get(0).table();
    }

    Optional<Single> single() {
        return steps.size() == 1
                ? Optional.of(new Single(steps.get(0).table(), steps.get(0).select()))
                : Optional.empty();
    }

    String cql() {
        return cql;
    }

    /** The first read's statement bound to row {@code row} of partition {@code partition}, as a single read binds. */
    BoundStatement first(int partition, long row) {
        Step first = steps.get(0);
        return new QueryRunner(session, values, textBytes)
                .bind(first.prepared(), first.table(), first.select(), partition, row);
    }

    /**
     * The plan run {@code runs} times from row 0 of partition 0, one run after the other: the latency of each whole
     * run, the rows its last read returned and the reads it took (the median run's).
     */
    QueryResult result(String label, int runs, java.time.Duration limit) {
        double[] latencies = new double[runs];
        long[] rows = new long[runs];
        int[] statements = new int[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            Outcome outcome;
            try {
                outcome = run(0, 0)
                        .toCompletableFuture()
                        .get(limit.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return QueryResult.failed(label, tables, cql, "interrupted");
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                String why = e instanceof java.util.concurrent.TimeoutException
                        ? "a run of its plan took longer than " + limit.toSeconds() + " s"
                        : String.valueOf(e.getCause().getMessage());
                return QueryResult.failed(label, tables, cql, why);
            }
            latencies[i] = (System.nanoTime() - start) / 1_000_000.0;
            rows[i] = outcome.rows();
            statements[i] = outcome.statements();
        }
        java.util.Arrays.sort(latencies);
        java.util.Arrays.sort(rows);
        java.util.Arrays.sort(statements);
        return new QueryResult(
                label,
                tables,
                cql,
                runs,
                LatencyRecorder.percentile(latencies, 0.50),
                LatencyRecorder.percentile(latencies, 0.99),
                rows[(rows.length - 1) / 2],
                -1,
                0,
                0,
                statements[(statements.length - 1) / 2],
                Optional.empty());
    }

    /** One run of the plan from the first read bound to {@code partition} and {@code row}. */
    CompletionStage<Outcome> run(int partition, long row) {
        BoundStatement first = first(partition, row);
        Map<AttributeRef, ByteBuffer> asked = new HashMap<>();
        List<Relation> where = steps.get(0).select().where();
        int position = 0;
        for (Relation relation : where) {
            if (relation instanceof Relation.SingleColumn single) {
                AttributeRef held = steps.get(0).table().held().get(single.column());
                if (held != null && single.operator() == Operator.EQ) {
                    asked.put(held, first.getBytesUnsafe(position));
                }
                position++;
            }
        }
        int[] statements = {1};
        return session.executeAsync(first)
                .thenCompose(page -> rows(page, new ArrayList<>()))
                .thenApply(rows -> contexts(steps.get(0), asked, rows))
                .thenCompose(found -> later(1, found, partition, statements))
                .thenApply(found -> new Outcome(found.size(), statements[0]));
    }

    /** The reads from {@code index} on, each once for every row found before it. */
    private CompletionStage<List<Map<AttributeRef, ByteBuffer>>> later(
            int index, List<Map<AttributeRef, ByteBuffer>> found, int partition, int[] statements) {
        if (index == steps.size()) {
            return CompletableFuture.completedFuture(found);
        }
        CompletableFuture<List<Map<AttributeRef, ByteBuffer>>> done = new CompletableFuture<>();
        next(steps.get(index), found.iterator(), new ArrayList<>(), partition, statements, done);
        return done.thenCompose(next -> later(index + 1, next, partition, statements));
    }

    /** Runs {@code step} for each row of {@code rows} in turn: an application reading one row after the other. */
    private void next(
            Step step,
            Iterator<Map<AttributeRef, ByteBuffer>> rows,
            List<Map<AttributeRef, ByteBuffer>> found,
            int partition,
            int[] statements,
            CompletableFuture<List<Map<AttributeRef, ByteBuffer>>> done) {
        if (!rows.hasNext()) {
            done.complete(found);
            return;
        }
        Map<AttributeRef, ByteBuffer> known = rows.next();
        BoundStatement bound;
        try {
            bound = bind(step, known, partition);
        } catch (RuntimeException e) {
            done.completeExceptionally(e);
            return;
        }
        statements[0]++;
        session.executeAsync(bound)
                .thenCompose(page -> rows(page, new ArrayList<>()))
                .whenComplete((result, error) -> {
                    if (error != null) {
                        done.completeExceptionally(error);
                    } else {
                        found.addAll(contexts(step, known, result));
                        next(step, rows, found, partition, statements, done);
                    }
                });
    }

    /** A later read bound: each key by the value an earlier read found, else by the generated data of its table. */
    private BoundStatement bind(Step step, Map<AttributeRef, ByteBuffer> known, int partition) {
        int tablePartition = partition % step.table().partitions();
        List<QueryRunner.BoundSeed> seeds = QueryRunner.seeds(step.table(), step.select(), tablePartition, 0);
        BoundStatementBuilder builder = step.prepared().boundStatementBuilder();
        for (int i = 0; i < seeds.size(); i++) {
            QueryRunner.BoundSeed seed = seeds.get(i);
            AttributeRef held = step.table().held().get(seed.column().name());
            ByteBuffer value = held != null && seed.operator() == Operator.EQ ? known.get(held) : null;
            if (value == null) {
                value = values.bound(
                        session,
                        step.prepared().getVariableDefinitions().get(i).getType(),
                        step.table(),
                        seed.column(),
                        seed.seed(),
                        textBytes);
            }
            builder = builder.setBytesUnsafe(i, value);
        }
        return builder.build();
    }

    /** What is known after a read: what was known before, and each returned row's values of what its columns hold. */
    private static List<Map<AttributeRef, ByteBuffer>> contexts(
            Step step, Map<AttributeRef, ByteBuffer> before, List<Row> rows) {
        List<Map<AttributeRef, ByteBuffer>> found = new ArrayList<>(rows.size());
        for (Row row : rows) {
            Map<AttributeRef, ByteBuffer> known = new HashMap<>(before);
            for (int i = 0; i < row.getColumnDefinitions().size(); i++) {
                CqlIdentifier name = row.getColumnDefinitions().get(i).getName();
                AttributeRef held = step.table().held().get(dev.keyspace.model.schema.Identifier.of(name.asInternal()));
                ByteBuffer value = row.getBytesUnsafe(i);
                if (held != null && value != null) {
                    known.put(held, value);
                }
            }
            found.add(known);
        }
        return found;
    }

    /** Every row of an answer, page after page. */
    private static CompletionStage<List<Row>> rows(AsyncResultSet page, List<Row> into) {
        page.currentPage().forEach(into::add);
        return page.hasMorePages()
                ? page.fetchNextPage().thenCompose(next -> rows(next, into))
                : CompletableFuture.completedFuture(into);
    }
}
