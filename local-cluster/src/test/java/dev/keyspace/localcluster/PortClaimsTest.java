package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two test JVMs starting nodes together never hand one port to two nodes: a port claimed by one JVM is refused to
 * every other until that JVM ends, and a test cluster's native, storage and JMX ports are all claimed.
 */
class PortClaimsTest {
    private static final List<InetAddress> LOOPBACK = ClusterSettings.addresses(1);

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void should_refuse_a_port_another_jvm_holds_until_that_jvm_ends() throws Exception {
        // below the range test nodes pick from, so this JVM has not claimed it; a claim needs no socket
        int other = ThreadLocalRandom.current().nextInt(1024, 20000);
        Process holder = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                        PortClaimHolder.class.getName(),
                        Integer.toString(other))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try {
            BufferedReader said =
                    new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertThat(said.readLine()).isEqualTo("claimed");

            assertThat(PortClaims.claim(other)).as("held by the other JVM").isFalse();

            holder.getOutputStream().close();
            assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(PortClaims.claim(other))
                    .as("free once the other JVM has ended")
                    .isTrue();
        } finally {
            holder.destroyForcibly();
        }
    }

    @Test
    void should_never_hand_out_a_port_twice_nor_one_a_companion_holds() {
        Set<Integer> handedOut = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            int[] companions = new int[2];
            int port = FreePorts.pick(LOOPBACK, p -> {
                companions[0] = p + 199;
                companions[1] = p + 200;
                return companions.clone();
            });
            assertThat(handedOut.add(port)).as("port %d handed out once", port).isTrue();
            for (int companion : companions) {
                assertThat(handedOut.add(companion))
                        .as("companion %d handed out once", companion)
                        .isTrue();
                assertThat(PortClaims.claim(companion))
                        .as("companion %d claimed", companion)
                        .isFalse();
            }
            assertThat(PortClaims.claim(port)).isFalse();
        }
    }

    @Test
    void should_claim_every_port_of_a_test_cluster_nodes_included(@TempDir Path directory) {
        ClusterSettings settings = ClusterSettings.forTests(directory, 3, Authentication.ALLOW_ALL);

        List<Integer> ports = new ArrayList<>(List.of(settings.nativePort(), settings.storagePort()));
        settings.nodeSpecs().forEach(node -> ports.add(node.jmxPort()));

        assertThat(ports).doesNotHaveDuplicates();
        assertThat(ports).allSatisfy(port -> assertThat(PortClaims.claim(port))
                .as("port %d already claimed", port)
                .isFalse());
    }
}
