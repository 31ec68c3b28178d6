package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Every command that writes a file takes - for standard output, as Unix tools do, and writes no file named -. */
class StandardOutputTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");
    private final KsdRun ksd = new KsdRun();

    @Test
    void should_export_cql_and_svg_to_standard_output() {
        assertThat(ksd.run("export", "--cql", "-", HOTEL.toString())).isZero();
        assertThat(ksd.stdout()).contains("CREATE TABLE hotel.hotels");

        assertThat(ksd.run("export", "--svg", "-", HOTEL.toString())).isZero();
        assertThat(ksd.stdout()).contains("<svg");
        assertThat(Path.of("-")).doesNotExist();
    }

    @Test
    void should_export_a_png_to_standard_output_as_bytes() {
        assertThat(ksd.run("export", "--png", "-", HOTEL.toString())).isZero();
        assertThat(ksd.stdout()).startsWith("\uFFFDPNG"); // the PNG signature: 0x89 'P' 'N' 'G'
    }

    @Test
    void should_convert_to_the_other_kind_or_the_one_asked_for() throws Exception {
        assertThat(ksd.run("convert", HOTEL.toString(), "-")).isZero();
        String cql = ksd.stdout();
        assertThat(cql).contains("CREATE KEYSPACE hotel");

        Path schema = Files.createTempFile("hotel", ".cql");
        try {
            Files.writeString(schema, cql);
            assertThat(ksd.run("convert", schema.toString(), "-")).isZero();
            assertThat(ksd.stdout()).contains("\"formatVersion\"");
            assertThat(ksd.run("convert", schema.toString(), "-", "--to", "cql"))
                    .isZero();
            assertThat(ksd.stdout()).contains("CREATE TABLE hotel.hotels");
        } finally {
            Files.deleteIfExists(schema);
        }
        assertThat(Path.of("-")).doesNotExist();
    }
}
