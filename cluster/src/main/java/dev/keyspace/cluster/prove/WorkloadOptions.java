package dev.keyspace.cluster.prove;

import dev.keyspace.model.workload.Mix;
import java.util.Objects;

/**
 * Which mix of the workload to run after a proof's load, for how many seconds, with how many statements in flight,
 * after how many seconds of warm-up: the same mix run first and not counted, so that a node just started (its
 * code not yet compiled, its caches cold) does not make the first design measured look slower.
 */
public record WorkloadOptions(Mix mix, int seconds, int concurrency, int warmupSeconds) {

    public static final int DEFAULT_SECONDS = 30;
    public static final int DEFAULT_WARMUP_SECONDS = 10;
    public static final int DEFAULT_CONCURRENCY = 8;
    static final int MAX_SECONDS = 3600;
    static final int MAX_CONCURRENCY = 1024;

    /** With the default warm-up. */
    public WorkloadOptions(Mix mix, int seconds, int concurrency) {
        this(mix, seconds, concurrency, DEFAULT_WARMUP_SECONDS);
    }

    public WorkloadOptions {
        Objects.requireNonNull(mix, "mix");
        if (seconds < 1 || seconds > MAX_SECONDS) {
            throw new IllegalArgumentException("--duration must be 1 to " + MAX_SECONDS + " seconds, not " + seconds);
        }
        if (concurrency < 1 || concurrency > MAX_CONCURRENCY) {
            throw new IllegalArgumentException(
                    "--concurrency must be 1 to " + MAX_CONCURRENCY + ", not " + concurrency);
        }
        if (warmupSeconds < 0 || warmupSeconds > MAX_SECONDS) {
            throw new IllegalArgumentException(
                    "--warmup must be 0 to " + MAX_SECONDS + " seconds, not " + warmupSeconds);
        }
        if (mix.totalRate() <= 0) {
            throw new IllegalArgumentException("mix " + mix.name() + " gives no query or write a rate above 0");
        }
    }
}
