package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.app.settings.ReplicationChoice;
import dev.keyspace.model.schema.Replication;
import java.util.Map;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The replication chosen for a keyspace is remembered for the user, and File > New starts from it. */
@ExtendWith(ApplicationExtension.class)
class ReplicationMemoryTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @AfterEach
    void forget() {
        ReplicationChoice.forUser().forget();
    }

    private Replication appReplication() {
        return project().keyspace(NewProject.KEYSPACE.internal()).orElseThrow().replication();
    }

    @Test
    void should_give_a_new_project_the_replication_last_chosen_in_the_inspector(FxRobot robot) throws Exception {
        ReplicationChoice.forUser().forget();
        onFx(() -> window.actions().newProject());
        assertThat(appReplication()).isEqualTo(Replication.networkTopology(Map.of("datacenter1", 1)));

        onFx(() -> window.editor()
                .selection()
                .select(ElementKeys.keyspace(project().keyspace("app").orElseThrow())));
        waitFor(() -> robot.lookup("#inspector-rf-0").tryQuery().isPresent());
        TextField datacenter = robot.lookup("#inspector-dc-0").queryAs(TextField.class);
        TextField factor = robot.lookup("#inspector-rf-0").queryAs(TextField.class);
        onFx(() -> {
            datacenter.setText("dc_east");
            factor.setText("3");
            factor.fireEvent(new javafx.event.ActionEvent());
        });
        Replication chosen = Replication.networkTopology(Map.of("dc_east", 3));
        waitFor(() -> appReplication().equals(chosen));
        assertThat(ReplicationChoice.forUser().last()).contains(chosen);

        // what File > New shows, without its question about the unsaved change
        onFx(() -> window.setDocument(new Document(NewProject.create("Untitled"), null)));
        assertThat(window.history().undoDepth()).isZero();
        assertThat(appReplication()).as("the new project's keyspace").isEqualTo(chosen);
    }
}
