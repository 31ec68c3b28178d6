package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The find bar says what it is, and its list of results gets out of the way once a result is chosen. */
@ExtendWith(ApplicationExtension.class)
class FindBarLooksTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_label_the_field_and_close_the_results_once_one_is_chosen(FxRobot robot) {
        arrangeLogical();
        onFx(() -> window.currentDiagram().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        TextField field = robot.lookup("#find-field").queryAs(TextField.class);
        Label label = robot.lookup("#find-label").queryAs(Label.class);
        assertThat(label.getText()).isEqualTo("Find");
        assertThat(label.getLabelFor()).isSameAs(field);
        assertThat(field.getPromptText()).contains("tables", "columns");

        robot.write("phone");
        WaitForAsyncUtils.waitForFxEvents();
        Node results = robot.lookup("#find-results").query();
        assertThat(results.isVisible()).isTrue();
        robot.type(KeyCode.DOWN).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(window.editor().selection().ids()).isNotEmpty();
        assertThat(results.isVisible())
                .as("the list closes once a result is chosen")
                .isFalse();
        assertThat(field.isVisible()).as("the field stays, to find the next").isTrue();

        onFx(field::requestFocus);
        robot.type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(results.isVisible())
                .as("Down in the field shows the results again")
                .isTrue();
        robot.type(KeyCode.ESCAPE);
        onFx(field::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
