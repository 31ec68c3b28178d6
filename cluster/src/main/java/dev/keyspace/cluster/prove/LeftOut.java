package dev.keyspace.cluster.prove;

import java.util.List;
import java.util.Objects;

/** A figure a proof did not measure, and why. */
public record LeftOut(String figure, String reason) {

    public LeftOut {
        Objects.requireNonNull(figure, "figure");
        Objects.requireNonNull(reason, "reason");
    }

    /** What a proof over CQL alone leaves out, whatever the design: the figures only JMX publishes. */
    static final List<LeftOut> WITHOUT_JMX = List.of(
            new LeftOut(
                    "partition-size histogram (bytes p50, p95)",
                    "needs JMX (EstimatedPartitionSizeHistogram); system_views has only the largest partition,"
                            + " in whole MiB"),
            new LeftOut(
                    "cells per partition", "needs JMX (EstimatedColumnCountHistogram); no virtual table publishes it"),
            new LeftOut("compression ratio", "needs JMX (CompressionRatio); no virtual table publishes it"),
            new LeftOut(
                    "major compaction",
                    "needs JMX (forceKeyspaceCompaction): a partition written over several flushes would count as"
                            + " several smaller ones"),
            new LeftOut(
                    "mean partition size (system.size_estimates)",
                    "Cassandra refreshes it every 5 minutes (cassandra.size_recorder_interval), from SSTables only;"
                            + " the proof does not wait for it"));

    /** The SSTable figures of a table whose writes did not reach SSTables. */
    static LeftOut notFlushed(String table) {
        return new LeftOut(
                table + ": largest partition, disk space, SSTables read",
                "its memtable was not flushed within " + CqlFlush.PATIENCE.toSeconds() + " s (or Cassandra refused"
                        + " ALTER TABLE ... WITH memtable_flush_period_in_ms): the rows are in memtables only");
    }
}
