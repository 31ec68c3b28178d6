package dev.keyspace.cluster.prove;

import dev.keyspace.model.sizing.TableSizing;
import java.util.Objects;
import java.util.Optional;

/**
 * One table proven: the estimate it was planned from, how many partitions were written, the rows per partition
 * counted back (median and max), and what Cassandra stores for it: its histograms over JMX ({@code jmxStorage}), or
 * for a proof over CQL alone what {@code system_views} show ({@code views}).
 */
public record TableResult(
        String table,
        int partitions,
        TableSizing estimate,
        long estimatedCells,
        long rowsP50,
        long rowsMax,
        Optional<TableStorage> jmxStorage,
        Optional<TableViews> views) {

    public TableResult {
        Objects.requireNonNull(jmxStorage, "jmxStorage");
        Objects.requireNonNull(views, "views");
    }

    /** A table proven over JMX. */
    public TableResult(
            String table,
            int partitions,
            TableSizing estimate,
            long estimatedCells,
            long rowsP50,
            long rowsMax,
            TableStorage storage) {
        this(table, partitions, estimate, estimatedCells, rowsP50, rowsMax, Optional.of(storage), Optional.empty());
    }

    /** What JMX measured; a proof over CQL alone has none ({@link #jmxStorage()} is empty). */
    public TableStorage storage() {
        return jmxStorage.orElseThrow(() -> new IllegalStateException(table + " was proven without JMX"));
    }

    /** The method's bytes per partition over Cassandra's median serialized partition size; NaN without JMX. */
    public double byteRatio() {
        long measured = jmxStorage.map(s -> s.partitionBytes().percentile(0.5)).orElse(0L);
        return measured == 0 ? Double.NaN : estimate.partitionBytes().orElse(Double.NaN) / measured;
    }

    /**
     * True when the median measured cell count lies in the histogram bucket that holds the estimated cells
     * (the histogram cannot tell closer than its bucket); false when cells were not measured (no JMX).
     */
    public boolean cellsAgree() {
        if (jmxStorage.isEmpty()) {
            return false;
        }
        Histogram cells = jmxStorage.get().cells();
        long[] bucket = cells.bucketAround(estimatedCells);
        long measured = cells.percentile(0.5);
        return measured >= bucket[0] && measured <= bucket[1];
    }
}
