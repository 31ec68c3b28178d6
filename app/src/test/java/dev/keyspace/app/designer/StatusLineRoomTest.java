package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A long message in the status line gives way: the project's counts, its target release and the zoom are shown whole
 * whatever the message's length, and the message itself can be read whole in its tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class StatusLineRoomTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_keep_the_counts_the_target_and_the_zoom_whole_beside_a_long_message(FxRobot robot) throws Exception {
        String longMessage = "Adopted the design optimized for mix default: 3 new tables, 3 queries linked to where it"
                + " reads. Edit > Undo takes it back. ".repeat(3);
        onFx(() -> window.editor().report(longMessage));
        waitFor(() ->
                robot.lookup("#status-message").queryAs(Label.class).getText().equals(longMessage));
        onFx(() ->
                robot.lookup("#status-message").queryAs(Label.class).getParent().layout());

        for (String id : new String[] {"#status", "#status-target", "#zoom-level"}) {
            Label label = robot.lookup(id).queryAs(Label.class);
            assertThat(label.getWidth()).as(id + " shown whole").isGreaterThanOrEqualTo(label.prefWidth(-1) - 0.5);
        }
        Label message = robot.lookup("#status-message").queryAs(Label.class);
        assertThat(message.getTooltip()).isNotNull();
        assertThat(message.getTooltip().getText()).isEqualTo(longMessage);
    }
}
