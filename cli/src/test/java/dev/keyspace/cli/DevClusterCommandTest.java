package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.installation.UserFolder;
import dev.keyspace.localcluster.DevCluster;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class DevClusterCommandTest {

    @TempDir
    Path home;

    private String ports;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int ksd(String... args) {
        out.reset();
        err.reset();
        return KsdCommandLine.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String[] devCluster(String... command) {
        String[] args = new String[3 + command.length];
        args[0] = "dev-cluster";
        args[1] = "--home=" + home;
        args[2] = "--ports=" + ports;
        System.arraycopy(command, 0, args, 3, command.length);
        return args;
    }

    private static String twoFreePorts() {
        int[] both = DevClusterPorts.twoFree();
        return both[0] + "," + both[1];
    }

    @AfterEach
    void stopWhateverStarted() throws IOException {
        if (ports != null) {
            String[] both = ports.split(",");
            new DevCluster(home)
                    .withPorts(Integer.parseInt(both[0]), Integer.parseInt(both[1]))
                    .stop();
        }
    }

    @Test
    void should_say_when_no_dev_cluster_was_ever_started() throws IOException {
        ports = twoFreePorts();
        assertThat(ksd(devCluster("status"))).isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("No dev cluster has been started in " + home);
    }

    @Test
    void should_keep_its_data_in_the_user_folder_unless_told_otherwise() throws IOException {
        assertThat(ksd("dev-cluster", "status")).isEqualTo(ExitCode.OK);

        // the build points the user folder into target/, so this never reads a developer's real dev cluster
        assertThat(UserFolder.devCluster()).startsWithRaw(Path.of("target").toAbsolutePath());
        assertThat(out.toString(StandardCharsets.UTF_8))
                .startsWith("No dev cluster has been started in " + UserFolder.devCluster());
    }

    @Test
    void should_refuse_an_impossible_node_count() throws IOException {
        ports = twoFreePorts();
        assertThat(ksd(devCluster("start", "--nodes", "0"))).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo("--nodes must be between 1 and 9, not 0");
    }

    @Test
    @Timeout(300)
    void should_start_report_and_stop_a_real_node_keeping_its_data() throws IOException {
        ports = twoFreePorts();
        assertThat(ksd(devCluster("start")))
                .as(err.toString(StandardCharsets.UTF_8))
                .isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .startsWith("Dev cluster running (1 node, no authentication")
                .contains("running, pid ");

        assertThat(ksd(devCluster("status"))).isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Dev cluster running (1 node");

        assertThat(ksd(devCluster("stop"))).isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Dev cluster stopped (data kept in " + home);
        assertThat(home.resolve("dev-cluster.properties")).exists();
    }
}
