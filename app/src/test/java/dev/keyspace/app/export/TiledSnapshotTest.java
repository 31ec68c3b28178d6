package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.FxTestSupport;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A drawing larger than one snapshot tile is stitched from tiles without a seam: a line across the tile
 * boundaries (right and below) is drawn on both sides of each, and the PNG file, drawn in bands and compressed as
 * it goes, holds exactly the pixels of the image drawn whole.
 */
class TiledSnapshotTest {

    private static final int SIZE = TiledSnapshot.TILE + 300;

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @Test
    void lines_across_tile_boundaries_are_drawn_on_both_sides_and_the_png_matches_the_image() throws Exception {
        Pane drawing = FxTestSupport.onFx(() -> {
            Line across = line(0, 100, SIZE, 100);
            Line down = line(200, 0, 200, SIZE);
            Line diagonal = line(0, 0, SIZE, SIZE);
            Pane pane = new Pane(across, down, diagonal);
            // a scene of a set size, as a window gives: one without a size resizes its root at the first snapshot
            new Scene(pane, SIZE, SIZE);
            return pane;
        });

        BufferedImage whole = FxTestSupport.onFx(() -> PngExporter.render(drawing));
        byte[] png = FxTestSupport.onFx(() -> PngExporter.bytes(drawing, 1));
        BufferedImage read = ImageIO.read(new ByteArrayInputStream(png));

        ExportArea area = FxTestSupport.onFx(() -> ExportArea.of(drawing));
        int tile = TiledSnapshot.TILE;
        // in tiles a TILE square, where the export takes wider ones: the seams fall on both axes
        int[] stitched = FxTestSupport.onFx(() -> {
            TiledSnapshot snapshot = new TiledSnapshot(drawing, area, 1, true, tile);
            int[] pixels = new int[snapshot.width() * snapshot.height()];
            for (int top = 0; top < snapshot.height(); top += tile) {
                snapshot.draw(top, Math.min(tile, snapshot.height() - top), pixels, top * snapshot.width());
            }
            return pixels;
        });
        int width = whole.getWidth();
        int lineRow = (int) (100 - area.minY());
        int lineColumn = (int) (200 - area.minX());
        for (int x : new int[] {tile - 2, tile - 1, tile, tile + 1}) {
            assertThat(dark(stitched[lineRow * width + x]))
                    .as("the line across at x %d", x)
                    .isTrue();
        }
        for (int y : new int[] {tile - 2, tile - 1, tile, tile + 1}) {
            assertThat(dark(stitched[y * width + lineColumn]))
                    .as("the line down at y %d", y)
                    .isTrue();
        }
        assertThat(read.getWidth()).isEqualTo(whole.getWidth()).isGreaterThan(tile);
        assertThat(read.getHeight()).isEqualTo(whole.getHeight()).isGreaterThan(tile);
        int[] expected = whole.getRGB(0, 0, whole.getWidth(), whole.getHeight(), null, 0, whole.getWidth());
        int[] actual = read.getRGB(0, 0, read.getWidth(), read.getHeight(), null, 0, read.getWidth());
        assertThat(actual).isEqualTo(expected);
    }

    private static Line line(double x1, double y1, double x2, double y2) {
        Line line = new Line(x1, y1, x2, y2);
        line.setStroke(Color.BLACK);
        line.setStrokeWidth(3);
        return line;
    }

    private static boolean dark(int rgb) {
        return ((rgb >> 16) & 0xFF) < 100 && ((rgb >> 8) & 0xFF) < 100 && (rgb & 0xFF) < 100;
    }
}
