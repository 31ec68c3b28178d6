package dev.keyspace.cluster.prove;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A mix run against the proved data for {@code seconds} (after {@code warmupSeconds} not counted) with {@code
 * concurrency} statements in flight: per statement
 * the operations completed in that time, their rate and latency, and its errors; what the mix names that could not
 * run ({@code skipped}, with why).
 */
public record WorkloadResult(
        String mix,
        int seconds,
        int warmupSeconds,
        int concurrency,
        List<StatementResult> statements,
        List<String> skipped) {

    public WorkloadResult {
        Objects.requireNonNull(mix, "mix");
        statements = List.copyOf(statements);
        skipped = List.copyOf(skipped);
    }

    /** Operations per second of all statements together: the sum of theirs. */
    public double opsPerSecond() {
        return statements.stream().mapToDouble(StatementResult::opsPerSecond).sum();
    }

    public long errors() {
        return statements.stream().mapToLong(StatementResult::errors).sum();
    }

    /**
     * One statement of the mix ({@code Q1}, {@code insert Hotel}): operations completed within the run, their rate,
     * latency percentiles in milliseconds (0 when none completed), errors and the first error's message.
     */
    public record StatementResult(
            String statement,
            double rate,
            long operations,
            double opsPerSecond,
            double latencyP50Millis,
            double latencyP99Millis,
            long errors,
            Optional<String> firstError) {

        public StatementResult {
            Objects.requireNonNull(statement, "statement");
            Objects.requireNonNull(firstError, "firstError");
        }
    }
}
