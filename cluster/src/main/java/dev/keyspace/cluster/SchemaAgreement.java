package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import java.time.Duration;

/**
 * Waits, within a bound the caller chooses, until the nodes that are up agree on the schema after a schema change.
 *
 * <p>The driver's own wait ({@link #DRIVER_CHECK}, set by {@link ClusterConnector}) is kept short on purpose: the
 * driver leaves out nodes it has seen go down, so a long driver wait lets an unresponsive node be convicted in the
 * meantime and a statement pass as agreed although that node never answered. Short driver checks polled here keep
 * the caller's bound the one that holds.
 */
public final class SchemaAgreement {

    /** How long one driver check (after a statement, or when asked) may wait for agreement. */
    static final Duration DRIVER_CHECK = Duration.ofSeconds(1);

    private static final long POLL_MILLIS = 200;

    private SchemaAgreement() {}

    /**
     * True once the nodes agree on the schema after {@code result}'s statement, false when they still disagree at
     * the end of {@code bound}.
     *
     * @throws InterruptedException when the thread is interrupted while it waits
     */
    public static boolean await(CqlSession session, ResultSet result, Duration bound) throws InterruptedException {
        if (result.getExecutionInfo().isSchemaInAgreement()) {
            return true;
        }
        long deadline = System.nanoTime() + bound.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                if (session.checkSchemaAgreement()) {
                    return true;
                }
            } catch (DriverException e) {
                // a node may be briefly unreachable while the schema spreads: ask again until the bound
            }
            Thread.sleep(POLL_MILLIS);
        }
        return false;
    }
}
