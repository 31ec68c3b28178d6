package dev.keyspace.cluster.prove;

import dev.keyspace.model.workload.Mix;
import java.util.Objects;

/** Which mix of the workload to run after a proof's load, for how many seconds, with how many statements in flight. */
public record WorkloadOptions(Mix mix, int seconds, int concurrency) {

    public static final int DEFAULT_SECONDS = 30;
    public static final int DEFAULT_CONCURRENCY = 8;
    static final int MAX_SECONDS = 3600;
    static final int MAX_CONCURRENCY = 1024;

    public WorkloadOptions {
        Objects.requireNonNull(mix, "mix");
        if (seconds < 1 || seconds > MAX_SECONDS) {
            throw new IllegalArgumentException("--duration must be 1 to " + MAX_SECONDS + " seconds, not " + seconds);
        }
        if (concurrency < 1 || concurrency > MAX_CONCURRENCY) {
            throw new IllegalArgumentException(
                    "--concurrency must be 1 to " + MAX_CONCURRENCY + ", not " + concurrency);
        }
        if (mix.totalRate() <= 0) {
            throw new IllegalArgumentException("mix " + mix.name() + " gives no query or write a rate above 0");
        }
    }
}
