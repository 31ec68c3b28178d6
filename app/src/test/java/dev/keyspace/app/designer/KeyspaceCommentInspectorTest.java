package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.samples.HotelSample;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
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

/**
 * Under target 6.0 a keyspace's inspector edits its comment (COMMENT ON KEYSPACE) in one undoable step, an emptied
 * field removes it, and shows its Accord fast path; under 5.0 neither is offered.
 */
@ExtendWith(ApplicationExtension.class)
class KeyspaceCommentInspectorTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        Project hotel = HotelSample.build().withTarget(CassandraVersion.V6_0);
        Keyspace keyspace = hotel.keyspaces().get(0).withFastPath(Optional.of(OptionValue.text("up")));
        window = new DesignerWindow(stage, new Document(hotel.withKeyspaces(java.util.List.of(keyspace)), null));
        stage.show();
    }

    private Keyspace keyspace() {
        return window.document().project().keyspaces().get(0);
    }

    private void selectKeyspace() {
        onFx(() -> window.editor().selection().select(ElementKeys.keyspace(keyspace())));
    }

    @Test
    void should_set_and_remove_the_keyspace_comment_under_6_0(FxRobot robot) throws Exception {
        selectKeyspace();
        TextField comment = field(robot, "inspector-keyspace-comment");
        assertThat(comment.getText()).isEmpty();
        assertThat(robot.lookup(".inspector-note").queryAllAs(Label.class).stream()
                        .map(Label::getText))
                .anyMatch(text -> text.startsWith("Accord fast path: 'up'"));

        robot.clickOn(comment).write("the hotel chain's data").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> keyspace().comment().isPresent());
        assertThat(keyspace().comment()).contains("the hotel chain's data");

        onFx(() -> window.history().undo());
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> keyspace().comment().isEmpty());

        onFx(() -> window.history().redo());
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> keyspace().comment().isPresent());
        TextField again = field(robot, "inspector-keyspace-comment");
        robot.clickOn(again);
        onFx(again::selectAll);
        robot.type(KeyCode.BACK_SPACE).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> keyspace().comment().isEmpty());
    }

    @Test
    void should_offer_no_comment_under_5_0(FxRobot robot) throws Exception {
        onFx(() -> window.setDocument(new Document(HotelSample.build(), null)));
        selectKeyspace();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#inspector-durable")
                .tryQuery()
                .isPresent());
        assertThat(robot.lookup("#inspector-keyspace-comment").tryQuery()).isEmpty();
    }
}
