package dev.keyspace.cluster.plan;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.DriverTimeoutException;
import com.datastax.oss.driver.api.core.NoNodeAvailableException;
import com.datastax.oss.driver.api.core.servererrors.CoordinatorException;
import java.util.List;

/** One line for a statement that failed: Cassandra's own message, or what kept the statement from a node. */
public final class StatementErrors {

    private StatementErrors() {}

    public static String describe(DriverException e) {
        if (e instanceof CoordinatorException) {
            return e.getMessage();
        }
        if (e instanceof NoNodeAvailableException) {
            return "no node was available to run the statement (is the cluster down?)";
        }
        if (e instanceof AllNodesFailedException failed) {
            for (List<Throwable> errors : failed.getAllErrors().values()) {
                if (!errors.isEmpty()) {
                    return "no node could run the statement: " + errors.get(0).getMessage();
                }
            }
            return "no node could run the statement (is the cluster down?)";
        }
        if (e instanceof DriverTimeoutException) {
            return "no answer in time (" + e.getMessage() + "); the statement may or may not have been applied";
        }
        return e.getMessage();
    }
}
