package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The replication and consistency a proof takes on a cluster of so many nodes, and what it refuses. */
class ReplicationRequestTest {

    @Test
    void should_take_three_copies_or_every_node_at_local_quorum_when_left_to_the_cluster() {
        for (int nodes = 1; nodes <= 6; nodes++) {
            ProveReplication taken = ReplicationRequest.AUTOMATIC.resolve(nodes, "datacenter1");

            assertThat(taken.factor()).as("%d nodes", nodes).isEqualTo(Math.min(3, nodes));
            assertThat(taken.consistency())
                    .as("%d nodes", nodes)
                    .isEqualTo(nodes == 1 ? DefaultConsistencyLevel.LOCAL_ONE : DefaultConsistencyLevel.LOCAL_QUORUM);
        }
    }

    @Test
    void should_take_any_factor_up_to_the_node_count_and_refuse_one_above_it() {
        for (int nodes = 1; nodes <= 5; nodes++) {
            for (int factor = 1; factor <= 6; factor++) {
                ReplicationRequest request = new ReplicationRequest(OptionalInt.of(factor), Optional.empty());
                if (factor <= nodes) {
                    assertThat(request.resolve(nodes, "the cluster").factor()).isEqualTo(factor);
                } else {
                    int asked = factor;
                    int have = nodes;
                    assertThatThrownBy(() -> request.resolve(have, "the cluster"))
                            .isInstanceOf(IllegalArgumentException.class)
                            .hasMessage("--replication " + asked + " needs " + asked + " nodes, and the cluster has "
                                    + have + " (start the dev cluster with --nodes " + asked
                                    + ", or ask for --replication " + have + ")");
                }
            }
        }
    }

    @Test
    void should_keep_the_level_asked_for_and_refuse_one_that_needs_more_replicas_than_copies() {
        for (ConsistencyLevel level : ReplicationRequest.LEVELS) {
            int needs = level == DefaultConsistencyLevel.TWO ? 2 : level == DefaultConsistencyLevel.THREE ? 3 : 1;
            for (int factor = 1; factor <= 3; factor++) {
                OptionalInt copies = OptionalInt.of(factor);
                if (needs <= factor) {
                    assertThat(new ReplicationRequest(copies, Optional.of(level))
                                    .resolve(3, "the cluster")
                                    .consistency())
                            .isEqualTo(level);
                } else {
                    assertThatThrownBy(() -> new ReplicationRequest(copies, Optional.of(level)))
                            .hasMessageStartingWith("--consistency " + level.name() + " needs " + needs + " replicas");
                }
            }
            // left to the cluster, the factor is settled on the nodes: one node cannot meet TWO
            ReplicationRequest automatic = new ReplicationRequest(OptionalInt.empty(), Optional.of(level));
            if (needs > 1) {
                assertThatThrownBy(() -> automatic.resolve(1, "the cluster"))
                        .hasMessage("--consistency " + level.name() + " needs " + needs
                                + " replicas to answer, and --replication 1 makes one copy");
            } else {
                assertThat(automatic.resolve(1, "the cluster").consistency()).isEqualTo(level);
            }
        }
    }

    @Test
    void should_refuse_levels_that_cannot_both_write_and_read_and_a_factor_below_one() {
        for (DefaultConsistencyLevel level : DefaultConsistencyLevel.values()) {
            if (ReplicationRequest.LEVELS.contains(level)) {
                assertThat(ReplicationRequest.level(level.name().toLowerCase(java.util.Locale.ROOT)))
                        .isEqualTo(level);
            } else {
                assertThatThrownBy(() -> new ReplicationRequest(OptionalInt.empty(), Optional.of(level)))
                        .hasMessageContaining("--consistency " + level.name() + " cannot both write and read")
                        .hasMessageEndingWith("ONE, TWO, THREE, QUORUM, ALL, LOCAL_ONE, LOCAL_QUORUM");
                assertThatThrownBy(() -> ReplicationRequest.level(level.name()))
                        .isInstanceOf(IllegalArgumentException.class);
            }
        }
        assertThatThrownBy(() -> ReplicationRequest.level("MOST"))
                .hasMessage("--consistency MOST is not a level the proof can write and read at; take one of ONE, TWO,"
                        + " THREE, QUORUM, ALL, LOCAL_ONE, LOCAL_QUORUM");
        assertThatThrownBy(() -> new ReplicationRequest(OptionalInt.of(0), Optional.empty()))
                .hasMessage("--replication must be at least 1, not 0");
        assertThatThrownBy(() -> ReplicationRequest.AUTOMATIC.resolve(0, "datacenter dc9"))
                .hasMessage("datacenter dc9 has no node to hold the scratch keyspaces");
    }
}
