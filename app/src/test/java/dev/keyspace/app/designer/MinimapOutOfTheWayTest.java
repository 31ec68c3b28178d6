package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.Minimap;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.model.placement.ViewKind;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The minimap never hides what the user looks at: it turns see-through under the pointer and moves corners. */
@ExtendWith(ApplicationExtension.class)
class MinimapOutOfTheWayTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private ZoomableDiagram zoomable() {
        return window.diagram(ViewKind.LOGICAL);
    }

    private Minimap minimap() {
        return zoomable().minimap();
    }

    private Point2D middleOfMinimap() {
        Bounds b = minimap().localToScreen(minimap().getLayoutBounds());
        return new Point2D(b.getCenterX(), b.getCenterY());
    }

    @Test
    void should_turn_see_through_under_the_pointer_and_move_to_another_corner(FxRobot robot) throws Exception {
        arrangeLogical();
        onFx(() -> zoomable().setZoom(1.0));
        waitFor(() -> minimap().isVisible() && minimap().viewportMark().isPresent());
        Bounds view = zoomable().localToScreen(zoomable().getLayoutBounds());
        Bounds at = minimap().localToScreen(minimap().getLayoutBounds());
        assertThat(at.getMinX()).as("bottom right first").isGreaterThan(view.getCenterX());
        assertThat(at.getMinY()).isGreaterThan(view.getCenterY());

        robot.moveTo(middleOfMinimap());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(minimap().getOpacity()).as("see-through under the pointer").isLessThan(0.5);
        robot.moveTo(new Point2D(view.getMinX() + 40, view.getMinY() + 40));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(minimap().getOpacity()).isEqualTo(1.0);

        robot.moveTo(middleOfMinimap()).clickOn(MouseButton.SECONDARY);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#minimap-corner-top-left");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(minimap().cornerProperty().get()).isEqualTo(Minimap.Corner.TOP_LEFT);
        Bounds moved = minimap().localToScreen(minimap().getLayoutBounds());
        assertThat(moved.getMaxX()).as("now top left").isLessThan(view.getCenterX());
        assertThat(moved.getMaxY()).isLessThan(view.getCenterY());
        assertThat(window.diagram(ViewKind.PHYSICAL).minimap().cornerProperty().get())
                .as("in every diagram")
                .isEqualTo(Minimap.Corner.TOP_LEFT);
    }
}
