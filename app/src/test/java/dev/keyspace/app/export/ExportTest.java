package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.FxTestSupport;
import dev.keyspace.model.Project;
import dev.keyspace.model.layout.ViewKind;
import dev.keyspace.samples.HotelSample;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ExportTest {

    private static final Path OUT = Path.of("target", "diagrams");
    private static final Project HOTEL = HotelSample.build();

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @ParameterizedTest
    @EnumSource(ViewKind.class)
    void should_write_a_png_with_the_drawing_on_white(ViewKind kind) throws Exception {
        Path file = OUT.resolve("hotel-" + kind.name().toLowerCase() + ".png");
        DiagramView view = FxTestSupport.rendered(kind, HOTEL);
        FxTestSupport.onFx(() -> {
            PngExporter.write(view, file);
            return null;
        });
        BufferedImage image = ImageIO.read(file.toFile());
        assertThat(image.getWidth()).isGreaterThan(300);
        assertThat(image.getHeight()).isGreaterThan(100);
        assertThat(nonWhitePixels(image)).isGreaterThan(5_000);
    }

    @ParameterizedTest
    @EnumSource(ViewKind.class)
    void should_write_an_svg_of_the_same_view(ViewKind kind) throws Exception {
        Path file = OUT.resolve("hotel-" + kind.name().toLowerCase() + ".svg");
        DiagramView view = FxTestSupport.rendered(kind, HOTEL);
        FxTestSupport.onFx(() -> {
            SvgExporter.write(view, file);
            return null;
        });
        assertThat(Files.size(file)).isGreaterThan(1_000);
    }

    static long nonWhitePixels(BufferedImage image) {
        long count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                    count++;
                }
            }
        }
        return count;
    }
}
