package dev.keyspace.model.settings;

/**
 * The limits the checker and the sizing compare against. Sizes are in bytes; MB and GB are binary
 * (1 MB = 1,048,576 bytes), as Cassandra's own partition-size warnings are.
 */
public record Thresholds(
        long partitionValuesWarning,
        long partitionValuesError,
        long partitionBytesWarning,
        long partitionBytesError,
        int maxWriteFanOut,
        long largeCollectionBytes,
        long largeCollectionItems,
        long lowCardinalityPartitions) {

    public static final long MB = 1024L * 1024L;
    public static final long GB = 1024L * MB;

    public static final Thresholds DEFAULTS =
            new Thresholds(100_000L, 2_000_000_000L, 100 * MB, GB, 5, 64 * 1024L, 1_000L, 100L);

    public Thresholds {
        if (partitionValuesWarning <= 0
                || partitionValuesError < partitionValuesWarning
                || partitionBytesWarning <= 0
                || partitionBytesError < partitionBytesWarning
                || maxWriteFanOut <= 0
                || largeCollectionBytes <= 0
                || largeCollectionItems <= 0
                || lowCardinalityPartitions < 0) {
            throw new IllegalArgumentException("thresholds must be positive, each error limit at least its warning");
        }
    }
}
