package dev.keyspace.analysis.mapping;

/** The bucket column a partition key gets when the query has no equality attribute or partitions grow too large. */
final class BucketColumn {

    static final String LARGE_PARTITIONS = "Bucket: bucket int is added to the partition key to split each"
            + " partition; the application computes it (a time period, or a hash modulo the number of buckets)"
            + " and reads the buckets it needs";

    private BucketColumn() {}

    static String noEquality(String queryLabel) {
        return "No equality search attribute: " + queryLabel + " restricts no attribute by =, but Cassandra reads"
                + " one partition only when every partition-key column is restricted by =; bucket int is the"
                + " partition key, computed by the application (a time period, or a hash modulo the number of"
                + " buckets), and the query reads every bucket";
    }
}
