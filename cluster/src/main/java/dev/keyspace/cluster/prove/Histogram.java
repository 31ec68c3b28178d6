package dev.keyspace.cluster.prove;

/**
 * One of Cassandra's estimated histograms as its table metrics publish it over JMX: bucket counts whose
 * offsets grow by a factor of 1.2 (1, 2, 3, ... 10, 12, 14, 17, 20, ...), the last bucket counting overflow.
 * Percentiles are read as {@code nodetool tablehistograms} reads them: the offset of the bucket that holds
 * the percentile, so a figure is exact to within one bucket (about 20%).
 */
public record Histogram(long[] offsets, long[] buckets) {

    /** Cassandra's {@code EstimatedHistogram(long[] bucketData)}: offsets for all but the overflow bucket. */
    public static Histogram of(long[] bucketData) {
        long[] counts = bucketData.clone();
        long[] offsets = new long[Math.max(0, counts.length - 1)];
        long last = 1;
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = last;
            long next = Math.round(last * 1.2);
            last = next == last ? next + 1 : next;
        }
        return new Histogram(offsets, counts);
    }

    /** The sum of two histograms of the same shape (one per node). */
    public Histogram plus(Histogram other) {
        if (other.buckets.length != buckets.length) {
            throw new IllegalArgumentException("histograms of different shapes cannot be added");
        }
        long[] sum = buckets.clone();
        for (int i = 0; i < sum.length; i++) {
            sum[i] += other.buckets[i];
        }
        return new Histogram(offsets, sum);
    }

    public long count() {
        long total = 0;
        for (long b : buckets) {
            total += b;
        }
        return total;
    }

    /** The bucket offset at which {@code fraction} of the values are reached; 0 when empty. */
    public long percentile(double fraction) {
        long wanted = (long) Math.ceil(count() * fraction);
        if (wanted == 0) {
            return 0;
        }
        long seen = 0;
        for (int i = 0; i < offsets.length; i++) {
            seen += buckets[i];
            if (seen >= wanted) {
                return offsets[i];
            }
        }
        return Long.MAX_VALUE;
    }

    /** The offset of the highest non-empty bucket; 0 when empty. */
    public long max() {
        for (int i = buckets.length - 1; i >= 0; i--) {
            if (buckets[i] > 0) {
                return i < offsets.length ? offsets[i] : Long.MAX_VALUE;
            }
        }
        return 0;
    }

    /** The bucket range ({@code [low, high]}) a value falls in, to tell whether an estimate agrees. */
    public long[] bucketAround(long value) {
        long low = 0;
        for (long offset : offsets) {
            if (offset >= value) {
                return new long[] {low + 1, offset};
            }
            low = offset;
        }
        return new long[] {low + 1, Long.MAX_VALUE};
    }
}
