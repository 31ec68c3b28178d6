package dev.keyspace.optimizer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.optimizer.solve.CpSatSolver;
import dev.keyspace.optimizer.solve.SearchStop;
import java.time.Duration;
import java.util.Arrays;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A stop ends an optimization while CP-SAT searches, long before the solver's time limit would: the optimizer throws
 * a CancellationException instead of answering.
 */
class SearchStopTest {

    /** Far longer than the test waits for the stop to be obeyed. */
    private static final Duration TIME_LIMIT = Duration.ofMinutes(10);

    @Test
    void should_end_a_running_cp_sat_search_when_stopped() throws Exception {
        Project big = GeneratedWorkloads.generate(new Random(34), 30, 150);
        SearchStop stop = new SearchStop();
        Thread[] worker = new Thread[1];
        CompletableFuture<Object> result = new CompletableFuture<>();
        worker[0] = new Thread(
                () -> {
                    try {
                        result.complete(new Optimizer(CostModel.DEFAULTS, TIME_LIMIT)
                                .optimize(
                                        big,
                                        big.analysis()
                                                .workload()
                                                .mix(GeneratedWorkloads.MIX)
                                                .orElseThrow(),
                                        OptionalLong.empty(),
                                        CpSatSolver.Objective.COST,
                                        stop));
                    } catch (RuntimeException e) {
                        result.completeExceptionally(e);
                    }
                },
                "optimize");
        worker[0].start();
        long started = System.nanoTime();
        while (!inCpSat(worker[0]) && !result.isDone()) {
            assertThat(System.nanoTime() - started).isLessThan(TimeUnit.MINUTES.toNanos(5));
            Thread.onSpinWait();
        }
        assertThat(result)
                .as("still solving: the problem is large enough to be stopped")
                .isNotDone();

        stop.stop();

        worker[0].join(TimeUnit.MINUTES.toMillis(1));
        assertThat(worker[0].isAlive()).as("stopped well within the time limit").isFalse();
        assertThat(result)
                .as("a stopped optimization does not answer")
                .isCompletedExceptionally()
                .failsWithin(Duration.ZERO)
                .withThrowableOfType(CancellationException.class);
    }

    private static boolean inCpSat(Thread thread) {
        return Arrays.stream(thread.getStackTrace())
                .anyMatch(frame -> frame.getClassName().startsWith("com.google.ortools.sat."));
    }
}
