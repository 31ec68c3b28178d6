package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import org.junit.jupiter.api.Test;

class MemoryCheckTest {
    @Test
    void should_refuse_nodes_that_cannot_fit_in_the_available_memory_before_launching_any() {
        assumeThat(MemoryCheck.availableMegabytes())
                .as("the system reports available memory")
                .isPresent();

        assertThatThrownBy(() -> MemoryCheck.requireRoomFor(9, 4_000_000))
                .isInstanceOfSatisfying(NodeStartException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StartFailure.Kind.OUT_OF_MEMORY);
                    assertThat(e.getMessage())
                            .startsWith("Starting 9 Cassandra nodes needs about 36002250 MB of free memory, but only ")
                            .endsWith(" MB is available; close other programs or start fewer nodes.");
                });
    }

    @Test
    void should_let_a_small_node_start_on_this_machine() {
        MemoryCheck.requireRoomFor(1, 256);

        assertThat(MemoryCheck.availableMegabytes()).isNotEqualTo(java.util.OptionalLong.of(0));
    }
}
