package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd open} and {@code ksd export --png|--svg} read their file while JavaFX starts; a file they cannot read
 * is still reported on the terminal, with exit code 2 and no stack trace, and no window opens (the process ends by
 * itself), with or without a display.
 */
class BadInputWhileJavaFxStartsIT {

    @TempDir
    Path folder;

    private ChildKsd.Result ksd(String... args) throws Exception {
        return new ChildKsd(folder)
                .run(Map.of("KSD_HOME", folder.resolve("home").toString()), List.of(), Duration.ofSeconds(60), args);
    }

    private ChildKsd.Result open(Path file) throws Exception {
        return ksd("open", file.toString());
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

    @Test
    void should_report_a_bad_file_to_export_without_a_stack_trace_while_javafx_starts() throws Exception {
        Path file = Files.writeString(folder.resolve("bad.cql"), "CREATE TABLE ks.t (id int PRIMARY KEY;\n");

        for (String format : List.of("--png", "--svg")) {
            ChildKsd.Result run = ksd("export", format, folder.resolve("out").toString(), file.toString());

            assertThat(run.exitCode()).as(format).isEqualTo(2);
            assertThat(run.err())
                    .as(format)
                    .contains(file + ":1:38: error: unexpected end of statement")
                    .doesNotContain("Exception")
                    .doesNotContain("\tat ");
            assertThat(folder.resolve("out")).doesNotExist();
        }
    }
}
