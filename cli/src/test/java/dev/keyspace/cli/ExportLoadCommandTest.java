package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ksd export --stress DIR} and {@code --nosqlbench FILE.yaml}: what they write and when they refuse. */
class ExportLoadCommandTest {

    private static final String RUBIS = "../samples/rubis/rubis.ksd.json";
    private static final String HOTEL = "../samples/hotel/hotel.ksd.json";

    @TempDir
    Path dir;

    private final KsdRun ksd = new KsdRun();

    @Test
    void should_write_one_stress_profile_per_table_into_a_new_folder() throws Exception {
        Path folder = dir.resolve("stress");

        int exit = ksd.run("export", "--stress", folder.toString(), "--mix", "bidding", RUBIS);

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.OK);
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).hasSize(13).contains("rubis.item_bids.yaml");
        }
        assertThat(Files.readString(folder.resolve("rubis.item_bids.yaml")))
                .startsWith("# cassandra-stress user profile for rubis.item_bids")
                .contains("cassandra-stress user profile=rubis.item_bids.yaml \"ops(");
    }

    @Test
    void should_print_the_nosqlbench_workload_on_standard_output() {
        int exit = ksd.run("export", "--nosqlbench", "-", "--mix", "browsing", RUBIS);

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.OK);
        assertThat(ksd.stdout()).contains("scenarios:").contains("blocks:").contains("ratio:");
    }

    @Test
    void should_refuse_a_project_without_a_workload_and_write_nothing() {
        Path file = dir.resolve("hotel.yaml");

        assertThat(ksd.run("export", "--nosqlbench", file.toString(), HOTEL)).isEqualTo(ExitCode.BAD_INPUT);

        assertThat(ksd.stderr()).contains("no workload");
        assertThat(file).doesNotExist();
    }

    @Test
    void should_refuse_several_mixes_without_mix_and_an_unknown_mix() {
        assertThat(ksd.run("export", "--stress", dir.toString(), RUBIS)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("choose one with --mix: browsing, bidding");

        assertThat(ksd.run("export", "--stress", dir.toString(), "--mix", "buying", RUBIS))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("no mix named buying");
    }

    @Test
    void should_refuse_a_stress_folder_that_is_a_file_and_mix_with_other_outputs() throws Exception {
        Path file = Files.writeString(dir.resolve("taken"), "keep");

        assertThat(ksd.run("export", "--stress", file.toString(), "--mix", "browsing", RUBIS))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("is a file, not a folder");
        assertThat(Files.readString(file)).isEqualTo("keep");

        assertThat(ksd.run("export", "--cql", dir.resolve("out.cql").toString(), "--mix", "browsing", RUBIS))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("does not apply to --cql");
    }
}
