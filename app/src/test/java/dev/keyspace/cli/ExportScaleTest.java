package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.export.ExportArea;
import dev.keyspace.cli.base.ExitCode;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code ksd export --png OUT --scale N}: the image is N times as wide and high, as sharp as a screen of that
 * density shows it, and every export leaves a white margin around the drawing. A scale that is no number, or
 * outside 0.25 to 8, is bad input in one sentence, and so is a scale for an SVG or CQL export.
 */
class ExportScaleTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");

    @TempDir
    Path dir;

    private final KsdRun ksd = new KsdRun();

    private BufferedImage png(String name, String... scale) throws Exception {
        Path file = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("export", "--png", file.toString(), "--view", "logical"));
        args.addAll(List.of(scale));
        args.add(HOTEL.toString());
        assertThat(ksd.run(args.toArray(String[]::new))).as(ksd.stderr()).isEqualTo(ExitCode.OK);
        return ImageIO.read(file.toFile());
    }

    @Test
    void scale_2_doubles_the_width_and_height() throws Exception {
        BufferedImage plain = png("plain.png");
        BufferedImage sharp = png("sharp.png", "--scale", "2");

        assertThat(sharp.getWidth()).isBetween(2 * plain.getWidth() - 2, 2 * plain.getWidth() + 2);
        assertThat(sharp.getHeight()).isBetween(2 * plain.getHeight() - 2, 2 * plain.getHeight() + 2);
    }

    @Test
    void a_margin_of_white_surrounds_the_drawing() throws Exception {
        assertWhiteMargin(png("plain.png"), ExportArea.MARGIN);
        assertWhiteMargin(png("sharp.png", "--scale", "2"), 2 * ExportArea.MARGIN);
    }

    private static void assertWhiteMargin(BufferedImage image, double margin) {
        int inside = (int) margin - 2; // antialiased edges may tint the last pixel or two
        long drawn = 0;
        for (int x = 0; x < image.getWidth(); x++) {
            for (int y = 0; y < image.getHeight(); y++) {
                boolean inMargin =
                        x < inside || y < inside || x >= image.getWidth() - inside || y >= image.getHeight() - inside;
                if (inMargin) {
                    assertThat(image.getRGB(x, y) & 0xFFFFFF)
                            .as("pixel %d,%d of %dx%d", x, y, image.getWidth(), image.getHeight())
                            .isEqualTo(0xFFFFFF);
                } else if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                    drawn++;
                }
            }
        }
        assertThat(drawn).as("a drawing inside the margin").isGreaterThan(5_000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "abc", "9", "0.1", "NaN", "Infinity", "1e999", ""})
    void a_bad_scale_is_bad_input_in_one_sentence(String scale) {
        Path file = dir.resolve("bad.png");
        assertThat(ksd.run("export", "--png", file.toString(), "--scale", scale, HOTEL.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);

        String message = ksd.stderr().strip();
        assertThat(message)
                .as("one line")
                .doesNotContain("\n")
                .startsWith("--scale must be a number from 0.25 to 8")
                .endsWith(".")
                .doesNotContain("Exception");
        assertThat(Files.exists(file)).isFalse();
    }

    @Test
    void a_scale_for_an_svg_or_cql_export_is_bad_input() {
        for (String output : new String[] {"--svg", "--cql"}) {
            Path file = dir.resolve("out" + output.substring(1));
            assertThat(ksd.run("export", output, file.toString(), "--scale", "2", HOTEL.toString()))
                    .isEqualTo(ExitCode.BAD_INPUT);
            assertThat(ksd.stderr().strip())
                    .isEqualTo("--scale sets the size of a PNG image; it does not apply to " + output + ".");
            assertThat(Files.exists(file)).isFalse();
        }
    }
}
