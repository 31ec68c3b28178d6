package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The sentence that names the nodes keeping a deploy from schema agreement. */
class SchemaVersionsTest {

    private static final UUID NEW = UUID.fromString("00000000-0000-0000-0000-000000000002");
    private static final UUID OLD = UUID.fromString("00000000-0000-0000-0000-000000000001");

    private static TreeSet<String> hosts(String... hosts) {
        return new TreeSet<>(List.of(hosts));
    }

    @Test
    void should_say_nothing_when_all_nodes_agree() {
        assertThat(SchemaVersions.describe(Map.of(NEW, hosts("127.0.0.1", "127.0.0.2"))))
                .isEmpty();
    }

    @Test
    void should_name_the_nodes_outside_the_largest_group() {
        assertThat(SchemaVersions.describe(Map.of(NEW, hosts("127.0.0.1", "127.0.0.2"), OLD, hosts("127.0.0.3"))))
                .contains("127.0.0.3 has not taken the change yet");
        assertThat(SchemaVersions.describe(
                        Map.of(NEW, hosts("10.0.0.1", "10.0.0.2", "10.0.0.3"), OLD, hosts("10.0.0.5", "10.0.0.4"))))
                .contains("10.0.0.4, 10.0.0.5 have not taken the change yet");
    }

    @Test
    void should_not_guess_which_side_is_behind_in_a_tie() {
        assertThat(SchemaVersions.describe(Map.of(NEW, hosts("127.0.0.1"), OLD, hosts("127.0.0.2"))))
                .hasValueSatisfying(text -> assertThat(text)
                        .startsWith("the nodes are split between versions: ")
                        .contains("127.0.0.1", "127.0.0.2"));
    }
}
