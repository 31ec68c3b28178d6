package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Delete asks nothing, since it is undone with Ctrl+Z; the status line says what went and how to get it back. A
 * Delete pressed in the inspector (its column grid) never deletes the element it shows.
 */
@ExtendWith(ApplicationExtension.class)
class DeleteSaysHowToUndoTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private String status(FxRobot robot) {
        return robot.lookup("#status-message").queryAs(Label.class).getText();
    }

    @Test
    void should_say_which_table_was_deleted_and_how_to_undo_it(FxRobot robot) {
        arrangeLogical();
        Project before = project();
        robot.clickOn(title(HOTELS));
        robot.type(KeyCode.DELETE);

        assertThat(project().table(HOTELS)).isEmpty();
        assertThat(status(robot)).isEqualTo("Deleted table hotel.hotels — Ctrl+Z to undo");
        assertThat(window.editor().messageSaysDoneProperty().get())
                .as("told as news, not as a refusal")
                .isTrue();

        undoKeys(robot);
        assertThat(project()).isSameAs(before);
    }

    @Test
    void should_not_delete_the_table_when_delete_is_pressed_in_its_column_grid(FxRobot robot) throws Exception {
        javafx.scene.control.TableView<dev.keyspace.model.schema.Column> grid = columnsGrid(robot, HOTELS);
        onFx(() -> {
            grid.requestFocus();
            grid.getFocusModel().focus(0, grid.getColumns().get(1));
        });
        robot.type(KeyCode.DELETE);

        assertThat(project().table(HOTELS)).isPresent();
        assertThat(window.editor().selection().ids()).containsExactly(HOTELS);
    }

    @Test
    void should_count_the_elements_when_several_are_deleted(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(title(HOTELS));
        robot.press(KeyCode.SHIFT).clickOn(line(HOTELS_BY_POI, "phone")).release(KeyCode.SHIFT);
        robot.type(KeyCode.DELETE);

        assertThat(project().table(HOTELS)).isEmpty();
        assertThat(status(robot)).isEqualTo("Deleted 2 elements — Ctrl+Z to undo");
    }
}
