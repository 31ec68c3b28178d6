package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.app.designer.canvas.Minimap;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.model.placement.ViewKind;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.input.MouseButton;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The minimap draws every box of the diagram, shows the part in view as a rectangle that follows scrolling, and a
 * click or a drag on it scrolls the diagram; View > Minimap hides it.
 */
@ExtendWith(ApplicationExtension.class)
class MinimapTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    /** The hotel sample's logical diagram spread over 4,000 pixels, far larger than the view. */
    @BeforeEach
    void spread() throws Exception {
        arrangeLogical();
        onFx(() -> zoomable().setZoom(1.0));
        waitFor(() -> minimap().isVisible() && minimap().viewportMark().isPresent());
    }

    private ZoomableDiagram zoomable() {
        return window.diagram(ViewKind.LOGICAL);
    }

    private Minimap minimap() {
        return zoomable().minimap();
    }

    private Point2D viewCentre() {
        Bounds view = zoomable().viewportInDiagram().orElseThrow();
        return new Point2D(view.getCenterX(), view.getCenterY());
    }

    @Test
    void should_draw_one_mark_per_box_where_the_box_is() throws Exception {
        int boxes = logical().nodes().size();
        assertThat(boxes).isGreaterThan(10);
        assertThat(minimap().marks()).isEqualTo(boxes);

        AtomicReference<Image> shot = new AtomicReference<>();
        List<Point2D> centres = new ArrayList<>();
        onFx(() -> {
            shot.set(minimap().snapshot(null, null));
            // the image starts where the minimap's shadow starts
            Bounds drawn = minimap().getBoundsInLocal();
            for (Node node : logical().nodes().values()) {
                Bounds b = node.getParent().localToParent(node.getBoundsInParent());
                centres.add(minimap()
                        .minimapPointOf(new Point2D(b.getCenterX(), b.getCenterY()))
                        .subtract(drawn.getMinX(), drawn.getMinY()));
            }
            centres.add(minimap().minimapPointOf(new Point2D(2000, 1000)).subtract(drawn.getMinX(), drawn.getMinY()));
        });
        PixelReader pixels = shot.get().getPixelReader();
        Point2D empty = centres.remove(centres.size() - 1);
        for (Point2D centre : centres) {
            assertThat(markNear(pixels, centre)).as("a mark at %s", centre).isTrue();
        }
        assertThat(isMark(pixels.getColor((int) empty.getX(), (int) empty.getY())))
                .as("no mark in the empty middle between the near and the far tables")
                .isFalse();
    }

    /**
     * A mark's pixel within 3 px of {@code centre}: the viewport rectangle's outline may cross a small box's centre
     * (where it does depends on the window's size), and a mark is wider than that outline.
     */
    private static boolean markNear(PixelReader pixels, Point2D centre) {
        for (int dx = -3; dx <= 3; dx++) {
            for (int dy = -3; dy <= 3; dy++) {
                if (isMark(pixels.getColor((int) centre.getX() + dx, (int) centre.getY() + dy))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The marks are blue; the minimap's background is a light grey. */
    private static boolean isMark(Color pixel) {
        return pixel.getBlue() - pixel.getRed() > 0.15;
    }

    @Test
    void should_move_the_viewport_rectangle_when_the_diagram_scrolls() throws Exception {
        Bounds before = minimap().viewportMark().orElseThrow();
        onFx(() -> {
            zoomable().setHvalue(1);
            zoomable().setVvalue(1);
        });
        waitFor(() -> minimap().viewportMark().orElseThrow().getMinX() > before.getMinX() + 20);

        Bounds after = minimap().viewportMark().orElseThrow();
        assertThat(after.getMinY()).isGreaterThan(before.getMinY() + 20);
        assertThat(after.getWidth()).as("same zoom, same size").isCloseTo(before.getWidth(), within(1.0));
        Point2D markCentre = minimap().diagramPointAt(new Point2D(after.getCenterX(), after.getCenterY()));
        assertThat(markCentre.distance(viewCentre()))
                .as("the rectangle shows the part in view")
                .isLessThan(20);
    }

    @Test
    void should_scroll_the_diagram_to_where_the_minimap_is_clicked_or_dragged(FxRobot robot) throws Exception {
        Point2D target = new Point2D(2000, 2000);
        Point2D onMap = minimap().minimapPointOf(target);
        robot.clickOn(minimap().localToScreen(onMap), MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewCentre().distance(target))
                .as("a click centres the view there (within a minimap pixel)")
                .isLessThan(40);
        assertThat(logical().nodes().size()).isEqualTo(minimap().marks());
        assertThat(window.editor().selection().ids())
                .as("a click on the map selects nothing")
                .isEmpty();

        Point2D from = minimap().minimapPointOf(new Point2D(1000, 1000));
        Point2D to = minimap().minimapPointOf(new Point2D(3000, 2500));
        robot.moveTo(minimap().localToScreen(from)).press(MouseButton.PRIMARY);
        robot.moveTo(minimap().localToScreen(from.midpoint(to)));
        robot.moveTo(minimap().localToScreen(to)).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewCentre().getX()).isCloseTo(3000, within(40.0));
        assertThat(viewCentre().getY()).isCloseTo(2500, within(40.0));
    }

    @Test
    void should_hide_from_the_view_menu_and_when_everything_is_in_view(FxRobot robot) throws Exception {
        robot.clickOn("View").clickOn("Minimap");
        waitFor(() -> !minimap().isVisible());
        robot.clickOn("View").clickOn("Minimap");
        waitFor(() -> minimap().isVisible());

        onFx(() -> window.actions().fitToWindow());
        waitFor(() -> !minimap().isVisible());
    }
}
