package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.keyspace.cli.base.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file ksd cannot write is the user's problem to fix, not an internal error: exit 2 and one sentence
 * that names the file. Tests may run as root, who may write anywhere, so most cases use paths no one can
 * write through (a link into a missing folder, a link loop); the permission case runs only as another user.
 */
@DisabledOnOs(OS.WINDOWS)
class OutputFailuresTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");

    private final KsdRun ksd = new KsdRun();

    @TempDir
    Path dir;

    @Test
    void should_exit_2_naming_the_file_when_a_link_points_into_a_missing_folder() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("out.cql"), Path.of("missing/out.cql"));

        assertThat(ksd.run("export", "--cql", link.toString(), HOTEL.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);

        assertOneSentenceNaming(link);
    }

    @Test
    void should_exit_2_naming_the_file_when_links_loop() throws Exception {
        Path cql = dir.resolve("a.cql");
        Files.createSymbolicLink(cql, Path.of("b.cql"));
        Files.createSymbolicLink(dir.resolve("b.cql"), Path.of("a.cql"));

        assertThat(ksd.run("export", "--cql", cql.toString(), HOTEL.toString())).isEqualTo(ExitCode.BAD_INPUT);

        assertOneSentenceNaming(cql);
        assertThat(ksd.stderr()).contains("symbolic links");
    }

    @Test
    void should_exit_2_naming_the_file_when_the_folder_may_not_be_written() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("read-only"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        assumeThat(Files.isWritable(folder)).as("not running as root").isFalse();
        Path cql = folder.resolve("out.cql");

        assertThat(ksd.run("export", "--cql", cql.toString(), HOTEL.toString())).isEqualTo(ExitCode.BAD_INPUT);

        assertOneSentenceNaming(folder);
        assertThat(ksd.stderr()).contains("permission denied");
    }

    @Test
    void should_exit_2_at_the_json_path_for_a_row_count_too_small_to_mean_anything() throws Exception {
        Path project = dir.resolve("tiny.ksd.json");
        Files.writeString(
                project,
                Files.readString(HOTEL).replaceFirst("\"rowsPerPartition\": [0-9.E]+", "\"rowsPerPartition\": 1e-320"));

        assertThat(ksd.run("check", project.toString())).isEqualTo(ExitCode.BAD_INPUT);

        assertThat(ksd.stderr())
                .contains(project.toString())
                .contains("$.sizing[")
                .doesNotContain("internal");
    }

    @Test
    void should_say_that_drawing_a_diagram_needs_the_designer_when_only_the_command_line_is_installed() {
        for (String format : new String[] {"--png", "--svg"}) {
            Path out = dir.resolve("out" + format.replace("--", "."));

            assertThat(ksd.run("export", format, out.toString(), HOTEL.toString()))
                    .isEqualTo(ExitCode.BAD_INPUT);

            assertThat(ksd.stderr())
                    .contains("cannot draw diagrams", "the designer", "--cql needs no designer")
                    .doesNotContain("Exception");
            assertThat(out).doesNotExist();
        }
    }

    private void assertOneSentenceNaming(Path file) {
        String stderr = ksd.stderr();
        assertThat(stderr.lines()).hasSize(1);
        assertThat(stderr)
                .contains(file.toString())
                .doesNotContain("internal error")
                .doesNotContain("Exception");
    }
}
