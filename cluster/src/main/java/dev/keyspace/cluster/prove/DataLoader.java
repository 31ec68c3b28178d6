package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * Writes a table's generated rows with one prepared INSERT, at most {@link #IN_FLIGHT} requests at a time, or
 * {@link #VECTOR_IN_FLIGHT} into a table with a SAI index on a vector column: Cassandra 5.0.9's vector index (jvector
 * 1.0.2's thread pooling) fails a write once more than the node's processors plus one insert into one index at once,
 * which 64 writes in flight did on a two-processor node ("Number of outstanding pooled objects has gone beyond the
 * limit of 3").
 * Each column of row {@code r} of partition {@code p} takes the seed {@link RowSeeds} gives it: the rows of a
 * partition are distinct, and a key found in one table names the same entity in the tables that denormalize it.
 */
final class DataLoader {

    static final int IN_FLIGHT = 64;

    /** At most this many writes into a vector-indexed table: a node with one processor takes two. */
    static final int VECTOR_IN_FLIGHT = 2;

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
        int limit = hasVectorIndex(plan) ? VECTOR_IN_FLIGHT : IN_FLIGHT;
        Semaphore inFlight = new Semaphore(limit);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long total = plan.totalRows();
        long written = 0;
        String phase = "writing " + plan.table().qualifiedName();
        for (int p = 0; p < plan.partitions(); p++) {
            for (long r = 0; r < plan.rowsOf(p); r++) {
                if (cancelled.getAsBoolean() || failure.get() != null) {
                    inFlight.acquire(limit);
                    rethrow(plan, failure.get());
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
        if (!inFlight.tryAcquire(limit, 120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("writes to " + plan.table().qualifiedName() + " did not finish in 120 s");
        }
        rethrow(plan, failure.get());
        listener.progress(phase, total, total);
        return true;
    }

    /** Whether the table has a SAI index on a vector column (the index Cassandra 5.0.9 limits as above). */
    static boolean hasVectorIndex(TablePlan plan) {
        Keyspace keyspace = plan.table().keyspace();
        Table table = plan.table().table();
        return keyspace.indexesOn(table.name()).stream()
                .filter(index -> index.kind() == IndexKind.SAI)
                .flatMap(index -> index.targets().stream())
                .map(target -> table.column(target.column()))
                .flatMap(Optional::stream)
                .anyMatch(column -> column.type() instanceof CqlType.VectorType);
    }

    /** A write Cassandra failed ends the load, named with its table (it is the cluster's refusal, not ours). */
    private static void rethrow(TablePlan plan, Throwable failure) {
        if (failure == null) {
            return;
        }
        Throwable cause =
                failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        if (cause instanceof DriverException driver) {
            throw new LoadFailedException(plan.table().qualifiedName(), driver);
        }
        throw cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
    }
}
