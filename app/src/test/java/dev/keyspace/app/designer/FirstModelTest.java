package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
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
 * A first-time user builds a model from an empty project with the Model menu's actions, its shortcuts and the
 * empty views' links, and generates its table with no error.
 */
@ExtendWith(ApplicationExtension.class)
class FirstModelTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        window = new DesignerWindow(stage, new Document(NewProject.create("Untitled"), null));
        stage.show();
    }

    private void shortcut(FxRobot robot, KeyCode... keys) {
        onFx(() -> window.currentDiagram().requestFocus());
        robot.press(keys);
        robot.release(keys);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Node hint(ViewKind kind) {
        return robot().lookup("#empty-hint-" + kind.name().toLowerCase(java.util.Locale.ROOT))
                .query();
    }

    private FxRobot robot() {
        return new FxRobot();
    }

    @Test
    void should_start_with_a_keyspace_on_the_dev_cluster_data_center_with_no_error() throws Exception {
        Keyspace keyspace = project().keyspaces().get(0);
        assertThat(keyspace.name().internal()).isEqualTo("app");
        assertThat(keyspace.replication()).isEqualTo(Replication.networkTopology(Map.of("datacenter1", 1)));
        waitFor(() -> window.checkedRevision() == window.history().revision());
        // one replica suits the development cluster; the checker rightly says production wants three
        assertThat(window.findings().findings())
                .noneMatch(f -> f.severity() == Severity.ERROR)
                .noneMatch(f -> f.message().contains("SimpleStrategy"));
    }

    @Test
    void should_build_two_entities_and_a_query_and_generate_its_table_without_error(FxRobot robot) throws Exception {
        onFx(() -> window.select(ViewKind.CONCEPTUAL));
        assertThat(hint(ViewKind.CONCEPTUAL).isVisible())
                .as("the empty view says what to do first")
                .isTrue();

        robot.clickOn("#empty-hint-link-conceptual");
        assertThat(project().conceptual().entities()).hasSize(1);
        assertThat(hint(ViewKind.CONCEPTUAL).isVisible()).isFalse();
        shortcut(robot, KeyCode.CONTROL, KeyCode.E);
        List<Entity> entities = project().conceptual().entities();
        assertThat(entities).hasSize(2);
        assertThat(window.editor().selection().ids())
                .containsExactly(entities.get(1).id());
        onFx(() -> {
            window.elementActions().rename(new Element.OfEntity(entities.get(0)), "Hotel");
            window.elementActions()
                    .rename(
                            new Element.OfEntity(
                                    project().conceptual().entities().get(1)),
                            "Room");
            window.editor()
                    .selection()
                    .select(project().conceptual().entities().get(0).id());
            window.editor()
                    .selection()
                    .add(project().conceptual().entities().get(1).id());
        });
        shortcut(robot, KeyCode.CONTROL, KeyCode.R);
        assertThat(project().conceptual().relationships()).singleElement().satisfies(r -> assertThat(r.participants())
                .hasSize(2));

        onFx(() -> window.select(ViewKind.LOGICAL));
        assertThat(hint(ViewKind.LOGICAL).isVisible()).isTrue();
        robot.clickOn("#menu-model").clickOn("#menu-model-query");
        WaitForAsyncUtils.waitForFxEvents();
        Query query = project().queries().get(0);
        assertThat(window.editor().selection().ids()).containsExactly(query.id());
        waitFor(() -> robot.lookup("#inspector-equality").tryQuery().isPresent());
        TextField equality = robot.lookup("#inspector-equality").queryAs(TextField.class);
        robot.clickOn(equality).write("Hotel.id").type(KeyCode.ENTER);
        waitFor(() -> !project().queries().get(0).pattern().equality().isEmpty());

        assertThat(robot.lookup("#empty-hint-link-logical")
                        .queryAs(Hyperlink.class)
                        .getText())
                .isEqualTo("Generate tables for all queries");
        robot.clickOn("#empty-hint-link-logical");
        WaitForAsyncUtils.waitForFxEvents();

        Project built = project();
        assertThat(built.queries().get(0).servedBy()).as("the query is served").isPresent();
        assertThat(built.keyspaces()).hasSize(1);
        assertThat(built.keyspaces().get(0).tables()).hasSize(1);
        assertThat(hint(ViewKind.LOGICAL).isVisible()).isFalse();
        assertThat(window.editor().messageProperty().get()).isEqualTo("1 table generated");
        assertThat(window.editor().messageSaysDoneProperty().get())
                .as("news, not a refusal: not shown in red")
                .isTrue();
        long revision = window.history().revision();
        waitFor(() -> window.checkedRevision() == revision);
        assertThat(window.findings().findings()).noneMatch(f -> f.severity() == Severity.ERROR);

        onFx(() -> window.history().undo());
        assertThat(project().keyspaces().get(0).tables())
                .as("one history entry")
                .isEmpty();
    }

    @Test
    void should_offer_to_create_the_missing_keyspace_when_generating_a_table(FxRobot robot) throws Exception {
        Project empty = Project.empty("Untitled");
        onFx(() -> {
            window.setDocument(new Document(empty, null));
            window.creation().addEntity(java.util.Optional.empty());
            window.creation().addQuery(java.util.Optional.empty(), java.util.Optional.empty());
        });
        Query query = project().queries().get(0);
        Entity entity = project().conceptual().entities().get(0);
        onFx(() -> window.editor()
                .apply(new dev.keyspace.model.edit.QueryEdit.SetAccessPattern(
                        query.id(),
                        new dev.keyspace.model.query.AccessPattern(
                                List.of(new dev.keyspace.model.query.AttributeRef(entity.id(), "id")),
                                List.of(),
                                List.of(),
                                List.of()))));
        onFx(() -> window.editor().selection().select(query.id()));
        WaitForAsyncUtils.asyncFx(() -> window.creation().generateTableForSelection());
        WaitForAsyncUtils.waitForFxEvents();

        Label notice = robot.lookup("#generate-creates-keyspace").queryAs(Label.class);
        assertThat(notice.getText()).startsWith("Keyspace app does not exist yet: Create also creates it");
        Button create = robot
                .lookup("#generate-table-dialog")
                .queryAs(javafx.scene.control.DialogPane.class)
                .lookupAll(".button")
                .stream()
                .map(Button.class::cast)
                .filter(b -> b.getText().equals("Create"))
                .findFirst()
                .orElseThrow();
        robot.clickOn(create);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(project().keyspace("app")).isPresent();
        assertThat(project().queries().get(0).servedBy()).isPresent();
        assertThat(window.editor().messageProperty().get()).isEmpty();
    }
}
