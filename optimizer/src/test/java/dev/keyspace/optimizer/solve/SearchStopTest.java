package dev.keyspace.optimizer.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.optimizer.CostModel;
import dev.keyspace.optimizer.GeneratedWorkloads;
import dev.keyspace.optimizer.Optimizer;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A stop ends CP-SAT's search at once, long before its time limit, and an optimization stopped before or between its
 * stages ends with a CancellationException instead of a design.
 */
class SearchStopTest {

    /** Far longer than the test waits for a stop to be obeyed. */
    private static final Duration TIME_LIMIT = Duration.ofMinutes(10);

    @Test
    void should_end_a_running_cp_sat_search_long_before_its_time_limit() throws Exception {
        // not proven within 40 s for each of its two objectives on this machine: only the stop ends it in time
        WorkloadProblem hard = HardProblems.generate(new Random(34), 150, 200, 100);
        SearchStop stop = new SearchStop();
        CompletableFuture<Optional<Choice>> result = new CompletableFuture<>();
        Thread worker = new Thread(
                () -> {
                    try {
                        result.complete(new CpSatSolver(TIME_LIMIT).solve(hard, CpSatSolver.Objective.COST, stop));
                    } catch (RuntimeException e) {
                        result.completeExceptionally(e);
                    }
                },
                "solve");
        worker.start();
        long started = System.nanoTime();
        while (!inCpSat(worker)) {
            assertThat(System.nanoTime() - started).isLessThan(TimeUnit.MINUTES.toNanos(2));
            Thread.onSpinWait();
        }

        stop.stop();

        worker.join(TimeUnit.MINUTES.toMillis(1));
        assertThat(worker.isAlive()).as("stopped well within the time limit").isFalse();
        assertThat(result).isCompletedExceptionally();
        assertThatThrownBy(result::join).isInstanceOf(CancellationException.class);
    }

    @Test
    void should_not_optimize_once_stopped() {
        Project project = GeneratedWorkloads.generate(new Random(34), 4, 10);
        SearchStop stop = new SearchStop();
        stop.stop();

        assertThatThrownBy(() -> new Optimizer(CostModel.DEFAULTS, TIME_LIMIT)
                        .optimize(
                                project,
                                project.analysis()
                                        .workload()
                                        .mix(GeneratedWorkloads.MIX)
                                        .orElseThrow(),
                                OptionalLong.empty(),
                                CpSatSolver.Objective.COST,
                                stop))
                .isInstanceOf(CancellationException.class);
    }

    private static boolean inCpSat(Thread thread) {
        return Arrays.stream(thread.getStackTrace())
                .anyMatch(frame -> frame.getClassName().startsWith("com.google.ortools.sat."));
    }
}
