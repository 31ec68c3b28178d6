package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.util.Objects;

/**
 * What a proof's figures were taken with: the scratch keyspaces' replication factor (copies of each partition) and
 * the consistency level every load, query and workload statement ran at.
 */
public record ProveReplication(int factor, ConsistencyLevel consistency) {

    /** One copy read and written at the driver's default: what a proof took before it could replicate. */
    public static final ProveReplication SINGLE = new ProveReplication(1, DefaultConsistencyLevel.LOCAL_ONE);

    public ProveReplication {
        Objects.requireNonNull(consistency, "consistency");
        if (factor < 1) {
            throw new IllegalArgumentException("a replication factor is at least 1, not " + factor);
        }
    }

    /** "replication 3 at LOCAL_QUORUM". */
    public String describe() {
        return "replication " + factor + " at " + consistency.name();
    }
}
