package dev.keyspace.app.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The shipped ksd.jar holds no test library. Runs in failsafe's integration-test phase, after the shade
 * plugin built the jar in the same build, so it always reads this build's jar, never a stale one.
 */
class KsdJarIT {

    /** Packages of the test libraries the build uses (testfx's own classes, not its Monocle platform). */
    private static final List<String> TEST_LIBRARIES = List.of(
            "org/junit/",
            "org/opentest4j/",
            "org/apiguardian/",
            "org/assertj/",
            "org/testfx/",
            "net/jqwik/",
            "org/hamcrest/",
            "dev/keyspace/localcluster/junit/");

    private static List<String> entries() throws IOException {
        Path jar = Path.of(System.getProperty("ksd.jar", "target/ksd.jar"));
        assertThat(Files.isRegularFile(jar)).as("%s was built", jar).isTrue();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            return zip.stream().map(ZipEntry::getName).toList();
        }
    }

    @Test
    void should_hold_no_test_library() throws IOException {
        List<String> entries = entries();

        assertThat(entries)
                .as("test library classes in ksd.jar")
                .filteredOn(entry -> TEST_LIBRARIES.stream().anyMatch(entry::startsWith))
                .isEmpty();
    }

    @Test
    void should_hold_the_command_line_and_the_dev_cluster_it_starts() throws IOException {
        assertThat(entries())
                .contains(
                        "dev/keyspace/app/Main.class",
                        "dev/keyspace/localcluster/DevCluster.class",
                        "com/datastax/oss/driver/api/core/CqlSession.class");
    }
}
