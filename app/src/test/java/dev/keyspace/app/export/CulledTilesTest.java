package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.DiagramViews;
import dev.keyspace.app.views.FxTestSupport;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.KillrVideoSample;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Leaving out of each tile the nodes outside it changes no pixel: every view of the KillrVideo sample, drawn at a
 * scale that takes three tiles across, gives the same bands with and without the culling.
 */
class CulledTilesTest {

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @Test
    void should_draw_the_same_pixels_with_the_nodes_outside_each_tile_left_out() throws Exception {
        Project project = KillrVideoSample.build();
        for (ViewKind view : ViewKind.values()) {
            String what = project.name() + " " + view;
            int[][] images = FxTestSupport.onFx(() -> {
                DiagramView diagram = DiagramViews.create(view, project);
                HeadlessRenderer.inSceneWithItsStylesheets(diagram);
                ExportArea area = ExportArea.of(diagram);
                double scale = Math.min(PngExporter.MAX_SCALE, 2.5 * TiledSnapshot.TILE / area.width());
                TiledSnapshot culled = new TiledSnapshot(diagram, area, scale, true, TiledSnapshot.TILE);
                return new int[][] {
                    pixels(new TiledSnapshot(diagram, area, scale, false, TiledSnapshot.TILE)),
                    pixels(culled),
                    {culled.width(), (int) culled.culled()}
                };
            });
            assertThat(images[2][0]).as(what + ": wider than two tiles").isGreaterThan(2 * TiledSnapshot.TILE);
            assertThat(images[2][1]).as(what + ": nodes left out of some tile").isPositive();
            assertThat(images[1]).as(what).isEqualTo(images[0]);
        }
    }

    /** The first, a middle and the last band of the image, where boxes and arrows cross from tile to tile. */
    private static int[] pixels(TiledSnapshot snapshot) {
        int width = snapshot.width();
        int band = Math.min(PngExporter.bandHeight(width), snapshot.height());
        List<Integer> tops = List.of(0, (snapshot.height() - band) / 2, snapshot.height() - band);
        int[] pixels = new int[tops.size() * band * width];
        for (int i = 0; i < tops.size(); i++) {
            snapshot.draw(tops.get(i), band, pixels, i * band * width);
        }
        return pixels;
    }
}
