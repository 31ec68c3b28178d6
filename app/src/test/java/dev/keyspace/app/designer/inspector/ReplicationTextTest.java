package dev.keyspace.app.designer.inspector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.schema.Replication;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplicationTextTest {

    @Test
    void should_show_and_read_back_both_strategies() throws Exception {
        Map<String, Integer> dcs = new LinkedHashMap<>();
        dcs.put("dc1", 3);
        dcs.put("dc2", 2);
        Replication network = Replication.networkTopology(dcs);
        assertThat(ReplicationText.factors(network)).isEqualTo("dc1: 3, dc2: 2");
        assertThat(ReplicationText.read(Replication.NETWORK_TOPOLOGY, " dc1:3 ,dc2: 2 "))
                .isEqualTo(network);
        assertThat(ReplicationText.factors(Replication.simple(3))).isEqualTo("3");
        assertThat(ReplicationText.read(Replication.SIMPLE, "3")).isEqualTo(Replication.simple(3));
    }

    @Test
    void should_refuse_what_cassandra_would_with_a_sentence() {
        assertThatThrownBy(() -> ReplicationText.read(Replication.SIMPLE, "three"))
                .hasMessage("the replication factor must be a whole number, not 'three'");
        assertThatThrownBy(() -> ReplicationText.read(Replication.NETWORK_TOPOLOGY, "dc1 3"))
                .hasMessage("'dc1 3': write each data center as name: factor");
        assertThatThrownBy(() -> ReplicationText.read(Replication.NETWORK_TOPOLOGY, "dc1: 3, dc1: 2"))
                .hasMessage("data center dc1 is named twice");
        assertThatThrownBy(() -> ReplicationText.read(Replication.NETWORK_TOPOLOGY, " "))
                .hasMessage("NetworkTopologyStrategy needs at least one data center, as name: factor");
        assertThatThrownBy(() -> ReplicationText.read(Replication.SIMPLE, "-1"))
                .hasMessage("the replication factor cannot be negative: -1");
    }
}
