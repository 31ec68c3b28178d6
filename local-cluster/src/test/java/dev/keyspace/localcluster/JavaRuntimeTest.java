package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JavaRuntimeTest {
    @TempDir
    Path directory;

    @Test
    void should_read_the_feature_version_from_old_and_new_version_strings() {
        assertThat(JavaRuntime.featureOf("17.0.15")).isEqualTo(17);
        assertThat(JavaRuntime.featureOf("11")).isEqualTo(11);
        assertThat(JavaRuntime.featureOf("1.8.0_402")).isEqualTo(8);
        assertThat(JavaRuntime.featureOf("25+36-LTS")).isEqualTo(25);
    }

    @Test
    void should_accept_the_java_running_these_tests() {
        JavaRuntime running = JavaRuntime.at(Path.of(System.getProperty("java.home")));

        assertThat(running.featureVersion()).isEqualTo(Runtime.version().feature());
        assertThat(running.supportsCassandra())
                .isEqualTo(List.of(11, 17).contains(Runtime.version().feature()));
    }

    @Test
    void should_refuse_a_java_other_than_11_or_17_in_one_sentence_without_starting_anything() throws IOException {
        Optional<Path> other = installedJdkOtherThan11Or17();
        assumeThat(other).as("a JDK other than 11 or 17 is installed").isPresent();
        JavaRuntime java = JavaRuntime.at(other.get());
        ClusterSettings settings = ClusterSettings.forTests(directory, 1, Authentication.ALLOW_ALL);

        assertThatThrownBy(() -> LocalCluster.start(settings, java, CassandraRuntime.load()))
                .isInstanceOfSatisfying(NodeStartException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StartFailure.Kind.UNSUPPORTED_JAVA);
                    assertThat(e.getMessage())
                            .startsWith("Cassandra 5.0 runs only on Java 11 or 17, but " + other.get())
                            .contains("is Java " + java.featureVersion())
                            .doesNotContain(System.lineSeparator());
                });
        try (Stream<Path> files = Files.list(directory)) {
            assertThat(files).as("nothing was launched").isEmpty();
        }
    }

    @Test
    void should_explain_a_java_home_without_java() {
        assertThatThrownBy(() -> JavaRuntime.at(directory))
                .isInstanceOf(LocalClusterException.class)
                .hasMessage("There is no java executable in " + directory
                        + "; set JAVA_HOME to a Java 11 or 17 installation to run Cassandra.");
    }

    private static Optional<Path> installedJdkOtherThan11Or17() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(home -> Files.isExecutable(home.resolve("bin/java")))
                    .filter(home -> {
                        try {
                            return !JavaRuntime.at(home).supportsCassandra();
                        } catch (LocalClusterException e) {
                            return false;
                        }
                    })
                    .findFirst();
        }
    }
}
