package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Runs a mix's statements for a bounded time: each operation picks a statement with probability proportional to its
 * rate, at most {@code concurrency} in flight (asynchronous driver calls bounded by a semaphore). The first
 * {@code warmupSeconds} run the same mix without counting; only operations issued after them and completed within the
 * run count toward the rates and latencies; errors count whenever they come, and never stop
 * the run. When the time is up, statements still in flight get {@link #DRAIN_SECONDS} to finish, then are left.
 */
final class WorkloadRunner {

    static final int DRAIN_SECONDS = 10;

    /** A fixed seed: the same mix picks its statements in the same order on every run. */
    private static final long SEED = 34;

    private final CqlSession session;

    WorkloadRunner(CqlSession session) {
        this.session = session;
    }

    WorkloadResult run(
            WorkloadOptions options,
            MixOperations.Operations operations,
            ProveListener listener,
            BooleanSupplier cancelled,
            List<String> notes)
            throws InterruptedException {
        List<WorkloadOperation> statements = operations.operations();
        String warming = "warming up mix " + options.mix().name();
        String running = "running mix " + options.mix().name();
        if (statements.isEmpty()) {
            return new WorkloadResult(
                    options.mix().name(),
                    options.seconds(),
                    options.warmupSeconds(),
                    options.concurrency(),
                    List.of(),
                    operations.skipped());
        }
        WeightedChoice choice = new WeightedChoice(
                statements.stream().mapToDouble(WorkloadOperation::rate).toArray());
        List<LatencyRecorder> recorders = new ArrayList<>();
        statements.forEach(s -> recorders.add(new LatencyRecorder()));
        SplittableRandom random = new SplittableRandom(SEED);
        Semaphore inFlight = new Semaphore(options.concurrency());
        long warmupStart = System.nanoTime();
        long start = warmupStart + TimeUnit.SECONDS.toNanos(options.warmupSeconds());
        long deadline = start + TimeUnit.SECONDS.toNanos(options.seconds());
        long nextProgress = warmupStart;
        while (true) {
            long now = System.nanoTime();
            if (now >= deadline) {
                break;
            }
            if (cancelled.getAsBoolean()) {
                throw new ProveCancelledException();
            }
            if (now >= nextProgress) {
                if (now < start) {
                    listener.progress(
                            warming, TimeUnit.NANOSECONDS.toSeconds(now - warmupStart), options.warmupSeconds());
                } else {
                    listener.progress(running, TimeUnit.NANOSECONDS.toSeconds(now - start), options.seconds());
                }
                nextProgress = now + TimeUnit.SECONDS.toNanos(1);
            }
            // bounded by the progress tick, so that a cancel or the deadline is seen while the cluster is slow
            long wait = Math.min(deadline, nextProgress) - now;
            if (!inFlight.tryAcquire(Math.max(1, wait), TimeUnit.NANOSECONDS)) {
                continue;
            }
            int index = choice.next(random);
            LatencyRecorder recorder = recorders.get(index);
            WorkloadOperation.Execution statement;
            try {
                statement = statements.get(index).next().apply(random);
            } catch (RuntimeException e) {
                recorder.failure(e);
                inFlight.release();
                continue;
            }
            long issued = System.nanoTime();
            CompletionStage<Void> done;
            try {
                done = statement.start(session);
            } catch (RuntimeException e) {
                done = CompletableFuture.failedFuture(e);
            }
            done.whenComplete((ignored, error) -> {
                long completed = System.nanoTime();
                if (error != null) {
                    recorder.failure(error);
                } else if (issued >= start && completed <= deadline) {
                    recorder.success((completed - issued) / 1_000_000.0);
                }
                inFlight.release();
            });
        }
        listener.progress(running, options.seconds(), options.seconds());
        if (!inFlight.tryAcquire(options.concurrency(), DRAIN_SECONDS, TimeUnit.SECONDS)) {
            notes.add("workload: " + (options.concurrency() - inFlight.availablePermits()) + " statements were still"
                    + " running " + DRAIN_SECONDS + " s after the run and were left");
        }
        List<WorkloadResult.StatementResult> results = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            results.add(recorders
                    .get(i)
                    .result(statements.get(i).name(), statements.get(i).rate(), options.seconds()));
        }
        return new WorkloadResult(
                options.mix().name(),
                options.seconds(),
                options.warmupSeconds(),
                options.concurrency(),
                results,
                operations.skipped());
    }
}
