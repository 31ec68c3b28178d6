package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.samples.HotelSample;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.ScrollEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class ZoomAndThemeTest {

    private DesignerWindow window;

    @Start
    void start(Stage stage) {
        window = new DesignerWindow(stage, new Document(HotelSample.build(), null));
        stage.show();
    }

    @AfterEach
    void lightAgain() {
        WaitForAsyncUtils.asyncFx(Theme.LIGHT::apply);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private double zoom() {
        return window.currentDiagram().zoomProperty().get();
    }

    private double zoomAfter(FxRobot robot, KeyCode... keys) {
        WaitForAsyncUtils.asyncFx(() -> window.currentDiagram().setZoom(1.0));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(window.currentDiagram());
        robot.push(keys);
        WaitForAsyncUtils.waitForFxEvents();
        return zoom();
    }

    @Test
    void should_keep_the_diagram_point_under_the_pointer_when_zooming_with_ctrl_wheel() throws Exception {
        ZoomableDiagram diagram = window.currentDiagram();
        // a point well inside the viewport, away from the origin
        Bounds viewport = onFx(() -> diagram.localToScene(diagram.getLayoutBounds()));
        Point2D pointer = new Point2D(viewport.getMinX() + viewport.getWidth() * 0.7, viewport.getMinY() + 150);
        Point2D before = onFx(() -> diagram.diagram().sceneToLocal(pointer));

        for (int step = 0; step < 3; step++) {
            onFx(() -> {
                Event.fireEvent(diagram, ctrlWheel(diagram, pointer, 40));
                return null;
            });
        }

        assertThat(zoom()).isGreaterThan(1.5);
        Point2D after = onFx(() -> diagram.diagram().sceneToLocal(pointer));
        assertThat(after.distance(before)).as("diagram point under the pointer").isLessThan(2.0);
    }

    /** A Ctrl+wheel step at a scene point (an event fired by hand takes its x and y as scene coordinates). */
    private static ScrollEvent ctrlWheel(Node target, Point2D scene, double deltaY) {
        return new ScrollEvent(
                ScrollEvent.SCROLL,
                scene.getX(),
                scene.getY(),
                scene.getX(),
                scene.getY(),
                false,
                true,
                false,
                false,
                false,
                false,
                0,
                deltaY,
                0,
                deltaY,
                ScrollEvent.HorizontalTextScrollUnits.NONE,
                0,
                ScrollEvent.VerticalTextScrollUnits.NONE,
                0,
                0,
                null);
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> work) throws Exception {
        T result = WaitForAsyncUtils.asyncFx(work).get(30, java.util.concurrent.TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        return result;
    }

    @Test
    void should_zoom_in_with_ctrl_equals_and_ctrl_shift_equals(FxRobot robot) {
        assertThat(zoomAfter(robot, KeyCode.CONTROL, KeyCode.EQUALS))
                .as("Ctrl+=")
                .isGreaterThan(1.0);
        assertThat(zoomAfterCtrl(robot, KeyCode.EQUALS, true))
                .as("Ctrl+Shift+= (Ctrl++ on a US keyboard)")
                .isGreaterThan(1.0);
    }

    /**
     * The headless robot types neither the keypad keys nor a key of its own for "+", and its Shift is unreliable
     * under load: these key events are sent to the focused node as the keyboard would.
     */
    private double zoomAfterCtrl(FxRobot robot, KeyCode code) {
        return zoomAfterCtrl(robot, code, false);
    }

    private double zoomAfterCtrl(FxRobot robot, KeyCode code, boolean shift) {
        WaitForAsyncUtils.asyncFx(() -> window.currentDiagram().setZoom(1.0));
        robot.clickOn(window.currentDiagram());
        WaitForAsyncUtils.asyncFx(() -> {
            Node focused = window.stage().getScene().getFocusOwner();
            Event.fireEvent(focused, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, shift, true, false, false));
        });
        WaitForAsyncUtils.waitForFxEvents();
        return zoom();
    }

    @Test
    void should_zoom_in_one_step_with_ctrl_and_the_keypad_plus_or_a_plus_key(FxRobot robot) {
        double once = zoomAfter(robot, KeyCode.CONTROL, KeyCode.EQUALS);
        assertThat(zoomAfterCtrl(robot, KeyCode.ADD)).as("Ctrl+keypad +").isEqualTo(once);
        assertThat(zoomAfterCtrl(robot, KeyCode.PLUS)).as("Ctrl+PLUS key").isEqualTo(once);
    }

    @Test
    void should_zoom_out_with_ctrl_minus_and_the_keypad_minus(FxRobot robot) {
        assertThat(zoomAfter(robot, KeyCode.CONTROL, KeyCode.MINUS))
                .as("Ctrl+-")
                .isLessThan(1.0);
        assertThat(zoomAfterCtrl(robot, KeyCode.SUBTRACT)).as("Ctrl+keypad -").isLessThan(1.0);
    }
}
