package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.layout.ViewKind;
import dev.keyspace.samples.HotelSample;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
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

    @Test
    void should_keep_the_area_around_a_small_diagram_white_in_the_dark_theme(FxRobot robot) {
        WaitForAsyncUtils.asyncFx(() -> {
            window.select(ViewKind.CONCEPTUAL);
            window.actions().toggleTheme();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Node viewport = window.currentDiagram().lookup(".viewport");
        assertThat(viewport).isInstanceOf(Region.class);
        Region region = (Region) viewport;
        assertThat(region.getBackground()).isNotNull();
        assertThat(region.getBackground().getFills())
                .extracting(fill -> fill.getFill())
                .containsExactly(Color.WHITE);
    }
}
