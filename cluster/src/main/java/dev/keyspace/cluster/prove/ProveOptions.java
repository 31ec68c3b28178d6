package dev.keyspace.cluster.prove;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How to prove: partitions per table (empty: enough for a run under a minute), runs per query, whether to keep
 * the scratch keyspaces, the datacenter to replicate them in (empty: SimpleStrategy), how many copies to make and
 * at which consistency to write and read them, and the mix of the workload to run after the load (empty: none).
 */
public record ProveOptions(
        OptionalInt partitions,
        int runs,
        boolean keep,
        Optional<String> datacenter,
        ReplicationRequest replication,
        Optional<WorkloadOptions> workload) {

    /** Rows a table gets at most by default, so that writing every table of a sample stays under a minute. */
    static final long DEFAULT_ROW_BUDGET = 20_000;

    static final int DEFAULT_MAX_PARTITIONS = 50;

    public ProveOptions {
        Objects.requireNonNull(partitions, "partitions");
        Objects.requireNonNull(datacenter, "datacenter");
        Objects.requireNonNull(replication, "replication");
        Objects.requireNonNull(workload, "workload");
        partitions.ifPresent(p -> {
            if (p < 1) {
                throw new IllegalArgumentException("--partitions must be at least 1, not " + p);
            }
        });
        if (runs < 1) {
            throw new IllegalArgumentException("--runs must be at least 1, not " + runs);
        }
    }

    /** A proof without a workload run, its replication and consistency left to the cluster. */
    public ProveOptions(OptionalInt partitions, int runs, boolean keep, Optional<String> datacenter) {
        this(partitions, runs, keep, datacenter, ReplicationRequest.AUTOMATIC, Optional.empty());
    }

    public ProveOptions withWorkload(WorkloadOptions run) {
        return new ProveOptions(partitions, runs, keep, datacenter, replication, Optional.of(run));
    }

    public ProveOptions withReplication(ReplicationRequest request) {
        return new ProveOptions(partitions, runs, keep, datacenter, request, workload);
    }

    public static ProveOptions defaults() {
        return new ProveOptions(OptionalInt.empty(), 20, false, Optional.empty());
    }

    int partitionsFor(long averageRows) {
        if (partitions.isPresent()) {
            return partitions.getAsInt();
        }
        long fit = DEFAULT_ROW_BUDGET / Math.max(1, averageRows);
        return (int) Math.max(1, Math.min(DEFAULT_MAX_PARTITIONS, fit));
    }
}
