package dev.keyspace.model.settings;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the designer expects of a table's workload, for the rules the schema alone cannot decide: whether
 * rows are deleted after being read (a queue), whether deletes or null writes are frequent, how many
 * distinct values a column takes within one partition, how many rows a partition gains per day, and how
 * many items a collection column holds.
 */
public record TableHints(
        boolean deletedAfterRead,
        boolean frequentDeletes,
        boolean writesNulls,
        Map<String, Long> distinctValuesPerPartition,
        Optional<Double> rowsPerDay,
        Map<String, Long> collectionItems) {

    public static final TableHints NONE = new TableHints(false, false, false, Map.of(), Optional.empty(), Map.of());

    public TableHints {
        distinctValuesPerPartition.forEach((column, n) -> requireCount("distinctValuesPerPartition." + column, n));
        collectionItems.forEach((column, n) -> requireCount("collectionItems." + column, n));
        Objects.requireNonNull(rowsPerDay, "rowsPerDay");
        rowsPerDay.ifPresent(v -> {
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("rowsPerDay must be a finite number, not negative: " + v);
            }
        });
        distinctValuesPerPartition = Collections.unmodifiableMap(new TreeMap<>(distinctValuesPerPartition));
        collectionItems = Collections.unmodifiableMap(new TreeMap<>(collectionItems));
    }

    private static void requireCount(String field, Long count) {
        if (count == null || count < 0) {
            throw new IllegalArgumentException(field + " must be a whole number, not negative: " + count);
        }
    }

    public Optional<Long> distinctValues(String column) {
        return Optional.ofNullable(distinctValuesPerPartition.get(column));
    }

    public TableHints withDeletedAfterRead(boolean value) {
        return new TableHints(
                value, frequentDeletes, writesNulls, distinctValuesPerPartition, rowsPerDay, collectionItems);
    }

    public TableHints withFrequentDeletes(boolean value) {
        return new TableHints(
                deletedAfterRead, value, writesNulls, distinctValuesPerPartition, rowsPerDay, collectionItems);
    }

    public TableHints withWritesNulls(boolean value) {
        return new TableHints(
                deletedAfterRead, frequentDeletes, value, distinctValuesPerPartition, rowsPerDay, collectionItems);
    }

    public TableHints withDistinctValues(String column, long count) {
        Map<String, Long> copy = new TreeMap<>(distinctValuesPerPartition);
        copy.put(column, count);
        return new TableHints(deletedAfterRead, frequentDeletes, writesNulls, copy, rowsPerDay, collectionItems);
    }

    public TableHints withRowsPerDay(Optional<Double> value) {
        return new TableHints(
                deletedAfterRead, frequentDeletes, writesNulls, distinctValuesPerPartition, value, collectionItems);
    }

    public TableHints withCollectionItems(String column, long items) {
        Map<String, Long> copy = new TreeMap<>(collectionItems);
        copy.put(column, items);
        return new TableHints(
                deletedAfterRead, frequentDeletes, writesNulls, distinctValuesPerPartition, rowsPerDay, copy);
    }
}
