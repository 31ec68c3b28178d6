package dev.keyspace.app.designer.startup;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * With {@code -Dksd.startup.trace=true}, prints to standard error how long after the JVM started each step of
 * opening the designer ended: the harness behind the "open to window" figures of docs/benchmarks.md.
 */
public final class StartupTrace {

    private static final boolean ON = Boolean.getBoolean("ksd.startup.trace");
    // the JVM's own record of its start: the process's start time is known to the second only
    private static final Instant JVM_START = ON
            ? Instant.ofEpochMilli(
                    java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime())
            : Instant.EPOCH;

    private StartupTrace() {}

    /** Marks the window's first frame, with the CPU time of each thread so far. */
    public static void markFirstFrame(javafx.scene.Scene scene) {
        if (ON) {
            FirstFrame.after(scene, () -> {
                mark("first frame drawn");
                threadsByCpu();
            });
        }
    }

    private static void threadsByCpu() {
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        java.util.Arrays.stream(threads.getThreadInfo(threads.getAllThreadIds()))
                .filter(java.util.Objects::nonNull)
                .map(info -> Map.entry(info.getThreadName(), threads.getThreadCpuTime(info.getThreadId()) / 1_000_000))
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .limit(8)
                .forEach(e -> System.err.printf("ksd.startup   thread %-28s CPU %6d ms%n", e.getKey(), e.getValue()));
    }

    public static void mark(String step) {
        if (ON) {
            long processCpu = ((com.sun.management.OperatingSystemMXBean)
                            java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                    .getProcessCpuTime();
            long threadCpu =
                    java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            System.err.printf(
                    "ksd.startup %6d ms  (CPU: process %6d ms, this thread %6d ms)  %s%n",
                    Duration.between(JVM_START, Instant.now()).toMillis(),
                    processCpu / 1_000_000,
                    threadCpu / 1_000_000,
                    step);
        }
    }
}
