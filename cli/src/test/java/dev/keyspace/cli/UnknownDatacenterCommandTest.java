package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd validate --contact-points} and {@code ksd deploy} refuse a NetworkTopologyStrategy naming a datacenter
 * the cluster does not have, naming the ones it has; {@code validate} without contact points contacts no cluster.
 */
@LocalCassandra
class UnknownDatacenterCommandTest {

    private static final String REFUSAL =
            "Unrecognized strategy option {dc_elsewhere} passed to NetworkTopologyStrategy for keyspace far_away"
                    + " (the cluster's datacenters: datacenter1)";

    @TempDir
    Path folder;

    private Path schema() throws Exception {
        Path file = folder.resolve("far.cql");
        Files.writeString(
                file,
                "CREATE KEYSPACE far_away WITH replication = {'class': 'NetworkTopologyStrategy', 'dc_elsewhere': 1};\n"
                        + "CREATE TABLE far_away.t (k int PRIMARY KEY);\n",
                StandardCharsets.UTF_8);
        return file;
    }

    private static String contactPoint(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    @Test
    void should_refuse_in_validate_with_contact_points(LocalCluster cluster) throws Exception {
        Path file = schema();
        KsdRun ksd = new KsdRun();

        int code = ksd.run("validate", file.toString(), "--contact-points", contactPoint(cluster));

        assertThat(code).as(ksd.stderr()).isEqualTo(ExitCode.FINDINGS);
        assertThat(ksd.stdout()).contains(file + ": error: " + REFUSAL).contains("refused");
    }

    @Test
    void should_accept_in_validate_without_a_cluster() throws Exception {
        KsdRun ksd = new KsdRun();

        int code = ksd.run("validate", schema().toString());

        assertThat(code).as(ksd.stdout()).isEqualTo(ExitCode.OK);
    }

    @Test
    void should_refuse_in_deploy(LocalCluster cluster) throws Exception {
        KsdRun ksd = new KsdRun();

        int code = ksd.run("deploy", schema().toString(), "--contact-points", contactPoint(cluster), "--dry-run");

        assertThat(code).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains(REFUSAL);
    }
}
