package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A new element is named by typing at once, wherever the keyboard was when it was added. */
@ExtendWith(ApplicationExtension.class)
class NamedByTypingTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_name_a_new_entity_and_a_new_query_by_typing_right_after_adding_them(FxRobot robot) {
        onFx(() -> window.setDocument(new Document(Project.empty("music"), null)));
        onFx(() -> window.currentDiagram().requestFocus());

        robot.press(KeyCode.CONTROL).type(KeyCode.E).release(KeyCode.CONTROL);
        robot.write("Song").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(project().conceptual().entities()).extracting(Entity::name).containsExactly("Song");

        onFx(() -> window.currentDiagram().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Q).release(KeyCode.SHIFT, KeyCode.CONTROL);
        robot.write("Q7").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(project().queries())
                .extracting(dev.keyspace.model.query.Query::label)
                .containsExactly("Q7");
    }
}
