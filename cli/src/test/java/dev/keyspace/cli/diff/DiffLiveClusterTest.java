package dev.keyspace.cli.diff;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cli.KsdRun;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd diff} against a live cluster: a model deployed as it is shows no difference, and a change made on the
 * cluster behind the model's back (drift) is listed with the statement that brings the cluster back, in either
 * direction.
 */
@LocalCassandra
class DiffLiveClusterTest {

    private static final String SCHEMA = "CREATE KEYSPACE drift WITH replication ="
            + " {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
            + "CREATE TABLE drift.readings (sensor text, at timestamp, value double, PRIMARY KEY (sensor, at))"
            + " WITH CLUSTERING ORDER BY (at DESC);\n"
            + "CREATE INDEX readings_by_value ON drift.readings (value) USING 'sai';\n";

    @TempDir
    Path folder;

    private CqlSession session;

    @AfterEach
    void dropKeyspace() {
        if (session != null) {
            session.execute("DROP KEYSPACE IF EXISTS drift");
        }
    }

    @Test
    void drift_on_the_cluster_is_listed_and_the_exit_code_says_so(LocalCluster cluster, CqlSession session)
            throws Exception {
        this.session = session;
        Path model = folder.resolve("drift.cql");
        Files.writeString(model, SCHEMA, StandardCharsets.UTF_8);
        String node = contactPoint(cluster);
        KsdRun ksd = new KsdRun();
        assertThat(ksd.run("deploy", model.toString(), "--contact-points", node))
                .as(ksd.stderr())
                .isZero();

        assertThat(ksd.run("diff", model.toString(), "--new-contact-points", node))
                .as(ksd.stdout() + ksd.stderr())
                .isZero();
        assertThat(ksd.stdout()).startsWith("No differences between " + model + " and " + node);

        session.execute("ALTER TABLE drift.readings ADD unit text");
        session.execute("ALTER TABLE drift.readings WITH gc_grace_seconds = 3600");

        assertThat(ksd.run("diff", model.toString(), "--new-contact-points", node))
                .isEqualTo(1);
        assertThat(ksd.stdout())
                .contains("~ table drift.readings changed")
                .contains("column unit text added")
                .contains("ALTER TABLE drift.readings ADD unit text;")
                .contains("gc_grace_seconds 864000 (default) becomes 3600");
        assertThat(ksd.run("diff", "--old-contact-points", node, model.toString()))
                .isEqualTo(1);
        assertThat(ksd.stdout())
                .contains("column unit dropped, with its values")
                .contains("ALTER TABLE drift.readings DROP unit;")
                .contains("gc_grace_seconds 3600 becomes 864000");
    }

    private static String contactPoint(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }
}
