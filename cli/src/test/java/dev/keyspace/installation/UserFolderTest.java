package dev.keyspace.installation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class UserFolderTest {

    private static UnaryOperator<String> values(Map<String, String> values) {
        return values::get;
    }

    @Test
    void should_default_to_keyspace_designer_in_the_users_home() {
        Path folder = UserFolder.resolve(values(Map.of("user.home", "/home/ada")), values(Map.of()));

        assertThat(folder).isEqualTo(Path.of("/home/ada", ".keyspace-designer"));
    }

    @Test
    void should_take_the_environment_variable_over_the_home() {
        Path folder =
                UserFolder.resolve(values(Map.of("user.home", "/home/ada")), values(Map.of("KSD_HOME", "/srv/ksd")));

        assertThat(folder).isEqualTo(Path.of("/srv/ksd"));
    }

    @Test
    void should_take_the_system_property_over_the_environment_variable() {
        Path folder = UserFolder.resolve(
                values(Map.of("user.home", "/home/ada", "ksd.home", "/tmp/ksd-test")),
                values(Map.of("KSD_HOME", "/srv/ksd")));

        assertThat(folder).isEqualTo(Path.of("/tmp/ksd-test"));
    }

    @Test
    void should_ignore_a_blank_setting() {
        Path folder = UserFolder.resolve(
                values(Map.of("user.home", "/home/ada", "ksd.home", " ")), values(Map.of("KSD_HOME", "")));

        assertThat(folder).isEqualTo(Path.of("/home/ada", ".keyspace-designer"));
    }

    @Test
    void should_keep_each_kind_of_file_in_its_own_place_inside_the_folder() {
        assertThat(UserFolder.recentFiles()).isEqualTo(UserFolder.path().resolve("recent-files.txt"));
        assertThat(UserFolder.recovery()).isEqualTo(UserFolder.path().resolve("recovery"));
        assertThat(UserFolder.devCluster()).isEqualTo(UserFolder.path().resolve("dev-cluster"));
    }

    @Test
    void should_be_a_folder_of_the_build_in_every_test_jvm() {
        Path build = Path.of("target").toAbsolutePath();

        assertThat(System.getenv(UserFolder.VARIABLE))
                .as("for any ksd a test starts")
                .isNotBlank();
        assertThat(UserFolder.path()).startsWithRaw(build);
        assertThat(UserFolder.path().startsWith(Path.of(System.getProperty("user.home"), ".keyspace-designer")))
                .as("inside the real user folder")
                .isFalse();
    }
}
