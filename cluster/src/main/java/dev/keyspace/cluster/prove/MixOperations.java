package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.RunnableSelect;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.writes.BoundValue;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.WriteOperation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The statements a mix runs against the proved data, each with its rate: a query as the prepared SELECT of the
 * table serving it (as {@link QueryRunner} builds it), a write as the statements of its write path on the scratch
 * tables (a logged batch when the path says so). What cannot run is listed as skipped, with why.
 */
final class MixOperations {

    /** The operations to run and what the mix names that cannot run. */
    record Operations(List<WorkloadOperation> operations, List<String> skipped) {}

    private final CqlSession session;
    private final Project project;
    private final Map<ElementId, TablePlan> plans;
    private final ValueGenerator values;
    private final int textBytes;

    MixOperations(
            CqlSession session,
            Project project,
            Map<ElementId, TablePlan> plans,
            ValueGenerator values,
            int textBytes) {
        this.session = session;
        this.project = project;
        this.plans = plans;
        this.values = values;
        this.textBytes = textBytes;
    }

    Operations of(Mix mix) {
        List<WorkloadOperation> operations = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        mix.queries().forEach((id, demand) -> {
            if (demand.perSecond() <= 0) {
                return;
            }
            Optional<Query> query = project.query(id);
            if (query.isEmpty()) {
                skipped.add(id.value() + ": no such query in the project");
                return;
            }
            query(query.get(), demand)
                    .ifPresentOrElse(
                            operations::add,
                            () -> skipped.add(
                                    query.get().label()
                                            + ": served by no table or view of the project, or a search attribute has no column in it"));
        });
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
            List<WriteStep> steps = path.get().steps().stream()
                    .filter(s -> planOf(s).isPresent())
                    .toList();
            if (steps.isEmpty()) {
                skipped.add(path.get().title() + ": " + path.get().why());
                return;
            }
            operations.add(write(path.get(), steps, demand));
        });
        return new Operations(operations, skipped);
    }

    private Optional<WorkloadOperation> query(Query query, Demand demand) {
        if (query.plan().isPresent() && query.servedBy().isPresent()) {
            return Optional.of(planned(query, demand));
        }
        Optional<TablePlan> plan = Prover.servingPlan(project, query, plans);
        Optional<SelectQuery> select = plan.flatMap(p -> RunnableSelect.of(
                        project.conceptual(),
                        query,
                        p.table().keyspace(),
                        p.table().table(),
                        project.target()))
                .map(RunnableSelect::select);
        if (select.isEmpty()) {
            return Optional.empty();
        }
        String cql = QueryRunner.cql(plan.get(), select.get());
        PreparedStatement prepared;
        try {
            prepared = session.prepare(cql);
        } catch (RuntimeException e) {
            return Optional.of(WorkloadOperation.failing(
                    query.label(), demand.perSecond(), "cannot prepare " + cql + ": " + e.getMessage()));
        }
        QueryRunner runner = new QueryRunner(session, values, textBytes);
        TablePlan table = plan.get();
        return Optional.of(WorkloadOperation.ofStatements(query.label(), demand.perSecond(), random -> {
            int partition = random.nextInt(table.partitions());
            long row = random.nextLong(table.rowsOf(partition));
            return runner.bind(prepared, table, select.get(), partition, row);
        }));
    }

    /** A query read by its plan: each run from a random row of its first table, its reads as the application joins. */
    private WorkloadOperation planned(Query query, Demand demand) {
        PlanReads.Prepared prepared = PlanReads.prepare(session, project, query, plans, values, textBytes);
        if (prepared.reads().isEmpty()) {
            return WorkloadOperation.failing(
                    query.label(), demand.perSecond(), prepared.problem().orElseThrow());
        }
        PlanReads reads = prepared.reads().get();
        TablePlan first = reads.firstTable();
        return new WorkloadOperation(query.label(), demand.perSecond(), random -> {
            int partition = random.nextInt(first.partitions());
            long row = random.nextLong(first.rowsOf(partition));
            if (reads.single().isPresent()) {
                return WorkloadOperation.Execution.of(reads.first(partition, row));
            }
            return session -> reads.run(partition, row).thenApply(outcome -> null);
        });
    }

    /** The table plan of a step's table; none for a table the proof did not load. */
    private Optional<TablePlan> planOf(WriteStep step) {
        return plans.values().stream()
                .filter(p -> p.table().keyspace().name().equals(step.statement().keyspace())
                        && p.table().table().name().equals(step.statement().table()))
                .findFirst();
    }

    /** One statement of a write path bound to a draw: the same draw names the same partition in like tables. */
    private interface DrawnStatement {
        BoundStatement bind(int partitionDraw, long rowDraw);
    }

    /** How long a write into a vector-indexed table waits for another to end: the runner's drain time. */
    private static final int VECTOR_WAIT_SECONDS = WorkloadRunner.DRAIN_SECONDS;

    /**
     * The writes into vector-indexed tables in flight, across the mix: Cassandra 5.0.9 refuses more than its
     * processors + 1 at once (as the loader, {@link DataLoader#VECTOR_IN_FLIGHT}).
     */
    private final java.util.concurrent.Semaphore vectorWrites =
            new java.util.concurrent.Semaphore(DataLoader.VECTOR_IN_FLIGHT);

    private WorkloadOperation write(WritePath path, List<WriteStep> steps, Demand demand) {
        boolean vector =
                steps.stream().map(this::planOf).flatMap(Optional::stream).anyMatch(DataLoader::hasVectorIndex);
        WorkloadOperation operation = writeStatements(path, steps, demand);
        if (!vector) {
            return operation;
        }
        // waits for a vector write to end before starting one more: the application's own bound
        return new WorkloadOperation(operation.name(), operation.rate(), random -> {
            WorkloadOperation.Execution execution = operation.next().apply(random);
            return session -> {
                try {
                    if (!vectorWrites.tryAcquire(VECTOR_WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS)) {
                        return java.util.concurrent.CompletableFuture.failedFuture(new IllegalStateException(
                                "no vector-indexed write ended in " + VECTOR_WAIT_SECONDS + " s"));
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return java.util.concurrent.CompletableFuture.failedFuture(e);
                }
                try {
                    return execution.start(session).whenComplete((done, error) -> vectorWrites.release());
                } catch (RuntimeException e) {
                    vectorWrites.release();
                    throw e;
                }
            };
        });
    }

    private WorkloadOperation writeStatements(WritePath path, List<WriteStep> steps, Demand demand) {
        List<DrawnStatement> statements = new ArrayList<>();
        // an insert adds a row after the loaded ones of its partition: each takes the next row seed
        AtomicLong inserted = new AtomicLong();
        boolean insert = path.operation() == WriteOperation.INSERT;
        for (WriteStep step : steps) {
            TablePlan plan = planOf(step).orElseThrow();
            String cql = WriteStatements.cql(
                    step.statement().on(plan.scratchKeyspace(), step.statement().table()));
            PreparedStatement prepared;
            try {
                prepared = session.prepare(cql);
            } catch (RuntimeException e) {
                return WorkloadOperation.failing(
                        path.title(), demand.perSecond(), "cannot prepare " + cql + ": " + e.getMessage());
            }
            statements.add((partitionDraw, rowDraw) -> {
                int partition = partitionDraw % plan.partitions();
                long row = insert ? plan.rowsOf(partition) + rowDraw : rowDraw % plan.rowsOf(partition);
                return bind(prepared, plan, step.values(), partition, row);
            });
        }
        return WorkloadOperation.ofStatements(path.title(), demand.perSecond(), random -> {
            int partitionDraw = random.nextInt(Integer.MAX_VALUE);
            long rowDraw = insert ? inserted.getAndIncrement() : random.nextLong(Long.MAX_VALUE);
            if (!path.logged()) {
                return statements.get(0).bind(partitionDraw, rowDraw);
            }
            BatchStatement batch = BatchStatement.newInstance(DefaultBatchType.LOGGED);
            for (DrawnStatement statement : statements) {
                batch = batch.add(statement.bind(partitionDraw, rowDraw));
            }
            return (com.datastax.oss.driver.api.core.cql.Statement<?>) batch;
        });
    }

    /** A write statement bound as the loader writes row {@code row} of partition {@code partition}. */
    private BoundStatement bind(
            PreparedStatement prepared, TablePlan plan, List<BoundValue> bound, int partition, long row) {
        BoundStatementBuilder builder = prepared.boundStatementBuilder();
        for (int i = 0; i < bound.size(); i++) {
            Column column = bound.get(i).column();
            long seed = plan.seed(column, partition, row);
            builder = builder.setBytesUnsafe(
                    i,
                    values.bound(
                            session,
                            prepared.getVariableDefinitions().get(i).getType(),
                            plan,
                            column,
                            seed,
                            textBytes));
        }
        return builder.build();
    }
}
