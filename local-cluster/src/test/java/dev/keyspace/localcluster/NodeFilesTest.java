package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NodeFilesTest {
    private static final CassandraRuntime RUNTIME_50 = new CassandraRuntime("5.0.9", List.of());
    private static final CassandraRuntime RUNTIME_60 = new CassandraRuntime("6.0-alpha2", List.of());

    @TempDir
    Path directory;

    @Test
    void should_give_each_node_its_own_address_ports_token_and_the_first_node_as_seed() {
        ClusterSettings settings = ClusterSettings.devCluster(directory, 3, Authentication.PASSWORD)
                .withPorts(19042, 17000);

        String yaml = NodeFiles.cassandraYaml(settings.nodeSpecs().get(1), RUNTIME_50);

        assertThat(yaml)
                .contains("cluster_name: 'Keyspace Designer dev cluster'")
                .contains("listen_address: 127.0.0.2")
                .contains("rpc_address: 127.0.0.2")
                .contains("native_transport_port: 19042")
                .contains("storage_port: 17000")
                .contains("- seeds: \"127.0.0.1:17000\"")
                .contains("initial_token: " + Tokens.evenlySpaced(3).get(1))
                .contains("authenticator: PasswordAuthenticator")
                .contains("authorizer: CassandraAuthorizer")
                .contains("data_file_directories:\n  - "
                        + directory.resolve("node2").toAbsolutePath() + "/data")
                .doesNotContain("@");
    }

    @Test
    void should_enable_every_schema_feature_the_designer_can_model_and_disable_snapshots() {
        String yaml = NodeFiles.cassandraYaml(
                ClusterSettings.forTests(directory, 1, Authentication.ALLOW_ALL)
                        .nodeSpecs()
                        .get(0),
                RUNTIME_50);

        assertThat(yaml)
                .contains("materialized_views_enabled: true")
                .contains("sasi_indexes_enabled: true")
                .contains("dynamic_data_masking_enabled: true")
                .contains("user_defined_functions_enabled: true")
                .contains("auto_snapshot: false")
                .contains("authenticator: AllowAllAuthenticator");
    }

    @Test
    void should_enable_accord_only_for_a_release_that_knows_it() {
        NodeSpec spec = ClusterSettings.forTests(directory, 1, Authentication.ALLOW_ALL)
                .nodeSpecs()
                .get(0);

        assertThat(NodeFiles.cassandraYaml(spec, RUNTIME_60)).contains("accord:\n  enabled: true\n");
        // 5.0 refuses a key it does not know, so its node would not start
        assertThat(NodeFiles.cassandraYaml(spec, RUNTIME_50)).doesNotContain("accord");
    }

    @Test
    void should_lay_out_the_node_directory_and_keep_the_previous_log() throws Exception {
        NodeSpec spec = ClusterSettings.forTests(directory, 1, Authentication.ALLOW_ALL)
                .nodeSpecs()
                .get(0);
        Files.createDirectories(spec.logFile().getParent());
        Files.writeString(spec.logFile(), "previous run\n");

        NodeFiles.prepare(spec, RUNTIME_50);

        for (String sub : NodeFiles.SUBDIRECTORIES) {
            assertThat(spec.directory().resolve(sub)).isDirectory();
        }
        assertThat(spec.directory().resolve("cassandra.yaml")).isRegularFile();
        assertThat(spec.directory().resolve("logback.xml")).isRegularFile();
        assertThat(spec.logFile()).doesNotExist();
        assertThat(List.of(Files.readString(spec.logFile().resolveSibling("node.log.1"))))
                .containsExactly("previous run\n");
    }
}
