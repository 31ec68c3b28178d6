package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class StartFailureTest {
    @TempDir
    Path directory;

    private NodeSpec spec() {
        return ClusterSettings.devCluster(directory, 1, Authentication.ALLOW_ALL)
                .nodeSpecs()
                .get(0);
    }

    @Test
    void should_name_the_ports_when_the_log_says_an_address_is_in_use() {
        List<String> tail = List.of(
                "ERROR [main] CassandraDaemon - Fatal configuration error",
                "org.apache.cassandra.exceptions.ConfigurationException: Unable to bind to address /127.0.0.1:7000. "
                        + "Set listen_address in cassandra.yaml to an interface you can bind to");

        NodeStartException failure = StartFailure.exited(spec(), 3, tail);

        assertThat(failure.kind()).isEqualTo(StartFailure.Kind.PORT_IN_USE);
        assertThat(failure.reason())
                .isEqualTo("Cassandra node node1 (127.0.0.1:9042) could not start because its storage port 7000 on "
                        + "127.0.0.1 is already in use (is another Cassandra or dev cluster running?).");
        assertThat(failure.getMessage()).endsWith(tail.get(1)).contains("Last lines of the node's log:");
    }

    @Test
    void should_say_memory_ran_out_when_the_jvm_could_not_reserve_its_heap() {
        NodeStartException failure = StartFailure.exited(
                spec(),
                1,
                List.of(
                        "Error occurred during initialization of VM",
                        "Could not reserve enough space for object heap"));

        assertThat(failure.kind()).isEqualTo(StartFailure.Kind.OUT_OF_MEMORY);
        assertThat(failure.reason()).contains("ran out of memory while starting (heap 768 MB)");
    }

    @Test
    void should_say_a_joiner_could_not_reach_its_seed() {
        NodeStartException failure = StartFailure.exited(
                spec(), 3, List.of("java.lang.IllegalStateException: Unable to contact any seeds: [/127.0.0.1:7000]"));

        assertThat(failure.kind()).isEqualTo(StartFailure.Kind.NO_SEEDS);
        assertThat(failure.reason()).contains("could not reach its seed /127.0.0.1:7000");
    }

    @Test
    void should_report_the_exit_code_when_the_log_gives_no_known_cause() {
        NodeStartException failure = StartFailure.exited(spec(), 137, List.of());

        assertThat(failure.kind()).isEqualTo(StartFailure.Kind.EXITED);
        assertThat(failure.getMessage())
                .isEqualTo(
                        "Cassandra node node1 (127.0.0.1:9042) stopped with exit code 137 before it accepted CQL clients.");
    }

    @Test
    void should_show_the_cause_and_leave_stack_frames_out_of_the_log_lines() {
        List<String> log = List.of(
                "/127.0.0.1:7000 is in use by another process.  Change listen_address:storage_port in cassandra.yaml",
                "org.apache.cassandra.exceptions.ConfigurationException: /127.0.0.1:7000 is in use by another process.",
                "\tat org.apache.cassandra.net.InboundConnectionInitiator.bind(InboundConnectionInitiator.java:193)",
                "\t... 3 more",
                "INFO  [StorageServiceShutdownHook] StorageService - Cassandra shutdown complete");

        NodeStartException failure = StartFailure.exited(spec(), 1, log);

        assertThat(failure.kind()).isEqualTo(StartFailure.Kind.PORT_IN_USE);
        assertThat(failure.getMessage())
                .contains(log.get(1))
                .endsWith(log.get(4))
                .doesNotContain("InboundConnectionInitiator.java")
                .doesNotContain("... 3 more");
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void should_fail_fast_with_one_sentence_and_the_log_when_the_storage_port_is_taken() throws Exception {
        ClusterSettings free = ClusterSettings.forTests(directory, 1, Authentication.ALLOW_ALL);
        try (ServerSocket squatter = new ServerSocket()) {
            squatter.bind(new InetSocketAddress(free.addresses().get(0), free.storagePort()));

            assertThatThrownBy(() -> LocalCluster.start(free)).isInstanceOfSatisfying(NodeStartException.class, e -> {
                assertThat(e.kind()).as(e.getMessage()).isEqualTo(StartFailure.Kind.PORT_IN_USE);
                assertThat(e.reason()).contains("its storage port " + free.storagePort() + " on 127.0.0.1");
                assertThat(e.getMessage())
                        .contains("Last lines of the node's log:")
                        .contains("is in use by another process");
            });
        }
        Path pidFile = free.nodeSpecs().get(0).pidFile();
        long pid = Long.parseLong(Files.readString(pidFile).trim());
        NodeLifecycleTest.assertProcessesGone(List.of(pid));
    }
}
