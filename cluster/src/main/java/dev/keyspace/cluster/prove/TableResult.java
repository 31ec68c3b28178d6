package dev.keyspace.cluster.prove;

import dev.keyspace.model.sizing.TableSizing;

/**
 * One table proven: the estimate it was planned from, how many partitions were written, the rows per partition
 * counted back (median and max), and what Cassandra stores for it.
 */
public record TableResult(
        String table,
        int partitions,
        TableSizing estimate,
        long estimatedCells,
        long rowsP50,
        long rowsMax,
        TableStorage storage) {

    /** The method's bytes per partition over Cassandra's median serialized partition size. */
    public double byteRatio() {
        long measured = storage.partitionBytes().percentile(0.5);
        return measured == 0 ? Double.NaN : estimate.partitionBytes().orElse(Double.NaN) / measured;
    }

    /**
     * True when the median measured cell count lies in the histogram bucket that holds the estimated cells
     * (the histogram cannot tell closer than its bucket).
     */
    public boolean cellsAgree() {
        long[] bucket = storage.cells().bucketAround(estimatedCells);
        long measured = storage.cells().percentile(0.5);
        return measured >= bucket[0] && measured <= bucket[1];
    }
}
