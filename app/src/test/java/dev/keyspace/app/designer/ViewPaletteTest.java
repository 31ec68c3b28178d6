package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The toolbar offers what the shown diagram draws, and each button adds it as the Model menu does. */
@ExtendWith(ApplicationExtension.class)
class ViewPaletteTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        window = new DesignerWindow(stage, new Document(NewProject.create("Untitled"), null));
        stage.show();
    }

    private List<String> paletteButtons(FxRobot robot) {
        Parent palette = robot.lookup("#view-palette").query();
        return palette.getChildrenUnmodifiable().stream()
                .filter(Button.class::isInstance)
                .map(n -> ((Button) n).getText())
                .toList();
    }

    @Test
    void should_offer_the_elements_of_the_shown_view(FxRobot robot) throws Exception {
        onFx(() -> window.select(ViewKind.CONCEPTUAL));
        assertThat(paletteButtons(robot)).containsExactly("Entity", "Relationship");
        onFx(() -> window.select(ViewKind.WORKFLOW));
        assertThat(paletteButtons(robot)).containsExactly("Task", "Query");
        onFx(() -> window.select(ViewKind.LOGICAL));
        assertThat(paletteButtons(robot)).containsExactly("Query", "Table", "Generate tables");
        onFx(() -> window.select(ViewKind.PHYSICAL));
        assertThat(paletteButtons(robot)).containsExactly("Keyspace", "Table", "Type");
    }

    @Test
    void should_add_what_each_button_names(FxRobot robot) throws Exception {
        onFx(() -> window.select(ViewKind.CONCEPTUAL));
        robot.clickOn("#palette-entity");
        robot.clickOn("#palette-entity");
        robot.clickOn("#palette-relationship");
        assertThat(project().conceptual().entities()).hasSize(2);
        assertThat(project().conceptual().relationships()).hasSize(1);

        onFx(() -> window.select(ViewKind.PHYSICAL));
        int keyspaces = project().keyspaces().size();
        robot.clickOn("#palette-keyspace");
        assertThat(project().keyspaces()).hasSize(keyspaces + 1);
        robot.clickOn("#palette-table");
        assertThat(project().allTables()).hasSize(1);

        onFx(() -> window.select(ViewKind.WORKFLOW));
        robot.clickOn("#palette-query");
        assertThat(project().queries()).hasSize(1);
    }

    @Test
    void should_keep_the_workflow_tab_when_its_query_button_adds_a_query(FxRobot robot) throws Exception {
        onFx(() -> window.select(ViewKind.WORKFLOW));
        robot.clickOn("#palette-query");

        assertThat(project().queries()).hasSize(1);
        ElementId added = project().queries().get(0).id();
        assertThat(window.currentDiagram()).as("still on the Workflow tab").isSameAs(window.diagram(ViewKind.WORKFLOW));
        assertThat(window.editor().selection().primary()).contains(added);
    }

    @Test
    void should_run_a_query_added_on_the_workflow_tab_on_the_selected_arrow(FxRobot robot) throws Exception {
        ElementId arrow = ElementId.of("transition:t2");
        onFx(() -> {
            window.setDocument(new Document(HotelSample.build(), null));
            window.select(ViewKind.WORKFLOW);
            window.editor().selection().select(arrow);
        });
        int queries = project().queries().size();

        robot.clickOn("#palette-query");

        assertThat(project().queries()).hasSize(queries + 1);
        ElementId added = project().queries().get(queries).id();
        assertThat(arrowQueries(arrow))
                .as("the arrow runs the new query, so its label shows it")
                .endsWith(added);
        assertThat(window.currentDiagram()).as("still on the Workflow tab").isSameAs(window.diagram(ViewKind.WORKFLOW));
        assertThat(window.editor().selection().primary()).contains(added);
        assertThat(window.history().undoLabel()).as("one edit").hasValueSatisfying(l -> assertThat(l)
                .contains("Q"));
        onFx(() -> window.history().undo());
        assertThat(project().queries()).hasSize(queries);
        assertThat(arrowQueries(arrow)).doesNotContain(added);
    }

    private java.util.List<ElementId> arrowQueries(ElementId transition) {
        return project().workflow().transitions().stream()
                .filter(t -> t.id().equals(transition))
                .findFirst()
                .orElseThrow()
                .queries();
    }
}
