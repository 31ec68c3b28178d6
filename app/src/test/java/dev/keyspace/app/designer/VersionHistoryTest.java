package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.elements.NewElements;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.versions.SchemaVersion;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * File > Mark Version… keeps the schema under a name; File > Version History… compares it with the model, lists each
 * change with its statements and marks the changed table in the diagrams until the window closes.
 */
@ExtendWith(ApplicationExtension.class)
class VersionHistoryTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_list_a_change_since_a_marked_version_with_its_statement_and_mark_its_box(FxRobot robot)
            throws Exception {
        markThroughTheMenu(robot, "v1", "first release");
        assertThat(project().versions()).extracting(SchemaVersion::name).containsExactly("v1");
        assertThat(statusMessage(robot)).contains("Marked version v1");
        assertThat(robot.lookup("#status-message").queryAs(Label.class).getPseudoClassStates())
                .as("news of a mark, not a refusal in red")
                .extracting(Object::toString)
                .contains("done");

        onFx(() ->
                window.editor().apply(NewElements.column(project().table(HOTELS).orElseThrow())));
        robot.clickOn("#menu-file").clickOn("#menu-version-history");
        waitFor(() -> !changes(robot).getItems().isEmpty());

        SchemaChange hotels = changes(robot).getItems().stream()
                .filter(c -> c.element().equals("hotel.hotels"))
                .findFirst()
                .orElseThrow();
        assertThat(hotels.change()).isEqualTo(SchemaChange.Change.CHANGED);
        onFx(() -> changes(robot).getSelectionModel().select(hotels));
        String detail =
                robot.lookup("#history-change-detail").queryAs(TextArea.class).getText();
        assertThat(detail).contains("ALTER TABLE hotel.hotels ADD column text");

        onFx(() -> window.select(ViewKind.PHYSICAL));
        waitFor(() -> marked(ViewKind.PHYSICAL).contains("version-changed"));
        onFx(() -> window.select(ViewKind.LOGICAL));
        waitFor(() -> marked(ViewKind.LOGICAL).contains("version-changed"));
        assertThat(marked(ViewKind.LOGICAL)).doesNotContain("version-added", "version-renamed");

        robot.clickOn("#history-close");
        waitFor(() -> !marked(ViewKind.LOGICAL).contains("version-changed"));
    }

    @Test
    void should_say_why_a_name_is_refused_and_mark_nothing(FxRobot robot) throws Exception {
        markThroughTheMenu(robot, "v1", "");
        openMarkDialog(robot);
        type(robot, "v1");
        robot.clickOn("#version-mark");
        assertThat(problem(robot)).isEqualTo("There is already a version named v1");
        type(robot, "v1@x");
        robot.clickOn("#version-mark");
        assertThat(problem(robot)).contains("cannot hold '@'");
        assertThat(project().versions()).hasSize(1);
        robot.clickOn("#version-cancel");
        waitFor(() -> robot.lookup("#version-name").tryQuery().isEmpty());
        assertThat(project().versions()).hasSize(1);
    }

    @Test
    void should_remove_a_version_in_the_history_and_bring_it_back_with_undo(FxRobot robot) throws Exception {
        markThroughTheMenu(robot, "mistake", "");
        robot.clickOn("#menu-file").clickOn("#menu-version-history");
        waitFor(() -> versions(robot).getItems().size() == 1);
        onFx(() -> versions(robot).getSelectionModel().select(0));
        robot.clickOn("#history-remove");
        waitFor(() -> versions(robot).getItems().isEmpty());
        assertThat(project().versions()).isEmpty();

        onFx(() -> window.actions().undo());
        waitFor(() -> versions(robot).getItems().size() == 1);
        assertThat(project().versions()).extracting(SchemaVersion::name).containsExactly("mistake");
        robot.clickOn("#history-close");
    }

    private void markThroughTheMenu(FxRobot robot, String name, String note) throws Exception {
        openMarkDialog(robot);
        type(robot, name);
        onFx(() -> robot.lookup("#version-note").queryAs(TextArea.class).setText(note));
        robot.clickOn("#version-mark");
        waitFor(() -> robot.lookup("#version-name").tryQuery().isEmpty());
    }

    private void openMarkDialog(FxRobot robot) throws Exception {
        robot.clickOn("#menu-file").clickOn("#menu-mark-version");
        waitFor(() -> robot.lookup("#version-name").tryQuery().isPresent());
    }

    private void type(FxRobot robot, String name) {
        TextField field = robot.lookup("#version-name").queryAs(TextField.class);
        robot.clickOn(field);
        onFx(field::clear);
        robot.write(name);
    }

    private static String problem(FxRobot robot) {
        return robot.lookup("#version-problem").queryAs(Label.class).getText();
    }

    private static String statusMessage(FxRobot robot) {
        return robot.lookup("#status-message").queryAs(Label.class).getText();
    }

    @SuppressWarnings("unchecked")
    private static TableView<SchemaChange> changes(FxRobot robot) {
        return robot.lookup("#history-changes").queryAs(TableView.class);
    }

    @SuppressWarnings("unchecked")
    private static TableView<SchemaVersion> versions(FxRobot robot) {
        return robot.lookup("#history-versions").queryAs(TableView.class);
    }

    private List<String> marked(ViewKind kind) {
        Optional<Node> box = window.diagram(kind).diagram().node(HOTELS);
        return box.map(n -> List.copyOf(n.getStyleClass())).orElse(List.of());
    }
}
