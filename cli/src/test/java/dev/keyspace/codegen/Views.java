package dev.keyspace.codegen;

import java.time.Duration;

/** Waits, bounded, for a materialized view to show a base-table write; a table shows it at once. */
final class Views {

    private static final Duration BOUND = Duration.ofSeconds(10);

    /** A check that may throw, as generated methods called by reflection do. */
    @FunctionalInterface
    interface Check {
        boolean holds() throws Exception;
    }

    private Views() {}

    static void await(boolean view, Check check, String what) throws Exception {
        long deadline = System.nanoTime() + (view ? BOUND.toNanos() : 0);
        while (!check.holds()) {
            if (System.nanoTime() >= deadline) {
                throw new AssertionError("not read back: " + what);
            }
            Thread.sleep(100);
        }
    }
}
