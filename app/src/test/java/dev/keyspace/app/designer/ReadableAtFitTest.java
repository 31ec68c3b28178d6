package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.Random;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Fit to Window on a diagram of keyspaces never shows text too small to read: where a box's lines would be drawn
 * under 8 px, the diagram is sketched with its keyspaces and tables named; where they can be read, every box is
 * drawn. A sketched box is still clicked to select it, and a double click zooms in to it.
 */
@ExtendWith(ApplicationExtension.class)
class ReadableAtFitTest extends DesignerFixture {

    /** diagram.css draws a box's lines (columns, fields) at 12 px; under 8 px they cannot be read. */
    private static final double LINE_TEXT_PX = 12;

    private static final double READABLE_PX = 8;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_sketch_at_fit_exactly_when_the_lines_would_be_unreadable() {
        Random random = new Random(20_261_129L);
        boolean sawSketch = false;
        boolean sawDrawn = false;
        for (int tries = 0; tries < 6; tries++) {
            int keyspaces = 1 + random.nextInt(3);
            int tables = 1 + random.nextInt(tries < 2 ? 4 : 25);
            for (ViewKind kind : new ViewKind[] {ViewKind.LOGICAL, ViewKind.PHYSICAL}) {
                show(KeyspacesOfTables.of(keyspaces, tables), kind);
                onFx(() -> zoomable(kind).fitToWindow());
                double zoom = zoomable(kind).zoomProperty().get();
                boolean unreadable = LINE_TEXT_PX * zoom < READABLE_PX;
                DiagramView diagram = zoomable(kind).diagram();
                String what = keyspaces + " keyspaces of " + tables + " tables, " + kind + " at " + zoom;
                assertThat(diagram.isSketched()).as(what).isEqualTo(unreadable);
                if (unreadable) {
                    sawSketch = true;
                    assertThat(diagram.nodes().values().stream().filter(diagram::isShown))
                            .as("no box in the scene while sketched: " + what)
                            .isEmpty();
                    assertThat(diagram.sketchedGroups())
                            .as("every keyspace named: " + what)
                            .hasSize(keyspaces);
                } else {
                    sawDrawn = true;
                    assertThat(diagram.nodes().values()).as(what).allMatch(diagram::isShown);
                }
            }
        }
        assertThat(sawSketch).as("a generated diagram too large to read at fit").isTrue();
        assertThat(sawDrawn).as("a generated diagram readable at fit").isTrue();
    }

    @Test
    void should_select_a_sketched_box_on_click_and_zoom_in_to_it_on_double_click(FxRobot robot) throws Exception {
        show(KeyspacesOfTables.of(2, 30), ViewKind.PHYSICAL);
        ZoomableDiagram zoomable = zoomable(ViewKind.PHYSICAL);
        onFx(zoomable::fitToWindow);
        DiagramView diagram = zoomable.diagram();
        assertThat(diagram.isSketched()).isTrue();
        ElementId table = ElementId.forTable(Identifier.of("ks0"), Identifier.of("t7"));
        Node box = diagram.node(table).orElseThrow();

        robot.clickOn(settledMiddleOnScreen(diagram, box));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.editor().selection().ids()).containsExactly(table);

        // the pointer leaves the spot, as a hand does: otherwise a busy machine takes the single click and the
        // double click for a triple one, the double click's first press zooms in and its second lands on a column
        robot.moveBy(0, 60);
        robot.doubleClickOn(settledMiddleOnScreen(diagram, box));
        waitFor(() -> diagram.isShown(box));
        assertThat(diagram.isSketched()).isFalse();
        assertThat(LINE_TEXT_PX * zoomable.zoomProperty().get()).isGreaterThanOrEqualTo(READABLE_PX);
        assertThat(inView(zoomable, box)).as("zoomed in to the box").isTrue();
        assertThat(window.editor().selection().ids()).containsExactly(table);

        // zoomed out again by hand: sketched once more, and back when zoomed in
        onFx(() -> zoomable.setZoom(0.3));
        assertThat(diagram.isSketched()).isTrue();
        onFx(() -> zoomable.setZoom(1.0));
        assertThat(diagram.isSketched()).isFalse();
        assertThat(diagram.isShown(box)).isTrue();
    }

    /**
     * The box's middle on screen once the view has stopped moving: a sketch changes what the scroll area measures,
     * and the drawing is centred again on a later pulse.
     */
    private static Point2D settledMiddleOnScreen(DiagramView diagram, Node box) throws Exception {
        Point2D[] last = {null};
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            Point2D now = middleOnScreen(diagram, box);
            boolean settled = now.equals(last[0]);
            last[0] = now;
            return settled;
        });
        return last[0];
    }

    private static Point2D middleOnScreen(DiagramView diagram, Node box) {
        Bounds b = diagram.boundsOf(box);
        return diagram.localToScreen(b.getCenterX(), b.getCenterY());
    }

    private ZoomableDiagram zoomable(ViewKind kind) {
        return window.diagram(kind);
    }

    private void show(Project project, ViewKind kind) {
        onFx(() -> {
            window.setDocument(new Document(project, null));
            window.select(kind);
        });
    }
}
