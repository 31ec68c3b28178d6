package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.TokenMap;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import com.datastax.oss.driver.api.core.servererrors.UnavailableException;
import dev.keyspace.cluster.plan.StatementErrors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Copies every row of one table into another, token range by token range: each range read in pages and its rows
 * written with each cell's own write time and time to live (so that a newer write the application made to the
 * target meanwhile is never overwritten by an older copy), a few ranges at once and at a bounded rate. Each range
 * copied is recorded in the history, so a copy stopped halfway goes on with the ranges left. At the end the target
 * is counted: it must hold at least as many rows as were read, or the copy fails before anything is dropped.
 */
final class RowCopier {

    private static final Duration READ_TIMEOUT = Duration.ofSeconds(60);

    private final CqlSession session;
    private final HistoryTable history;
    private final CopyOptions options;
    private final AtomicBoolean cancelled;

    RowCopier(CqlSession session, HistoryTable history, CopyOptions options, AtomicBoolean cancelled) {
        this.session = session;
        this.history = history;
        this.options = options;
        this.cancelled = cancelled;
    }

    /**
     * Copies the rows of {@code copy}, item {@code item} of script {@code version}.
     *
     * @throws CancellationException when cancelled: the ranges copied so far are recorded
     */
    CopyResult copy(long version, int item, ScriptItems.Copy copy, ApplyListener listener)
            throws CopyFailedException, InterruptedException {
        String name = copy.directive().replace(ScriptItems.DIRECTIVE, "copy");
        session.refreshSchema();
        TableMetadata from = table(copy.from(), name);
        TableMetadata to = table(copy.to(), name);
        RowWriter writer = new RowWriter(
                session, CopyColumns.of(from, to, copy.renamed(), name), copy.to(), name, options.consistency());
        TokenMap tokens = session.getMetadata()
                .getTokenMap()
                .orElseThrow(() -> new CopyFailedException(name + ": the driver has no token map of the cluster"
                        + " (advanced.metadata.token-map.enabled is off), so ksd cannot read the table by ranges"));
        List<TokenPieces.Piece> pieces;
        try {
            pieces = TokenPieces.of(tokens, options.ranges());
        } catch (IllegalStateException e) {
            throw new CopyFailedException(name + ": " + e.getMessage(), e);
        }
        Map<String, Long> done = history.copiedRanges(version, item);
        AtomicLong rows = new AtomicLong();
        AtomicInteger finished = new AtomicInteger();
        List<TokenPieces.Piece> left = new ArrayList<>();
        for (TokenPieces.Piece piece : pieces) {
            Long copied = done.get(piece.id());
            if (copied == null) {
                left.add(piece);
            } else {
                rows.addAndGet(copied);
                finished.incrementAndGet();
            }
        }
        int resumed = finished.get();
        listener.copyProgress(copy, resumed, pieces.size(), rows.get());
        RangeStatements reads = new RangeStatements(session, from, writer.selection());
        RateLimit rate = new RateLimit(options.rowsPerSecond());
        ExecutorService pool = Executors.newFixedThreadPool(options.concurrency(), r -> {
            Thread thread = new Thread(r, "ksd-copy");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (TokenPieces.Piece piece : left) {
                futures.add(pool.submit(() -> {
                    if (cancelled.get()) {
                        return null;
                    }
                    long read = copyPiece(reads, piece, writer, rate);
                    history.rangeCopied(version, item, piece.id(), read);
                    listener.copyProgress(copy, finished.incrementAndGet(), pieces.size(), rows.addAndGet(read));
                    return null;
                }));
            }
            awaitAll(futures, name);
        } finally {
            pool.shutdownNow();
        }
        if (cancelled.get()) {
            throw new CancellationException(name + " stopped; " + finished.get() + " of " + pieces.size()
                    + " ranges are copied and recorded, and the next --apply goes on from there");
        }
        long inTarget;
        try {
            inTarget = new RangeStatements(session, to, List.of()).count(pieces, options.consistency());
        } catch (DriverException e) {
            throw failed(name + ": counting " + copy.to(), e);
        }
        if (inTarget < rows.get()) {
            throw new CopyFailedException(name + ": count check failed: " + rows.get() + " rows were read from "
                    + copy.from() + " but " + copy.to() + " holds " + inTarget + " (rows whose new key is the same"
                    + " land on one row); nothing after the copy was run, so nothing was dropped");
        }
        return new CopyResult(rows.get(), inTarget, pieces.size(), resumed);
    }

    private long copyPiece(RangeStatements reads, TokenPieces.Piece piece, RowWriter writer, RateLimit rate)
            throws CopyFailedException, InterruptedException {
        BoundStatement read = reads.bind(piece).setPageSize(options.pageSize());
        long count = 0;
        for (Row row :
                session.execute(read.setConsistencyLevel(options.consistency()).setTimeout(READ_TIMEOUT))) {
            if (cancelled.get()) {
                throw new CancellationException();
            }
            rate.acquire();
            writer.write(row);
            count++;
        }
        return count;
    }

    private void awaitAll(List<Future<?>> futures, String name) throws CopyFailedException, InterruptedException {
        for (Future<?> future : futures) {
            try {
                future.get();
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof CancellationException) {
                    continue;
                }
                futures.forEach(f -> f.cancel(true));
                if (cause instanceof CopyFailedException failed) {
                    throw failed;
                }
                if (cause instanceof DriverException driver) {
                    throw failed(name, driver);
                }
                throw new IllegalStateException(name + " failed", cause);
            }
        }
    }

    /** Cassandra's words, and what to do when the keyspace has more replicas than nodes up to answer. */
    private CopyFailedException failed(String what, DriverException e) {
        String hint = unavailable(e)
                ? " (too few replicas of the keyspace answer at " + options.consistency()
                        + ": bring the nodes that are down"
                        + " back up, or, on a one-node dev cluster, apply with --consistency ONE)"
                : "";
        return new CopyFailedException(what + ": " + StatementErrors.describe(e) + hint, e);
    }

    private static boolean unavailable(DriverException e) {
        if (e instanceof UnavailableException) {
            return true;
        }
        return e instanceof AllNodesFailedException all
                && all.getAllErrors().values().stream()
                        .flatMap(List::stream)
                        .anyMatch(UnavailableException.class::isInstance);
    }

    private TableMetadata table(TableName table, String copy) throws CopyFailedException {
        return table.in(session.getMetadata())
                .orElseThrow(() -> new CopyFailedException(copy + ": table " + table + " does not exist"));
    }

    /** The SELECT of one token range of a table, and the count of its rows. */
    private static final class RangeStatements {
        private final CqlSession session;
        private final PreparedStatement bounded;
        private final PreparedStatement open;

        RangeStatements(CqlSession session, TableMetadata table, List<dev.keyspace.cql.dml.Selection> selection) {
            this.session = session;
            List<dev.keyspace.cql.dml.Selection> what =
                    selection.isEmpty() ? List.of(dev.keyspace.cql.dml.Selection.countAll()) : selection;
            this.bounded = session.prepare(TokenRangeSelect.cql(table, what, true));
            this.open = session.prepare(TokenRangeSelect.cql(table, what, false));
        }

        BoundStatement bind(TokenPieces.Piece piece) {
            return piece.end().isPresent()
                    ? bounded.bind()
                            .setToken(0, piece.start())
                            .setToken(1, piece.end().get())
                    : open.bind().setToken(0, piece.start());
        }

        long count(List<TokenPieces.Piece> pieces, ConsistencyLevel level) {
            long total = 0;
            for (TokenPieces.Piece piece : pieces) {
                Row row = session.execute(bind(piece).setConsistencyLevel(level).setTimeout(Duration.ofSeconds(120)))
                        .one();
                total += row == null ? 0 : row.getLong(0);
            }
            return total;
        }
    }
}
