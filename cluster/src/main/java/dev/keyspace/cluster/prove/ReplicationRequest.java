package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The replication and consistency a proof is asked for; either may be left to the cluster: the replication then
 * takes {@link #DEFAULT_MAX_FACTOR} copies or as many as there are nodes to hold them, and the consistency
 * {@code LOCAL_QUORUM} when there are several copies ({@code LOCAL_ONE}, the driver's own default, for one).
 * What can never work is refused here; what the cluster cannot hold, when {@link #resolve resolved} on its nodes.
 */
public record ReplicationRequest(OptionalInt factor, Optional<ConsistencyLevel> consistency) {

    public static final ReplicationRequest AUTOMATIC = new ReplicationRequest(OptionalInt.empty(), Optional.empty());

    /** Copies a proof takes at most unless asked for more: what a production keyspace usually has. */
    public static final int DEFAULT_MAX_FACTOR = 3;

    /**
     * The levels a proof's reads and writes may take. ANY cannot read, the serial levels are for lightweight
     * transactions only, and EACH_QUORUM is LOCAL_QUORUM for scratch copies that live in one datacenter.
     */
    public static final List<ConsistencyLevel> LEVELS = List.of(
            DefaultConsistencyLevel.ONE,
            DefaultConsistencyLevel.TWO,
            DefaultConsistencyLevel.THREE,
            DefaultConsistencyLevel.QUORUM,
            DefaultConsistencyLevel.ALL,
            DefaultConsistencyLevel.LOCAL_ONE,
            DefaultConsistencyLevel.LOCAL_QUORUM);

    public ReplicationRequest {
        Objects.requireNonNull(factor, "factor");
        Objects.requireNonNull(consistency, "consistency");
        factor.ifPresent(f -> {
            if (f < 1) {
                throw new IllegalArgumentException("--replication must be at least 1, not " + f);
            }
        });
        consistency.ifPresent(level -> {
            if (!LEVELS.contains(level)) {
                throw new IllegalArgumentException("--consistency " + level.name()
                        + " cannot both write and read the proof's rows; take one of " + names());
            }
            if (factor.isPresent() && replicasNeeded(level) > factor.getAsInt()) {
                throw new IllegalArgumentException(tooFewCopies(level, factor.getAsInt()));
            }
        });
    }

    /** A level by its name, in any case ({@code local_quorum}); refused with the accepted names when unknown. */
    public static ConsistencyLevel level(String name) {
        String wanted = name.strip().toUpperCase(Locale.ROOT);
        return LEVELS.stream()
                .filter(l -> l.name().equals(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--consistency " + name
                        + " is not a level the proof can write and read at; take one of " + names()));
    }

    /**
     * The replication and consistency on a cluster with {@code nodes} nodes where the copies go ({@code place}:
     * "datacenter1", or "the cluster" for SimpleStrategy).
     *
     * @throws IllegalArgumentException when the cluster cannot hold the copies asked for or the level cannot be met
     */
    public ProveReplication resolve(int nodes, String place) {
        if (nodes < 1) {
            throw new IllegalArgumentException(place + " has no node to hold the scratch keyspaces");
        }
        int copies = factor.orElse(Math.min(DEFAULT_MAX_FACTOR, nodes));
        if (copies > nodes) {
            throw new IllegalArgumentException("--replication " + copies + " needs " + copies + " nodes, and "
                    + place + " has " + nodes + " (start the dev cluster with --nodes " + copies
                    + ", or ask for --replication " + nodes + ")");
        }
        ConsistencyLevel level = consistency.orElse(
                copies > 1 ? DefaultConsistencyLevel.LOCAL_QUORUM : DefaultConsistencyLevel.LOCAL_ONE);
        if (replicasNeeded(level) > copies) {
            throw new IllegalArgumentException(tooFewCopies(level, copies));
        }
        return new ProveReplication(copies, level);
    }

    /** The replicas a level needs whatever the replication: ONE to THREE name theirs, the others scale with it. */
    private static int replicasNeeded(ConsistencyLevel level) {
        if (level == DefaultConsistencyLevel.TWO) {
            return 2;
        }
        return level == DefaultConsistencyLevel.THREE ? 3 : 1;
    }

    private static String tooFewCopies(ConsistencyLevel level, int copies) {
        return "--consistency " + level.name() + " needs " + replicasNeeded(level) + " replicas to answer, and"
                + " --replication " + copies + " makes " + (copies == 1 ? "one copy" : copies + " copies");
    }

    private static String names() {
        return String.join(", ", LEVELS.stream().map(ConsistencyLevel::name).toList());
    }
}
