package dev.keyspace.model.sizing;

import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One sizing estimate of a table: rows per partition (Nr), values per partition (Nv), bytes per partition
 * (St), the number of partitions, and the table's size on disk across all replicas. A figure is empty when
 * an assumption it needs is missing.
 */
public record Estimate(
        OptionalDouble rowsPerPartition,
        OptionalDouble values,
        OptionalDouble partitionBytes,
        OptionalLong partitions,
        OptionalDouble tableBytes) {

    public static final Estimate UNKNOWN = new Estimate(
            OptionalDouble.empty(),
            OptionalDouble.empty(),
            OptionalDouble.empty(),
            OptionalLong.empty(),
            OptionalDouble.empty());

    public Estimate {
        Objects.requireNonNull(rowsPerPartition, "rowsPerPartition");
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(partitionBytes, "partitionBytes");
        Objects.requireNonNull(partitions, "partitions");
        Objects.requireNonNull(tableBytes, "tableBytes");
    }
}
