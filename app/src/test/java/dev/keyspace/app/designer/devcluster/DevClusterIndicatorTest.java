package dev.keyspace.app.designer.devcluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.DevClusterStatus;
import dev.keyspace.localcluster.DevClusterStatus.State;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** What the status line says about the dev cluster, for each state its record can be in. */
class DevClusterIndicatorTest {

    private static DevClusterStatus.Node node(int n, State state) {
        return new DevClusterStatus.Node(
                "node" + n,
                new InetSocketAddress("127.0.0." + n, 9042),
                state == State.STOPPED ? OptionalLong.empty() : OptionalLong.of(1000 + n),
                state);
    }

    private static DevClusterStatus status(DevClusterStatus.Node... nodes) {
        return new DevClusterStatus(Path.of("dev-cluster"), Authentication.ALLOW_ALL, List.of(nodes));
    }

    @Test
    void should_say_where_a_running_dev_cluster_takes_connections() {
        assertThat(DevClusterIndicator.describe(status(node(1, State.RUNNING))))
                .isEqualTo("Dev cluster: up on 127.0.0.1:9042");
        assertThat(DevClusterIndicator.describe(
                        status(node(1, State.RUNNING), node(2, State.RUNNING), node(3, State.RUNNING))))
                .isEqualTo("Dev cluster: up on 127.0.0.1:9042 (3 nodes)");
    }

    @Test
    void should_say_starting_while_some_node_is_not_up_yet() {
        assertThat(DevClusterIndicator.describe(status(node(1, State.RUNNING), node(2, State.STARTING))))
                .isEqualTo("Dev cluster: starting");
    }

    @Test
    void should_show_nothing_when_no_node_runs_or_none_was_ever_started() {
        assertThat(DevClusterIndicator.describe(status(node(1, State.STOPPED)))).isNull();
        assertThat(DevClusterIndicator.describe(status())).isNull();
        assertThat(DevClusterIndicator.describe(null)).isNull();
    }
}
