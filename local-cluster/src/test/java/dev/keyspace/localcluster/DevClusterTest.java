package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class DevClusterTest {
    @TempDir
    Path home;

    /** Ports other than 9042/7000, so the test never meets a developer's real dev cluster. */
    private final int nativePort = FreePorts.pick(ClusterSettings.addresses(1));

    private final int storagePort = FreePorts.pick(ClusterSettings.addresses(1), nativePort);

    private DevCluster devCluster() {
        return new DevCluster(home).withPorts(nativePort, storagePort);
    }

    @Test
    void should_report_that_nothing_was_started_in_a_fresh_home() {
        DevClusterStatus status = new DevCluster(home).status();

        assertThat(status.nodes()).isEmpty();
        assertThat(status.describe()).isEqualTo("No dev cluster has been started in " + home.toAbsolutePath() + ".");
    }

    @Test
    @Timeout(value = 420, unit = TimeUnit.SECONDS)
    void should_start_report_and_stop_from_separate_instances_and_keep_data_across_restarts() {
        DevCluster launcher = devCluster();
        long firstPid;
        try {
            DevClusterStatus started = launcher.start(1, Authentication.ALLOW_ALL);
            firstPid = started.nodes().get(0).pid().orElseThrow();
            assertThat(ProcessArguments.of(firstPid))
                    .as("the dev cluster keeps the optimizing compiler")
                    .contains("-XX:+UseG1GC")
                    .doesNotContain(NodeCommand.QUICK_COMPILER);
            assertThat(started.running()).isTrue();
            // another invocation knows only the directory: the settings and pid files must be enough
            DevCluster other = new DevCluster(home)
                    .withPorts(started.nodes().get(0).cqlAddress().getPort(), 0);
            DevClusterStatus seen = other.status();
            assertThat(seen.running()).isTrue();
            assertThat(seen.nodes()).singleElement().satisfies(node -> {
                assertThat(node.pid()).hasValue(firstPid);
                assertThat(node.cqlAddress().getAddress().getHostAddress()).isEqualTo("127.0.0.1");
            });
            assertThat(seen.describe()).startsWith("Dev cluster running (1 node, no authentication, data in " + home);
            assertThat(home.resolve("node1").resolve("data")).isDirectory();

            try (CqlSession session = DriverSessions.builder(
                            List.of(started.nodes().get(0).cqlAddress()), Authentication.ALLOW_ALL)
                    .build()) {
                session.execute(
                        "CREATE KEYSPACE dev WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
                session.execute("CREATE TABLE dev.ideas (id int PRIMARY KEY, text text)");
                session.execute("INSERT INTO dev.ideas (id, text) VALUES (7, 'kept')");
            }

            assertThat(launcher.start(1, Authentication.ALLOW_ALL)
                            .nodes()
                            .get(0)
                            .pid())
                    .as("starting a running cluster again changes nothing")
                    .hasValue(firstPid);
            DevClusterStatus stopped = other.stop();
            assertThat(stopped.stopped()).isTrue();
            assertThat(stopped.describe()).startsWith("Dev cluster stopped");
        } finally {
            launcher.stop();
        }
        NodeLifecycleTest.assertProcessesGone(List.of(firstPid));

        long secondPid;
        try {
            DevClusterStatus restarted = launcher.start();
            secondPid = restarted.nodes().get(0).pid().orElseThrow();
            try (CqlSession session = DriverSessions.builder(
                            List.of(restarted.nodes().get(0).cqlAddress()), Authentication.ALLOW_ALL)
                    .build()) {
                Row row = session.execute("SELECT text FROM dev.ideas WHERE id = 7")
                        .one();
                assertThat(row.getString("text")).isEqualTo("kept");
            }
        } finally {
            launcher.stop();
        }
        NodeLifecycleTest.assertProcessesGone(List.of(secondPid));
        assertThat(launcher.status().stopped()).isTrue();

        assertThatThrownBy(() -> launcher.start(3, Authentication.ALLOW_ALL))
                .isInstanceOf(LocalClusterException.class)
                .hasMessage(
                        "The dev cluster in " + home.toAbsolutePath()
                                + " holds data for 1 node(s), so it cannot start with 3; delete that directory to start afresh.");
    }
}
