package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ksd deploy} and {@code ksd import} against a real node. */
@LocalCassandra
class DeployCommandTest {

    private static final Path SAMPLES = Path.of("").toAbsolutePath().resolveSibling("samples");
    private static final AtomicInteger RUN = new AtomicInteger();

    @TempDir
    Path folder;

    record Run(int exitCode, String out, String err) {}

    private static Run ksd(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = KsdCommandLine.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String contactPoint(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    /** The messaging sample under a keyspace name of its own, with replication one node accepts. */
    private Path sampleCopy(String name) throws Exception {
        Project sample = ProjectFiles.load(SAMPLES.resolve("messaging/messaging.ksd.json"));
        Keyspace keyspace =
                sample.keyspaces().get(0).withName(Identifier.of(name)).withReplication(Replication.simple(1));
        Path file = folder.resolve(name + ".ksd.json");
        ProjectFiles.save(sample.withKeyspaces(List.of(keyspace)), file);
        return file;
    }

    @Test
    void should_preview_deploy_and_then_find_nothing_to_do(LocalCluster cluster, CqlSession session) throws Exception {
        String ks = "cli" + RUN.incrementAndGet();
        Path file = sampleCopy(ks);
        String target = contactPoint(cluster);
        try {
            Run preview = ksd("deploy", file.toString(), "--contact-points", target, "--dry-run", "--format", "json");
            assertThat(preview.exitCode()).as(preview.err()).isZero();
            JsonNode json = new ObjectMapper().readTree(preview.out());
            assertThat(json.get("statements").get(0).get("cql").asText()).startsWith("CREATE KEYSPACE " + ks);
            assertThat(json.get("statements").get(0).get("kind").asText()).isEqualTo("create");
            assertThat(json.get("statements").get(0).get("destructive").asBoolean())
                    .isFalse();
            assertThat(json.get("manual")).isEmpty();
            assertThat(session.getMetadata().getKeyspace(ks))
                    .as("a dry run changes nothing")
                    .isEmpty();

            Run deploy = ksd("deploy", file.toString(), "--contact-points", target);
            assertThat(deploy.exitCode()).as(deploy.err()).isZero();
            assertThat(deploy.out())
                    .contains("[1] CREATE KEYSPACE " + ks)
                    .contains("Applied " + json.get("statements").size() + " statements.");

            Run again = ksd("deploy", file.toString(), "--contact-points", target);
            assertThat(again.exitCode()).isZero();
            assertThat(again.out()).contains("Nothing to deploy: the cluster already matches the project.");

            Path imported = folder.resolve("imported.ksd.json");
            Run importRun = ksd("import", "--contact-points", target, "--keyspace", ks, "-o", imported.toString());
            assertThat(importRun.exitCode()).as(importRun.err()).isZero();
            Project back = ProjectFiles.load(imported);
            assertThat(back.keyspaces()).singleElement().satisfies(k -> assertThat(
                            k.tables().stream().map(t -> t.name().internal()))
                    .containsExactlyInAnyOrderElementsOf(ProjectFiles.load(file).keyspaces().get(0).tables().stream()
                            .map(t -> t.name().internal())
                            .toList()));
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @Test
    void should_exit_1_and_describe_the_migration_when_a_primary_key_changes(LocalCluster cluster, CqlSession session)
            throws Exception {
        String ks = "cli" + RUN.incrementAndGet();
        Path file = sampleCopy(ks);
        String target = contactPoint(cluster);
        try {
            assertThat(ksd("deploy", file.toString(), "--contact-points", target)
                            .exitCode())
                    .isZero();
            Project project = ProjectFiles.load(file);
            Keyspace keyspace = project.keyspaces().get(0);
            var table = keyspace.tables().get(0);
            List<Column> columns = new ArrayList<>(table.columns());
            columns.replaceAll(c -> c.kind() == dev.keyspace.model.schema.ColumnKind.CLUSTERING
                    ? c.withKind(
                            c.kind(),
                            c.position(),
                            c.order() == ClusteringOrder.ASC ? ClusteringOrder.DESC : ClusteringOrder.ASC)
                    : c);
            Project changed =
                    project.withKeyspaces(List.of(keyspace.mapTable(table.id(), t -> t.withColumns(columns))));
            ProjectFiles.save(changed, file);

            Run run = ksd("deploy", file.toString(), "--contact-points", target);

            assertThat(run.exitCode()).isEqualTo(ExitCode.FINDINGS);
            assertThat(run.out())
                    .contains("Manual change")
                    .contains("primary key")
                    .contains("1. create the new table");
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @Test
    void should_fail_with_one_line_when_nobody_listens(@TempDir Path other) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Run run = ksd(
                "deploy",
                sampleCopy("unreached").toString(),
                "--contact-points",
                "127.0.0.1:" + port,
                "--connect-timeout",
                "2");

        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip())
                .startsWith("ksd deploy: Could not connect to 127.0.0.1:" + port)
                .doesNotContain("\n");
    }

    @Test
    void should_say_how_to_start_the_dev_cluster_when_it_is_not_running(@TempDir Path home) throws Exception {
        Run run = ksd("deploy", sampleCopy("nodev").toString(), "--dev-cluster-home", home.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err())
                .contains("the local dev cluster (127.0.0.1:9042) is not running")
                .contains("ksd dev-cluster start")
                .contains("--start-dev-cluster");
    }

    @Test
    void should_refuse_a_password_variable_that_is_not_set(LocalCluster cluster) throws Exception {
        Run run = ksd(
                "deploy",
                sampleCopy("nopass").toString(),
                "--contact-points",
                contactPoint(cluster),
                "--user",
                "cassandra",
                "--password-env",
                "KSD_TEST_UNSET_PASSWORD_VARIABLE");

        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip())
                .isEqualTo("ksd deploy: the environment variable KSD_TEST_UNSET_PASSWORD_VARIABLE"
                        + " named by --password-env is not set");
    }

    @Test
    void should_deploy_only_the_accepted_statements_of_a_file_when_told_to_skip_refused_ones(
            LocalCluster cluster, CqlSession session) throws Exception {
        String ks = "cli" + RUN.incrementAndGet();
        Path file = folder.resolve(ks + ".cql");
        java.nio.file.Files.writeString(
                file,
                "CREATE KEYSPACE " + ks + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                        + "CREATE TABLE " + ks + ".a (id int PRIMARY KEY);\n"
                        + "CREATE TABLE " + ks + ".b (id int PRIMARY KEY) WITH read_repair_chance = 0.1;\n"
                        + "CREATE FUNCTION " + ks + ".twice(v int) RETURNS NULL ON NULL INPUT RETURNS int"
                        + " LANGUAGE java AS 'return v * 2;';\n"
                        + "INSERT INTO " + ks + ".a (id) VALUES (1);\n");
        String target = contactPoint(cluster);
        try {
            Run refused = ksd("deploy", file.toString(), "--contact-points", target);
            assertThat(refused.exitCode()).isEqualTo(ExitCode.FINDINGS);
            assertThat(refused.err())
                    .contains(file + ":3:1: error: Unknown property 'read_repair_chance'")
                    .contains("nothing was deployed");
            assertThat(session.refreshSchema().getKeyspace(ks)).isEmpty();

            Run skipped = ksd("deploy", file.toString(), "--contact-points", target, "--skip-refused");
            assertThat(skipped.exitCode()).as(skipped.err() + skipped.out()).isEqualTo(ExitCode.FINDINGS);
            assertThat(skipped.err())
                    .contains("--skip-refused")
                    .contains(file + ":5:1: note: not deployed")
                    .contains("INSERT");
            var keyspace = session.refreshSchema().getKeyspace(ks).orElseThrow();
            assertThat(keyspace.getTable("a")).isPresent();
            assertThat(keyspace.getTable("b")).isEmpty();
            assertThat(keyspace.getFunctions()).hasSize(1);
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }
}
