package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.analysis.restrictions.Relation;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.schema.Column;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Runs one query as the prepared SELECT its serving table answers, with the values of a row of the generated data
 * (row 0 of partition 0; a range rows 0 to 9), {@code runs} times, and traces one run. A workload binds it to other
 * partitions and rows ({@link #bind}).
 */
final class QueryRunner {

    private static final int TRACE_ATTEMPTS = 25;

    private final CqlSession session;
    private final ValueGenerator values;
    private final int textBytes;

    QueryRunner(CqlSession session, ValueGenerator values, int textBytes) {
        this.session = session;
        this.values = values;
        this.textBytes = textBytes;
    }

    QueryResult run(String label, TablePlan plan, SelectQuery select, int runs) {
        String cql = cql(plan, select);
        String table = plan.table().qualifiedName();
        PreparedStatement prepared;
        try {
            prepared = session.prepare(cql);
        } catch (RuntimeException e) {
            return QueryResult.failed(label, table, cql, e.getMessage());
        }
        BoundStatement bound = bind(prepared, plan, select, 0, 0);
        double[] latencies = new double[runs];
        long[] rows = new long[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            ResultSet result = session.execute(bound);
            rows[i] = result.all().size();
            latencies[i] = (System.nanoTime() - start) / 1_000_000.0;
        }
        ResultSet traced = session.execute(bound.setTracing(true));
        traced.all();
        Optional<TraceReading> reading = trace(traced);
        if (reading.isEmpty()) {
            return QueryResult.failed(label, table, cql, "Cassandra did not complete the trace of a run in time");
        }
        Arrays.sort(latencies);
        Arrays.sort(rows);
        return new QueryResult(
                label,
                table,
                cql,
                runs,
                LatencyRecorder.percentile(latencies, 0.50),
                LatencyRecorder.percentile(latencies, 0.99),
                rows[(rows.length - 1) / 2],
                reading.get().partitions(),
                reading.get().sstables(),
                reading.get().tombstones(),
                1,
                Optional.empty());
    }

    /** The trace of a run: Cassandra writes it after answering, so the driver may ask several times. */
    private static Optional<TraceReading> trace(ResultSet traced) {
        for (int attempt = 0; attempt < TRACE_ATTEMPTS; attempt++) {
            try {
                return Optional.of(TraceReading.of(traced.getExecutionInfo().getQueryTrace()));
            } catch (IllegalStateException notYetComplete) {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /** The query's columns, WHERE and ALLOW FILTERING, on the table's scratch copy. */
    static String cql(TablePlan plan, SelectQuery select) {
        return DmlWriter.cql(Select.columnsOf(plan.scratchTable(), select));
    }

    /** One value a query binds: the column it restricts, how, and the seed of the value. */
    record BoundSeed(Column column, Operator operator, long seed) {}

    /**
     * The values, in bind order, of a query bound to row {@code row} of partition {@code partition} (as {@link
     * #bind} binds them).
     */
    static List<BoundSeed> seeds(TablePlan plan, SelectQuery select, int partition, long row) {
        List<BoundSeed> seeds = new ArrayList<>();
        long lastRow = plan.rowsOf(partition) - 1;
        for (Relation relation : select.where()) {
            if (!(relation instanceof Relation.SingleColumn single)) {
                continue;
            }
            Column column = plan.table().table().column(single.column()).orElseThrow();
            long boundRow = single.operator() == Operator.LTE || single.operator() == Operator.LT
                    ? Math.min(row + 9, lastRow)
                    : Math.min(row, lastRow);
            seeds.add(new BoundSeed(column, single.operator(), plan.seed(column, partition, boundRow)));
        }
        return seeds;
    }

    /**
     * The SELECT bound to the values of row {@code row} of partition {@code partition} of the generated data (of
     * the base table, for a view): an upper bound takes the row nine further (so a range on a clustering column
     * reads ten rows, or as many as the partition has).
     */
    BoundStatement bind(PreparedStatement prepared, TablePlan plan, SelectQuery select, int partition, long row) {
        List<ByteBuffer> bound = new ArrayList<>();
        for (BoundSeed value : seeds(plan, select, partition, row)) {
            bound.add(values.bound(
                    session,
                    prepared.getVariableDefinitions().get(bound.size()).getType(),
                    plan,
                    value.column(),
                    value.seed(),
                    textBytes));
        }
        BoundStatementBuilder builder = prepared.boundStatementBuilder();
        for (int i = 0; i < bound.size(); i++) {
            builder = builder.setBytesUnsafe(i, bound.get(i));
        }
        return builder.build();
    }
}
