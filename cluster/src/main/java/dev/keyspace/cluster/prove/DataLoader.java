package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import dev.keyspace.model.schema.Column;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * Writes a table's generated rows with one prepared INSERT, at most {@link #IN_FLIGHT} requests at a time.
 * Each column of row {@code r} of partition {@code p} takes the seed {@link RowSeeds} gives it: the rows of a
 * partition are distinct, and a key found in one table names the same entity in the tables that denormalize it.
 */
final class DataLoader {

    static final int IN_FLIGHT = 64;

    private final CqlSession session;
    private final ValueGenerator values;
    private final int textBytes;

    DataLoader(CqlSession session, ValueGenerator values, int textBytes) {
        this.session = session;
        this.values = values;
        this.textBytes = textBytes;
    }

    /** Writes the plan's rows; false when cancelled before the end. */
    boolean load(TablePlan plan, ProveListener listener, BooleanSupplier cancelled) throws InterruptedException {
        WriteStatement write = WriteStatement.of(plan);
        List<Column> columns = write.columns();
        String cql = write.cql();
        PreparedStatement insert = session.prepare(cql);
        Semaphore inFlight = new Semaphore(IN_FLIGHT);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long total = plan.totalRows();
        long written = 0;
        String phase = "writing " + plan.table().qualifiedName();
        for (int p = 0; p < plan.partitions(); p++) {
            for (long r = 0; r < plan.rowsOf(p); r++) {
                if (cancelled.getAsBoolean() || failure.get() != null) {
                    inFlight.acquire(IN_FLIGHT);
                    rethrow(failure.get());
                    return false;
                }
                BoundStatementBuilder row = insert.boundStatementBuilder();
                for (int i = 0; i < columns.size(); i++) {
                    Column column = columns.get(i);
                    long seed = plan.seed(column, p, r);
                    row = row.setBytesUnsafe(
                            i,
                            values.bound(
                                    session,
                                    insert.getVariableDefinitions().get(i).getType(),
                                    plan,
                                    column,
                                    seed,
                                    textBytes));
                }
                inFlight.acquire();
                session.executeAsync(row.build()).whenComplete((rs, error) -> {
                    if (error != null) {
                        failure.compareAndSet(null, error);
                    }
                    inFlight.release();
                });
                if (++written % 1000 == 0) {
                    listener.progress(phase, written, total);
                }
            }
        }
        if (!inFlight.tryAcquire(IN_FLIGHT, 120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("writes to " + plan.table().qualifiedName() + " did not finish in 120 s");
        }
        rethrow(failure.get());
        listener.progress(phase, total, total);
        return true;
    }

    private static void rethrow(Throwable failure) {
        if (failure == null) {
            return;
        }
        Throwable cause =
                failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        throw cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
    }
}
