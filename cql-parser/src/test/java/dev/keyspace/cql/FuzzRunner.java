package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Runs a reader on seeded inputs, each on a worker thread bounded to {@link #HANG_SECONDS} (a reader that hangs is
 * a failure, not a stuck build), and fails listing the first failing inputs with the seed that reproduces them.
 * {@code -Dfuzz.cases=N} and {@code -Dfuzz.seed=S} choose the run, {@code -Dfuzz.case=I} runs case I alone; the
 * build runs 20,000 cases with a fixed seed.
 */
final class FuzzRunner {

    static final int CASES = Integer.getInteger("fuzz.cases", 20_000);
    static final long SEED = Long.getLong("fuzz.seed", 20_251_124L);
    static final int HANG_SECONDS = 5;
    static final int ONLY_CASE = Integer.getInteger("fuzz.case", -1);
    private static final int FAILURES_SHOWN = 5;

    private FuzzRunner() {}

    /** Case {@code i} reads {@code input.apply(new Random(SEED + i))}, so any case can be rebuilt on its own. */
    static void run(String name, Function<Random, String> input, Consumer<String> check) throws InterruptedException {
        List<String> failures = new ArrayList<>();
        ExecutorService worker = newWorker();
        long started = System.nanoTime();
        long slowest = 0;
        int slowestCase = -1;
        try {
            for (int i = 0; i < CASES && failures.size() < FAILURES_SHOWN; i++) {
                if (ONLY_CASE >= 0 && i != ONLY_CASE) {
                    continue;
                }
                String text = input.apply(new Random(SEED + i));
                Future<?> result = worker.submit(() -> check.accept(text));
                long caseStarted = System.nanoTime();
                try {
                    result.get(HANG_SECONDS, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    failures.add(describe(i, text, e.getCause().toString()));
                } catch (TimeoutException e) {
                    result.cancel(true);
                    worker.shutdownNow();
                    worker = newWorker(); // the stuck thread is a daemon; it cannot hold the build
                    failures.add(describe(i, text, "no answer within " + HANG_SECONDS + " s"));
                }
                long took = System.nanoTime() - caseStarted;
                if (took > slowest) {
                    slowest = took;
                    slowestCase = i;
                }
            }
        } finally {
            worker.shutdownNow();
        }
        System.out.printf(
                "fuzz %s: %,d cases, seed %d, %.1f s, slowest case %d ms (case %d), %d failing%n",
                name,
                CASES,
                SEED,
                (System.nanoTime() - started) / 1e9,
                TimeUnit.NANOSECONDS.toMillis(slowest),
                slowestCase,
                failures.size());
        assertThat(failures).as("failing cases (-Dfuzz.seed=%d)", SEED).isEmpty();
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "fuzz-case");
            thread.setDaemon(true);
            return thread;
        });
    }

    private static String describe(int caseNumber, String text, String problem) {
        String shown = text.length() > 2_000 ? text.substring(0, 2_000) + " ... (" + text.length() + " chars)" : text;
        return "case " + caseNumber + ": " + problem + "\n" + shown;
    }
}
