package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.schema.Identifier;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** File > Publish Documentation… writes the project as it is in the window, diagrams included, and says where. */
@ExtendWith(ApplicationExtension.class)
class PublishDocumentationTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_publish_the_project_as_edited_with_its_diagrams(FxRobot robot, @TempDir Path folder) throws Exception {
        onFx(() -> window.history().apply(new KeyspaceEdit.Rename(Identifier.of("hotel"), Identifier.of("lodging"))));
        Path site = folder.resolve("site");

        onFx(() -> window.files().docPublishing().publish(site));
        waitFor(() -> robot.lookup("#publish-documentation-done").tryQuery().isPresent());

        DialogPane done = robot.lookup("#publish-documentation-done").queryAs(DialogPane.class);
        assertThat(done.getContentText()).contains(site.resolve("index.html").toString());
        assertThat(site.resolve("index.html")).isRegularFile();
        assertThat(site.resolve("tables/lodging.hotels.html"))
                .as("the project as edited")
                .isRegularFile();
        assertThat(site.resolve("tables/hotel.hotels.html")).doesNotExist();
        assertThat(site.resolve("diagrams/physical.svg")).isRegularFile();
        assertThat(Files.readString(site.resolve("diagrams/physical.html"))).contains("lodging.hotels");
    }
}
