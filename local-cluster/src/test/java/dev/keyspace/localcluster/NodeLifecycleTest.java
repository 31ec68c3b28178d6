package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class NodeLifecycleTest {
    @TempDir
    Path directory;

    @Test
    @Timeout(value = 360, unit = TimeUnit.SECONDS)
    void should_start_a_node_that_answers_cql_keep_its_rows_across_a_restart_and_leave_no_process() {
        ClusterSettings settings = ClusterSettings.forTests(directory, 1, Authentication.ALLOW_ALL);
        long firstPid;
        try (LocalCluster cluster = LocalCluster.start(settings);
                CqlSession session = cluster.openSession()) {
            firstPid = cluster.nodes().get(0).pid();
            assertThat(ProcessArguments.of(firstPid))
                    .as("a test node runs on the quick compiler alone")
                    .contains(NodeCommand.QUICK_COMPILER);
            assertThat(cluster.nodes()).singleElement().satisfies(node -> assertThat(node.isRunning())
                    .isTrue());
            Row local = session.execute("SELECT release_version, cluster_name FROM system.local")
                    .one();
            assertThat(local.getString("release_version")).isEqualTo("5.0.9");
            assertThat(local.getString("cluster_name"))
                    .isEqualTo(cluster.settings().clusterName());
            session.execute(
                    "CREATE KEYSPACE kept WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
            session.execute("CREATE TABLE kept.notes (id int PRIMARY KEY, body text)");
            session.execute("INSERT INTO kept.notes (id, body) VALUES (1, 'survives a restart')");
        }
        assertProcessesGone(List.of(firstPid));

        long secondPid;
        try (LocalCluster cluster = LocalCluster.start(settings);
                CqlSession session = cluster.openSession()) {
            secondPid = cluster.nodes().get(0).pid();
            Row row =
                    session.execute("SELECT body FROM kept.notes WHERE id = 1").one();
            assertThat(row).isNotNull();
            assertThat(row.getString("body")).isEqualTo("survives a restart");
        }
        assertProcessesGone(List.of(secondPid));
    }

    static void assertProcessesGone(List<Long> pids) {
        assertThat(pids).isNotEmpty();
        for (long pid : pids) {
            boolean alive = ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
            assertThat(alive).as("process %d is still alive", pid).isFalse();
        }
    }
}
