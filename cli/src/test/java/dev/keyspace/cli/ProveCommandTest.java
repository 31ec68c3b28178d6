package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code ksd prove} refuses bad options before it touches a cluster, with the house's exit code 2. */
class ProveCommandTest {

    /** The hotel sample, as the prove tests read it. */
    static final String HOTEL = Path.of("")
            .toAbsolutePath()
            .getParent()
            .resolve("samples/hotel/hotel.ksd.json")
            .toString();

    private final KsdRun ksd = new KsdRun();

    private int run(String... args) {
        return ksd.run(args);
    }

    @Test
    void should_refuse_zero_runs_and_zero_partitions_with_exit_2() {
        assertThat(run("prove", "--runs", "0", HOTEL)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("--runs must be at least 1, not 0");

        assertThat(run("prove", "--partitions", "0", HOTEL)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("--partitions must be at least 1, not 0");
        assertThat(ksd.stdout()).isEmpty();
    }

    @Test
    void should_refuse_a_jmx_port_out_of_range_with_exit_2() {
        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--jmx-port", "0", HOTEL))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("--jmx-port must be between 1 and 65535, not 0");
        assertThat(ksd.stdout()).isEmpty();
    }

    @Test
    void should_refuse_an_unreadable_file_with_exit_2() {
        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "no-such-file.ksd.json"))
                .isEqualTo(ExitCode.BAD_INPUT);
    }

    @Test
    void should_say_what_it_measures_in_its_help() {
        assertThat(run("prove", "--help")).isEqualTo(ExitCode.OK);

        assertThat(ksd.stdout())
                .contains("<name>_prove")
                .contains("--partitions")
                .contains("--keep")
                .contains("--jmx-port")
                .contains("read one partition");
    }
}
