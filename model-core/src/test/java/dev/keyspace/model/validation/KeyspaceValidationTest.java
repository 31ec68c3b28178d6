package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.errors;
import static dev.keyspace.model.validation.Fixtures.project;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KeyspaceValidationTest {

    private static Keyspace keyspace(String strategy, Map<String, String> options) {
        return Keyspace.of("ks", new Replication(strategy, options));
    }

    @Test
    void should_accept_simple_strategy_without_replication_factor_as_cassandra_5_does() {
        // SimpleStrategy.prepareOptions fills in the node's default_keyspace_rf
        assertThat(errors(project(keyspace("SimpleStrategy", Map.of())))).isEmpty();
    }

    @Test
    void should_reject_unrecognized_simple_strategy_option() {
        var options = new LinkedHashMap<String, String>();
        options.put("replication_factor", "3");
        options.put("dc1", "3");

        assertThat(errors(project(keyspace("SimpleStrategy", options))))
                .containsExactly(Problem.error(
                        "ks", "Unrecognized strategy option {dc1} passed to SimpleStrategy for keyspace ks"));
    }

    @Test
    void should_reject_non_numeric_network_topology_factor() {
        var ks = keyspace("org.apache.cassandra.locator.NetworkTopologyStrategy", Map.of("dc1", "three"));

        assertThat(errors(project(ks))).containsExactly(Problem.error("ks", "For input string: \"three\""));
    }

    @Test
    void should_reject_negative_replication_factor() {
        assertThat(errors(project(keyspace("NetworkTopologyStrategy", Map.of("dc1", "-1")))))
                .containsExactly(Problem.error("ks", "Replication factor must be non-negative, found -1"));
    }

    @Test
    void should_reject_unknown_replication_strategy() {
        assertThat(errors(project(keyspace("RackAwareStrategy", Map.of("replication_factor", "3")))))
                .containsExactly(Problem.error(
                        "ks",
                        "Unable to find replication strategy class 'org.apache.cassandra.locator.RackAwareStrategy'"));
    }

    @Test
    void should_refuse_transient_replicas_which_cassandra_5_disables_by_default() {
        assertThat(errors(project(Keyspace.of("ks", Replication.networkTopology(Map.of("dc1", 3))))))
                .isEmpty();
        assertThat(errors(project(keyspace("NetworkTopologyStrategy", Map.of("dc1", "3/0")))))
                .isEmpty();
        assertThat(errors(project(keyspace("NetworkTopologyStrategy", Map.of("dc1", "3/1")))))
                .containsExactly(Problem.error("ks", "Transient replication is not enabled on this node"));
    }

    @Test
    void should_reject_two_keyspaces_with_one_name() {
        assertThat(errors(project(Fixtures.ks(), Fixtures.ks())))
                .containsExactly(Problem.error("ks", "Cannot add existing keyspace \"ks\""));
    }

    @Test
    void should_reject_two_tables_with_one_name() {
        var column = Column.partitionKey("k", CqlType.of(NativeType.INT), 0);
        var ks = Fixtures.ks().withTables(List.of(Fixtures.table("t", column), Fixtures.table("t", column)));

        assertThat(errors(project(ks)))
                .containsExactly(Problem.error("ks.t", "Cannot add already existing table \"t\" to keyspace \"ks\""));
    }

    @Test
    void should_reject_two_views_with_one_name() {
        var column = Column.partitionKey("k", CqlType.of(NativeType.INT), 0);
        var view = Fixtures.view("v", "t", List.of(), "k IS NOT NULL", List.of("k"));
        var ks = Fixtures.ks().withTables(List.of(Fixtures.table("t", column))).withViews(List.of(view, view));

        assertThat(errors(project(ks)))
                .containsExactly(Problem.error("ks.v", "Cannot add already existing table \"v\" to keyspace \"ks\""));
    }
}
