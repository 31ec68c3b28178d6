package dev.keyspace.cluster.prove;

import dev.keyspace.model.sizing.TableSizing;
import java.util.Objects;
import java.util.Optional;

/**
 * One table proven: the estimate it was planned from, how many partitions were written, the rows per partition
 * counted back (median and max), and what Cassandra stores for it: its histograms over JMX ({@code jmxStorage}), or
 * for a proof over CQL alone what {@code system_views} show ({@code views}). The storage is summed over the nodes, so with
 * several copies each partition is counted once per replica: the percentiles stay those of one replica's
 * partition (every copy has the same size), which is what the estimate is of; the counts and the disk space are
 * of all copies ({@link #copies}, {@link #diskBytesPerReplica}).
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

    /** Copies of partitions the nodes hold: partitions × the replication factor when every copy arrived (JMX only). */
    public long copies() {
        return storage().partitionBytes().count();
    }

    /** The live disk space of one copy of the table: the nodes' together over the replication factor (JMX only). */
    public long diskBytesPerReplica(int replicationFactor) {
        return storage().diskBytes() / replicationFactor;
    }

    /**
     * Says so when the nodes hold another number of partition copies than partitions × {@code replicationFactor}
     * (a replica that missed writes); empty when they agree, and for one copy, whose count the proof always took
     * as it came, and without JMX, which counts no copies.
     */
    public Optional<String> missingCopies(int replicationFactor) {
        long expected = (long) partitions * replicationFactor;
        if (replicationFactor == 1 || jmxStorage.isEmpty() || copies() == expected) {
            return Optional.empty();
        }
        return Optional.of(table + ": the nodes hold " + copies() + " partition copies, not " + expected + " ("
                + partitions + " partitions × replication " + replicationFactor + ")");
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
