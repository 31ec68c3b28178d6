package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.LocalNode;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The only node stops while the proof loads its rows: {@code ksd prove} ends with a cluster failure in words (exit
 * 1), naming what was left on the cluster, not an internal error.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class ProveNodeLostTest {

    @Test
    void should_end_with_a_cluster_failure_when_the_node_stops_mid_proof(@TempDir Path folder) throws Exception {
        try (LocalCluster cluster = LocalCluster.startForTests(folder, 1, Authentication.ALLOW_ALL)) {
            LocalNode node = cluster.nodes().get(0);
            InetSocketAddress address = node.cqlAddress();
            KsdRun ksd = new KsdRun();
            CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> ksd.run(
                    "prove",
                    "--contact-points",
                    address.getAddress().getHostAddress() + ":" + address.getPort(),
                    "--no-jmx",
                    "--partitions",
                    "2000",
                    "--runs",
                    "1",
                    "--request-timeout",
                    "5",
                    ProveCommandTest.HOTEL));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!ksd.stderr().contains("writing ") && !exit.isDone() && System.nanoTime() < deadline) {
                Thread.onSpinWait();
                Thread.sleep(20);
            }
            assertThat(ksd.stderr()).as("the proof began to write its rows").contains("writing ");
            node.stop(Duration.ofSeconds(20));

            assertThat(exit.get(240, TimeUnit.SECONDS)).as(ksd.stderr()).isEqualTo(ExitCode.FINDINGS);
            String last = ksd.stderr().lines().reduce((a, b) -> b).orElse("");
            assertThat(ksd.stderr()).doesNotContain("internal error");
            assertThat(last)
                    .startsWith("ksd prove: ")
                    .containsIgnoringCase("no node")
                    .contains("could not be dropped")
                    .contains("hotel_prove");
        }
    }
}
