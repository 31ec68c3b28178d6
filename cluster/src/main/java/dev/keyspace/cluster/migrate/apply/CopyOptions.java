package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;

/**
 * How hard a copy may press on the cluster: {@code concurrency} token ranges copied at once, at most
 * {@code rowsPerSecond} rows written per second in all (0: no limit), {@code pageSize} rows read per page, the
 * ring cut into at least {@code ranges} ranges (the unit a stopped copy resumes from), and the consistency level
 * of its reads and writes (LOCAL_QUORUM unless the user chooses: a copy read at ONE can miss a row a lagging replica
 * lacks).
 */
public record CopyOptions(int concurrency, int rowsPerSecond, int pageSize, int ranges, ConsistencyLevel consistency) {

    public static final CopyOptions DEFAULT = new CopyOptions(4, 0, 500, 64, DefaultConsistencyLevel.LOCAL_QUORUM);

    public CopyOptions {
        java.util.Objects.requireNonNull(consistency, "consistency");
        if (concurrency < 1 || rowsPerSecond < 0 || pageSize < 1 || ranges < 1) {
            throw new IllegalArgumentException("concurrency, page size and ranges must be at least 1, the rate at"
                    + " least 0: " + concurrency + ", " + pageSize + ", " + ranges + ", " + rowsPerSecond);
        }
    }
}
