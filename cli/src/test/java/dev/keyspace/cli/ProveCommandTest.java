package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    void should_refuse_no_jmx_with_a_jmx_port_with_exit_2() {
        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--no-jmx", "--jmx-port", "7199", HOTEL))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("--no-jmx and --jmx-port exclude each other");
        assertThat(ksd.stdout()).isEmpty();
    }

    @Test
    void should_refuse_to_store_a_calibration_in_a_cql_file_before_connecting_with_exit_2(@TempDir Path folder)
            throws Exception {
        Path schema = folder.resolve("schema.cql");
        java.nio.file.Files.writeString(
                schema, "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};");

        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--calibrate", schema.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr())
                .contains("--calibrate stores the calibration in a project file (.ksd.json), not schema.cql");
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
                .contains("--no-jmx")
                .contains("system_views")
                .contains("read one partition")
                .contains("--workload")
                .contains("--concurrency")
                .contains("--replication")
                .contains("--consistency")
                .contains("LOCAL_QUORUM");
    }

    @Test
    void should_refuse_impossible_replication_and_consistency_before_connecting_with_exit_2() {
        // 127.0.0.1:1 answers nothing: each refusal comes before the proof tries to connect
        String[][] cases = {
            {"--replication", "0"},
            {"--consistency", "ANY"},
            {"--consistency", "serial"},
            {"--consistency", "MOST"},
            {"--consistency", "TWO", "--replication", "1"},
            {"--consistency", "three", "--replication", "2"},
        };
        String[] messages = {
            "ksd prove: --replication must be at least 1, not 0",
            "ksd prove: --consistency ANY is not a level the proof can write and read at; take one of ONE, TWO,"
                    + " THREE, QUORUM, ALL, LOCAL_ONE, LOCAL_QUORUM",
            "ksd prove: --consistency serial is not a level",
            "ksd prove: --consistency MOST is not a level",
            "ksd prove: --consistency TWO needs 2 replicas to answer, and --replication 1 makes one copy",
            "ksd prove: --consistency THREE needs 3 replicas to answer, and --replication 2 makes 2 copies",
        };
        for (int i = 0; i < cases.length; i++) {
            List<String> args = new java.util.ArrayList<>(List.of("prove", "--contact-points", "127.0.0.1:1"));
            args.addAll(List.of(cases[i]));
            args.add(HOTEL);

            assertThat(run(args.toArray(String[]::new)))
                    .as(String.join(" ", cases[i]))
                    .isEqualTo(ExitCode.BAD_INPUT);
            assertThat(ksd.stderr()).as(String.join(" ", cases[i])).contains(messages[i]);
            assertThat(ksd.stderr()).doesNotContain("cannot connect", "\tat ");
            assertThat(ksd.stdout()).isEmpty();
        }
    }

    @Test
    void should_refuse_a_workload_run_of_a_project_without_a_workload_with_exit_2() {
        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--workload", HOTEL))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("the project has no workload");
        assertThat(ksd.stdout()).isEmpty();
    }

    @Test
    void should_name_the_mixes_when_none_or_an_unknown_one_is_chosen(@TempDir Path folder) throws Exception {
        Path file = ProveWorkloadTest.hotelWithWorkload(
                folder,
                List.of(
                        ProveWorkloadTest.mix(),
                        Mix.empty("browsing").withQuery(new ElementId("query:q1"), Demand.perSecond(1))));

        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--workload", file.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("several mixes; choose one with --mix: booking, browsing");

        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--workload", "--mix", "nope", file.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("no mix named nope; the mixes are: booking, browsing");
        assertThat(ksd.stdout()).isEmpty();
    }

    @Test
    void should_refuse_workload_options_without_workload_and_out_of_range_with_exit_2() {
        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--duration", "3", HOTEL))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("--mix, --duration, --warmup and --concurrency go with --workload");
    }

    @Test
    void should_refuse_a_duration_or_concurrency_below_1_with_exit_2(@TempDir Path folder) throws Exception {
        Path file = ProveWorkloadTest.hotelWithWorkload(folder, List.of(ProveWorkloadTest.mix()));

        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--workload", "--duration", "0", file.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("--duration must be 1 to 3600 seconds, not 0");

        assertThat(run("prove", "--contact-points", "127.0.0.1:1", "--workload", "--concurrency", "0", file.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("--concurrency must be 1 to 1024, not 0");
        assertThat(ksd.stdout()).isEmpty();
    }
}
