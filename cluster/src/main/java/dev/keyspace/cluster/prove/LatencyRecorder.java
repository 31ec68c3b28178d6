package dev.keyspace.cluster.prove;

import java.util.Arrays;
import java.util.Optional;

/** The latencies and errors of one statement of a workload run, recorded from the driver's threads. */
final class LatencyRecorder {

    private double[] millis = new double[1024];
    private int count;
    private long errors;
    private String firstError;

    synchronized void success(double latencyMillis) {
        if (count == millis.length) {
            millis = Arrays.copyOf(millis, count * 2);
        }
        millis[count++] = latencyMillis;
    }

    synchronized void failure(Throwable error) {
        errors++;
        if (firstError == null) {
            Throwable cause = AsyncFailure.cause(error);
            firstError = cause.getClass().getSimpleName() + ": " + cause.getMessage();
        }
    }

    synchronized WorkloadResult.StatementResult result(String statement, double rate, int seconds) {
        double[] sorted = Arrays.copyOf(millis, count);
        Arrays.sort(sorted);
        return new WorkloadResult.StatementResult(
                statement,
                rate,
                count,
                count / (double) seconds,
                percentile(sorted, 0.50),
                percentile(sorted, 0.99),
                errors,
                Optional.ofNullable(firstError));
    }

    /** The nearest-rank percentile; 0 when nothing was recorded. */
    static double percentile(double[] sorted, double fraction) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.ceil(fraction * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
