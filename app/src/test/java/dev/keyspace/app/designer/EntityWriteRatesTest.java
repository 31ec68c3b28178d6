package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 34: the entity inspector shows the entity's write paths (insert, the update of each attribute, delete) with
 * their rates in the current mix, and edits them in place: one undoable edit each, saved with the project.
 */
@ExtendWith(ApplicationExtension.class)
class EntityWriteRatesTest extends DesignerFixture {

    private static final ElementId RESERVATION = HotelSample.RESERVATION;

    @TempDir
    static Path folder;

    private Path file;

    @Start
    void start(Stage stage) throws Exception {
        file = folder.resolve("hotel.ksd.json");
        Project hotel = HotelSample.build();
        Workload workload = new Workload(List.of(
                Mix.empty("browsing").withWrite(WriteKey.delete(RESERVATION), Demand.perSecond(2)),
                Mix.empty("booking")));
        ProjectFiles.save(hotel.withAnalysis(hotel.analysis().withWorkload(workload)), file);
        window = new DesignerWindow(stage, new Document(ProjectFiles.load(file), file));
        stage.show();
    }

    @Test
    void should_show_every_write_path_of_the_entity_with_its_rate_in_the_current_mix(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(RESERVATION));

        for (String action : List.of("insert", "update-confirm_number", "update-start_date", "update-end_date")) {
            assertThat(field(robot, "inspector-write-" + action + "-rate").getText())
                    .as(action)
                    .isEmpty();
        }
        assertThat(field(robot, "inspector-write-delete-rate").getText()).isEqualTo("2");

        onFx(() -> window.editor().mix().choose("booking"));
        waitFor(() -> field(robot, "inspector-write-delete-rate").getText().isEmpty());
    }

    @Test
    void should_edit_a_write_rate_in_place_undo_it_and_save_it(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(RESERVATION));

        type(robot, "inspector-write-update-end_date-rate", "40");
        type(robot, "inspector-write-update-end_date-p99", "12 ms");

        Mix browsing = project().analysis().workload().mix("browsing").orElseThrow();
        assertThat(browsing.writes())
                .containsEntry(WriteKey.update(RESERVATION, "end_date"), new Demand(40, OptionalDouble.of(12)))
                .containsEntry(WriteKey.delete(RESERVATION), Demand.perSecond(2));

        onFx(() -> window.actions().undo());
        assertThat(project().analysis().workload().mix("browsing").orElseThrow().writes())
                .as("one undo takes one committed field back")
                .containsEntry(WriteKey.update(RESERVATION, "end_date"), Demand.perSecond(40));
        waitFor(() ->
                field(robot, "inspector-write-update-end_date-p99").getText().isEmpty());
        onFx(() -> window.actions().redo());
        waitFor(() ->
                field(robot, "inspector-write-update-end_date-p99").getText().equals("12"));

        onFx(() -> window.diagram(dev.keyspace.model.placement.ViewKind.CONCEPTUAL)
                .diagram()
                .requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        waitFor(() -> ProjectFiles.load(file).equals(project()));
        assertThat(ProjectFiles.load(file)
                        .analysis()
                        .workload()
                        .mix("browsing")
                        .orElseThrow()
                        .writes())
                .containsEntry(WriteKey.update(RESERVATION, "end_date"), new Demand(40, OptionalDouble.of(12)));
    }

    @Test
    void should_refuse_a_write_rate_that_is_not_one_and_keep_it(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(RESERVATION));
        Workload before = project().analysis().workload();

        type(robot, "inspector-write-insert-rate", "lots");

        assertThat(project().analysis().workload()).isEqualTo(before);
        assertThat(field(robot, "inspector-write-insert-rate").getText()).isEqualTo("lots");
        waitFor(() ->
                robot.lookup("#inspector-write-insert-rate-error").tryQuery().isPresent());
        assertThat(robot.lookup("#inspector-write-insert-rate-error")
                        .queryAs(Label.class)
                        .getText())
                .contains("'lots'");
    }

    /** Replaces the field's text by typing, as a user does, and commits it with Enter. */
    private void type(FxRobot robot, String id, String text) throws Exception {
        TextField field = field(robot, id);
        onFx(() -> window.inspector().scrollTo(field));
        robot.clickOn(field);
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text).type(KeyCode.ENTER);
        waitFor(() -> true);
    }
}
