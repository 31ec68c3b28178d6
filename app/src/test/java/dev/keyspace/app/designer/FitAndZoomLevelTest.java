package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.app.designer.canvas.DrawnBounds;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.model.placement.ViewKind;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Fit to Window fills the view with the drawing, the zoom is shown, Ctrl+0 goes to 100 % around the centre. */
@ExtendWith(ApplicationExtension.class)
class FitAndZoomLevelTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private Bounds viewportInScene(ZoomableDiagram diagram) {
        Node port = diagram.lookup(".viewport");
        return port.localToScene(port.getLayoutBounds());
    }

    private Point2D centre(Bounds bounds) {
        return new Point2D(bounds.getCenterX(), bounds.getCenterY());
    }

    @Test
    void should_fill_the_view_with_the_whole_drawing_and_show_the_zoom(FxRobot robot) throws Exception {
        for (ViewKind kind : new ViewKind[] {ViewKind.LOGICAL, ViewKind.CONCEPTUAL}) {
            onFx(() -> window.select(kind));
            onFx(() -> window.actions().fitToWindow());
            ZoomableDiagram diagram = window.currentDiagram();
            Bounds view = viewportInScene(diagram);
            Bounds drawn = diagram.diagram()
                    .localToScene(DrawnBounds.of(diagram.diagram()).orElseThrow());

            assertThat(view.contains(drawn))
                    .as("%s: the whole drawing is in view", kind)
                    .isTrue();
            double filled = Math.max(drawn.getWidth() / view.getWidth(), drawn.getHeight() / view.getHeight());
            assertThat(filled)
                    .as("%s: the drawing fills the view in one direction", kind)
                    .isGreaterThan(0.9);
            assertThat(centre(drawn).distance(centre(view)))
                    .as("%s: in the middle", kind)
                    .isLessThan(Math.max(view.getWidth(), view.getHeight()) * 0.05);
            assertThat(robot.lookup("#zoom-level").queryAs(Label.class).getText())
                    .isEqualTo(Math.round(diagram.zoomProperty().get() * 100) + " %");
        }
    }

    @Test
    void should_go_back_to_100_percent_with_ctrl_0_keeping_what_was_in_the_middle(FxRobot robot) throws Exception {
        onFx(() -> window.select(ViewKind.LOGICAL));
        ZoomableDiagram diagram = window.currentDiagram();
        onFx(() -> {
            diagram.setZoom(0.5);
            diagram.layout();
            diagram.setHvalue(0.5);
            diagram.setVvalue(0.5);
            diagram.layout();
        });
        Point2D middle = centre(viewportInScene(diagram));
        Point2D before = diagram.diagram().sceneToLocal(middle);
        assertThat(robot.lookup("#zoom-level").queryAs(Label.class).getText()).isEqualTo("50 %");

        robot.clickOn(diagram);
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT0);
        waitFor(() -> diagram.zoomProperty().get() == 1.0);

        Point2D after = diagram.diagram().sceneToLocal(middle);
        assertThat(after.getX()).as("the diagram point in the middle").isCloseTo(before.getX(), within(4.0));
        assertThat(after.getY()).isCloseTo(before.getY(), within(4.0));
        assertThat(robot.lookup("#zoom-level").queryAs(Label.class).getText()).isEqualTo("100 %");
    }
}
