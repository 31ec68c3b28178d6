package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the headless renderer in a JVM of its own with no display and no JavaFX properties, as the command
 * line does: it must start the toolkit on Monocle itself, write the file and exit.
 */
class HeadlessRendererTest {

    @TempDir
    Path directory;

    @Test
    void should_start_javafx_on_monocle_render_the_view_and_exit_when_there_is_no_display() throws Exception {
        Path png = directory.resolve("physical.png");
        Path log = directory.resolve("renderer.log");
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        ProcessBuilder builder = new ProcessBuilder(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        classpath,
                        HeadlessExportMain.class.getName(),
                        png.toString(),
                        "PHYSICAL"))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().remove("DISPLAY");
        Process process = builder.start();
        try {
            boolean finished = process.waitFor(120, TimeUnit.SECONDS);
            String output = Files.readString(log, StandardCharsets.UTF_8);
            assertThat(finished).as("renderer finished; output:%n%s", output).isTrue();
            assertThat(process.exitValue()).as(output).isZero();
            assertThat(output).contains("exported " + png);
        } finally {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        BufferedImage image = ImageIO.read(new File(png.toString()));
        assertThat(ExportTest.nonWhitePixels(image)).isGreaterThan(5_000);
    }
}
