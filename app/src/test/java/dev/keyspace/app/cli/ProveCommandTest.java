package dev.keyspace.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code ksd prove} refuses bad options before it touches a cluster, with the house's exit code 2. */
class ProveCommandTest {

    private static final String HOTEL = Path.of("")
            .toAbsolutePath()
            .getParent()
            .resolve("samples/hotel/hotel.ksd.json")
            .toString();

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return KsdCommandLine.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void should_refuse_zero_runs_and_zero_partitions_with_exit_2() {
        assertThat(run("prove", "--runs", "0", HOTEL)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--runs must be at least 1, not 0");

        assertThat(run("prove", "--partitions", "0", HOTEL)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--partitions must be at least 1, not 0");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void should_refuse_an_unreadable_file_with_exit_2() {
        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "no-such-file.ksd.json"))
                .isEqualTo(ExitCode.BAD_INPUT);
    }

    @Test
    void should_say_what_it_measures_in_its_help() {
        assertThat(run("prove", "--help")).isEqualTo(ExitCode.OK);

        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("<name>_prove")
                .contains("--partitions")
                .contains("--keep")
                .contains("read one partition");
    }
}
