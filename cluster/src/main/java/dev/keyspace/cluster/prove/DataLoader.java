package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.DriverTimeoutException;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.servererrors.OverloadedException;
import com.datastax.oss.driver.api.core.servererrors.UnavailableException;
import com.datastax.oss.driver.api.core.servererrors.WriteTimeoutException;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
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
 * A write the cluster did not take in time (a timeout, an overloaded or unavailable replica) is sent again, up to
 * {@link #ATTEMPTS} times with a growing pause, as cassandra-stress does by default (10 retries): a busy node
 * timing out one insert of a vector-indexed table must not end a whole proof. An INSERT of generated values is
 * idempotent; a counter UPDATE is not, so it is never sent twice.
 */
final class DataLoader {

    static final int IN_FLIGHT = 64;

    /** At most this many writes into a vector-indexed table: a node with one processor takes two. */
    static final int VECTOR_IN_FLIGHT = 2;

    /** Times a write is sent before its failure ends the load. */
    static final int ATTEMPTS = 10;

    private static final long FIRST_PAUSE_MILLIS = 100;
    private static final long LONGEST_PAUSE_MILLIS = 5_000;

    private final CqlSession session;
    private final ValueGenerator values;
    private final int textBytes;
    private final AtomicLong retried = new AtomicLong();

    DataLoader(CqlSession session, ValueGenerator values, int textBytes) {
        this.session = session;
        this.values = values;
        this.textBytes = textBytes;
    }

    /** Writes the plan's rows; false when cancelled before the end. */
    boolean load(TablePlan plan, ProveListener listener, BooleanSupplier cancelled) throws InterruptedException {
        WriteStatement write = WriteStatement.of(plan);
        boolean idempotent = write.idempotent();
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
                send(row.build(), idempotent ? ATTEMPTS : 1, inFlight, failure);
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

    /** Writes sent again so far, over every table this loader wrote. */
    long retriedWrites() {
        return retried.get();
    }

    /** Sends {@code row}, again after a pause while the cluster did not take it and attempts are left. */
    private void send(BoundStatement row, int attemptsLeft, Semaphore inFlight, AtomicReference<Throwable> failure) {
        session.executeAsync(row).whenComplete((rs, error) -> {
            if (error != null && attemptsLeft > 1 && failure.get() == null && notTakenInTime(error)) {
                retried.incrementAndGet();
                long pause =
                        Math.min(LONGEST_PAUSE_MILLIS, FIRST_PAUSE_MILLIS << Math.min(10, ATTEMPTS - attemptsLeft));
                CompletableFuture.delayedExecutor(pause, TimeUnit.MILLISECONDS)
                        .execute(() -> send(row, attemptsLeft - 1, inFlight, failure));
                return;
            }
            if (error != null) {
                failure.compareAndSet(null, error);
            }
            inFlight.release();
        });
    }

    private static boolean notTakenInTime(Throwable error) {
        Throwable cause = AsyncFailure.cause(error);
        return cause instanceof WriteTimeoutException
                || cause instanceof DriverTimeoutException
                || cause instanceof OverloadedException
                || cause instanceof UnavailableException;
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
        Throwable cause = AsyncFailure.cause(failure);
        if (cause instanceof DriverException driver) {
            throw new LoadFailedException(plan.table().qualifiedName(), driver);
        }
        throw cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
    }
}
