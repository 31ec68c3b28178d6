package dev.keyspace.model.workload;

import java.util.OptionalDouble;

/**
 * How often a statement runs in a mix, in operations per second, and the latency the application wants of it at the
 * 99th percentile, in milliseconds, when it says one.
 */
public record Demand(double perSecond, OptionalDouble p99Ms) {

    public Demand {
        if (!Double.isFinite(perSecond) || perSecond < 0) {
            throw new IllegalArgumentException("a rate is a finite number of operations per second, 0 or more");
        }
        if (p99Ms.isPresent() && (!Double.isFinite(p99Ms.getAsDouble()) || p99Ms.getAsDouble() <= 0)) {
            throw new IllegalArgumentException("a latency target is a finite number of milliseconds above 0");
        }
    }

    public static Demand perSecond(double perSecond) {
        return new Demand(perSecond, OptionalDouble.empty());
    }
}
