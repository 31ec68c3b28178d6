package dev.keyspace.model.sizing;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the user assumes about a table's data, for partition sizing: rows per partition (average and worst
 * case), the number of partitions, and the average size in bytes of each variable-length column (by
 * column name; for a collection, the whole collection). Anything not given stays empty: sizing names the
 * missing assumption rather than inventing a figure.
 */
public record SizingAssumptions(
        Optional<Double> rowsPerPartition,
        Optional<Double> rowsPerPartitionWorst,
        Optional<Long> partitions,
        Map<String, Integer> averageColumnBytes) {

    public static final SizingAssumptions NONE =
            new SizingAssumptions(Optional.empty(), Optional.empty(), Optional.empty(), Map.of());

    public SizingAssumptions {
        Objects.requireNonNull(rowsPerPartition, "rowsPerPartition");
        Objects.requireNonNull(rowsPerPartitionWorst, "rowsPerPartitionWorst");
        Objects.requireNonNull(partitions, "partitions");
        rowsPerPartition.ifPresent(v -> requireNotNegative("rowsPerPartition", v));
        rowsPerPartitionWorst.ifPresent(v -> requireNotNegative("rowsPerPartitionWorst", v));
        partitions.ifPresent(v -> requireNotNegative("partitions", v));
        averageColumnBytes.forEach((column, bytes) -> requireNotNegative("averageColumnBytes." + column, bytes));
        averageColumnBytes = Collections.unmodifiableMap(new TreeMap<>(averageColumnBytes));
    }

    private static void requireNotNegative(String field, Number value) {
        if (!(value.doubleValue() >= 0) || Double.isInfinite(value.doubleValue())) {
            throw new IllegalArgumentException(field + " must be a finite number, not negative: " + value);
        }
    }

    public Optional<Integer> averageBytes(String column) {
        return Optional.ofNullable(averageColumnBytes.get(column));
    }

    public SizingAssumptions withRowsPerPartition(Optional<Double> average, Optional<Double> worst) {
        return new SizingAssumptions(average, worst, partitions, averageColumnBytes);
    }

    public SizingAssumptions withPartitions(Optional<Long> count) {
        return new SizingAssumptions(rowsPerPartition, rowsPerPartitionWorst, count, averageColumnBytes);
    }

    public SizingAssumptions withColumnBytes(String column, Optional<Integer> bytes) {
        Map<String, Integer> copy = new TreeMap<>(averageColumnBytes);
        bytes.ifPresentOrElse(b -> copy.put(column, b), () -> copy.remove(column));
        return new SizingAssumptions(rowsPerPartition, rowsPerPartitionWorst, partitions, copy);
    }
}
