package dev.keyspace.localcluster;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Stopping a node's process politely first, and checking that a pid still belongs to a Cassandra node. */
final class Processes {
    /** SIGTERM lets Cassandra drain and flush; measured at 6-8 s on two cores. */
    static final Duration GRACEFUL_STOP = Duration.ofSeconds(45);

    private static final Duration AFTER_KILL = Duration.ofSeconds(15);

    private Processes() {}

    /** SIGTERM, then SIGKILL after the bound; returns once the process is gone (or could not be killed). */
    static boolean stop(ProcessHandle process, Duration graceful) {
        if (!process.isAlive()) {
            return true;
        }
        process.destroy();
        if (awaitExit(process, graceful)) {
            return true;
        }
        process.destroyForcibly();
        return awaitExit(process, AFTER_KILL);
    }

    /** Sends SIGTERM to all first, so the nodes drain in parallel, then waits for each within one bound. */
    static boolean stopAll(java.util.List<Long> pids, Duration graceful) {
        java.util.List<ProcessHandle> alive = pids.stream()
                .map(ProcessHandle::of)
                .flatMap(Optional::stream)
                .filter(ProcessHandle::isAlive)
                .toList();
        alive.forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + graceful.toNanos();
        boolean allGone = true;
        for (ProcessHandle process : alive) {
            Duration left = Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
            if (!awaitExit(process, left)) {
                process.destroyForcibly();
                allGone &= awaitExit(process, AFTER_KILL);
            }
        }
        return allGone;
    }

    static boolean awaitExit(ProcessHandle process, Duration bound) {
        try {
            process.onExit().get(bound.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException e) {
            return !process.isAlive();
        } catch (ExecutionException e) {
            return !process.isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }

    /** The live process with this pid, if it is the node started with this spec (guards against a reused pid). */
    static Optional<ProcessHandle> nodeProcess(long pid, NodeSpec spec) {
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).filter(process -> process.info()
                .commandLine()
                .map(commandLine -> commandLine.contains(NodeCommand.marker(spec)))
                // the operating system does not tell; the pid file is all we have
                .orElse(true));
    }
}
