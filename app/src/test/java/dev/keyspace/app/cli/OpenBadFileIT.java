package dev.keyspace.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd open} reads its file while JavaFX starts; a file it cannot read is still reported on the terminal,
 * with exit code 2, and no window opens (the process ends by itself), with or without a display.
 */
class OpenBadFileIT {

    @TempDir
    Path folder;

    private ChildKsd.Result open(Path file) throws Exception {
        return new ChildKsd(folder)
                .run(
                        Map.of("KSD_HOME", folder.resolve("home").toString()),
                        List.of(),
                        Duration.ofSeconds(60),
                        "open",
                        file.toString());
    }

    @Test
    void should_report_a_syntax_error_with_its_place_and_open_no_window() throws Exception {
        Path file = Files.writeString(folder.resolve("bad.cql"), "CREATE TABLE ks.t (id int PRIMARY KEY;\n");

        ChildKsd.Result run = open(file);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err())
                .contains(file + ":1:38: error: unexpected end of statement")
                .doesNotContain("Exception");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void should_report_a_missing_file_and_open_no_window() throws Exception {
        Path file = folder.resolve("missing.cql");

        ChildKsd.Result run = open(file);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(file + ": no such file").doesNotContain("Exception");
    }
}
