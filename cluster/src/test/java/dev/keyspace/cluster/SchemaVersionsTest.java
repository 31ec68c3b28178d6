package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Which nodes a schema change has not reached, in the view of the node that ran it. */
class SchemaVersionsTest {

    private static final UUID NEW = UUID.fromString("00000000-0000-0000-0000-000000000002");
    private static final UUID OLD = UUID.fromString("00000000-0000-0000-0000-000000000001");
    private static final UUID COORDINATOR = UUID.fromString("00000000-0000-0000-0000-00000000000a");
    private static final UUID PEER = UUID.fromString("00000000-0000-0000-0000-00000000000b");
    private static final UUID PAUSED = UUID.fromString("00000000-0000-0000-0000-00000000000c");

    @Test
    void should_find_none_behind_when_every_node_shows_the_coordinators_version() {
        Map<UUID, UUID> view = Map.of(COORDINATOR, NEW, PEER, NEW, PAUSED, NEW);

        assertThat(SchemaVersions.behind(view, COORDINATOR, List.of(COORDINATOR, PEER, PAUSED)))
                .isEmpty();
    }

    @Test
    void should_name_a_node_still_at_the_version_before_the_change() {
        Map<UUID, UUID> view = Map.of(COORDINATOR, NEW, PEER, NEW, PAUSED, OLD);

        assertThat(SchemaVersions.behind(view, COORDINATOR, List.of(COORDINATOR, PEER, PAUSED)))
                .containsExactly(PAUSED);
    }

    @Test
    void should_name_a_node_the_coordinator_does_not_list() {
        Map<UUID, UUID> view = Map.of(COORDINATOR, NEW, PEER, NEW);

        assertThat(SchemaVersions.behind(view, COORDINATOR, List.of(COORDINATOR, PEER, PAUSED)))
                .containsExactly(PAUSED);
    }

    @Test
    void should_not_wait_for_a_node_it_was_not_asked_to_wait_for() {
        Map<UUID, UUID> view = Map.of(COORDINATOR, NEW, PEER, NEW, PAUSED, OLD);

        assertThat(SchemaVersions.behind(view, COORDINATOR, List.of(COORDINATOR, PEER)))
                .isEmpty();
    }

    @Test
    void should_count_everyone_behind_when_the_coordinator_shows_no_version_of_its_own() {
        Map<UUID, UUID> view = Map.of(PEER, OLD, PAUSED, OLD);

        assertThat(SchemaVersions.behind(view, COORDINATOR, List.of(COORDINATOR, PEER, PAUSED)))
                .containsExactlyInAnyOrder(COORDINATOR, PEER, PAUSED);
    }
}
