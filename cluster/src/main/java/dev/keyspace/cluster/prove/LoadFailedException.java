package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.DriverException;
import dev.keyspace.cluster.plan.StatementErrors;

/**
 * Cassandra failed a write of the generated data (a node's error, a timeout): the proof stops, naming the table and
 * Cassandra's message, and drops its scratch keyspaces as on any other end.
 */
public final class LoadFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String table;

    LoadFailedException(String table, DriverException cause) {
        super(
                "Cassandra failed a write of the generated rows of " + table + ": " + StatementErrors.describe(cause),
                cause);
        this.table = table;
    }

    /** The table whose rows were being written, as {@code keyspace.table}. */
    public String table() {
        return table;
    }
}
