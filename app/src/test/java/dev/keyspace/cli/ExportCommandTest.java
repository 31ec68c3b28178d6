package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportCommandTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int ksd(String... args) {
        return KsdCommandLine.run(
                args,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void should_render_the_physical_view_of_the_hotel_sample_to_png(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("hotel.png");
        assertThat(ksd("export", "--png", png.toString(), "--view", "physical", HOTEL.toString()))
                .isEqualTo(ExitCode.OK);
        var image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isGreaterThan(800);
        assertThat(image.getHeight()).isGreaterThan(400);
    }

    @Test
    void should_render_the_logical_view_to_svg_with_every_table_name(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("hotel.svg");
        assertThat(ksd("export", "--svg", svg.toString(), HOTEL.toString())).isEqualTo(ExitCode.OK);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        var document = factory.newDocumentBuilder().parse(svg.toFile());
        String text = document.getDocumentElement().getTextContent();
        assertThat(text).contains("hotels_by_poi", "available_rooms_by_hotel_date", "reservations_by_confirmation");
    }

    @Test
    void should_refuse_two_outputs_at_once(@TempDir Path dir) {
        int exit = ksd(
                "export",
                "--png",
                dir.resolve("a.png").toString(),
                "--svg",
                dir.resolve("a.svg").toString(),
                HOTEL.toString());
        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("mutually exclusive");
    }

    @Test
    void should_name_a_missing_output_folder(@TempDir Path dir) {
        Path target = dir.resolve("no/such/folder/out.png");
        assertThat(ksd("export", "--png", target.toString(), HOTEL.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("does not exist");
        assertThat(Files.exists(target)).isFalse();
    }

    @Test
    void should_refuse_a_file_that_is_not_a_project(@TempDir Path dir) throws Exception {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "hello");
        assertThat(ksd("export", "--png", dir.resolve("x.png").toString(), notes.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo(notes + ": not a project file (expected a name ending in .ksd.json or .cql)");
    }
}
