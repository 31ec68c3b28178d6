package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.find.SearchIndex;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Ctrl+F finds elements and findings by name; Enter reveals the chosen one: selected, in view, readable. */
@ExtendWith(ApplicationExtension.class)
class FindTest extends DesignerFixture {

    private static final ElementId AVAILABLE_ROOMS = table("hotel", "available_rooms_by_hotel_date");

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private void find(FxRobot robot, String text) {
        onFx(() -> window.currentDiagram().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        TextField field = robot.lookup("#find-field").queryAs(TextField.class);
        assertThat(field.isVisible()).as("Ctrl+F opens the find bar").isTrue();
        assertThat(field.isFocused()).as("and puts the cursor in its field").isTrue();
        robot.write(text);
        WaitForAsyncUtils.waitForFxEvents();
        Node results = robot.lookup("#find-results").query();
        assertThat(results.isVisible()).as("the results are listed").isTrue();
        assertThat(results.getLayoutBounds().getHeight())
                .as("in rows one can read")
                .isGreaterThan(20);
    }

    @Test
    void should_find_a_far_table_by_its_word_initials_and_reveal_it_readable(FxRobot robot) {
        arrangeLogical(); // every table but three is placed far away, at 3000 and beyond
        onFx(() -> window.currentDiagram().setZoom(0.1));

        find(robot, "avrbhd");
        assertThat(window.find().shownResults())
                .first()
                .extracting(SearchIndex.Hit::id)
                .isEqualTo(AVAILABLE_ROOMS);
        robot.type(KeyCode.DOWN).type(KeyCode.ENTER); // into the list, then choose its first row
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(window.editor().selection().ids()).containsExactly(AVAILABLE_ROOMS);
        ZoomableDiagram diagram = window.currentDiagram();
        assertThat(diagram.diagram().viewKind()).isEqualTo(ViewKind.LOGICAL);
        assertThat(diagram.zoomProperty().get()).as("zoomed to a readable size").isGreaterThanOrEqualTo(0.75);
        assertThat(inView(diagram, node(AVAILABLE_ROOMS)))
                .as("scrolled into view")
                .isTrue();
    }

    @Test
    void should_find_a_column_and_reveal_its_table(FxRobot robot) {
        arrangeLogical();

        find(robot, "phone");
        assertThat(window.find().shownResults())
                .extracting(SearchIndex.Hit::kind)
                .contains("column");
        SearchIndex.Hit column = window.find().shownResults().stream()
                .filter(h -> h.kind().equals("column"))
                .findFirst()
                .orElseThrow();
        onFx(() -> window.reveal(column.id()));

        assertThat(window.editor().selection().ids()).containsExactly(column.id());
        ElementId owner = ElementId.of(
                column.id().value().substring(0, column.id().value().lastIndexOf('/')));
        assertThat(inView(window.currentDiagram(), node(owner))).isTrue();
    }

    @Test
    void should_find_findings_by_rule_and_close_with_escape(FxRobot robot) throws Exception {
        waitFor(() -> !window.findings().findings().isEmpty());
        String rule = window.findings().findings().get(0).ruleId();

        find(robot, rule);
        assertThat(window.find().shownResults())
                .extracting(SearchIndex.Hit::kind)
                .contains("finding");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#find-bar").query().isVisible()).isFalse();
        assertThat(window.currentDiagram().isFocused())
                .as("the focus goes back to the diagram")
                .isTrue();
    }

    @Test
    void should_search_again_when_the_project_changes_while_the_bar_is_open(FxRobot robot) throws Exception {
        find(robot, "available_rooms");
        assertThat(window.find().shownResults()).extracting(SearchIndex.Hit::id).contains(AVAILABLE_ROOMS);

        onFx(() -> window.history()
                .apply(new TableEdit.Rename(
                        AVAILABLE_ROOMS, Identifier.of("available_rooms_by_hotel_date"), Identifier.of("free_rooms"))));

        // the new index is built off the JavaFX thread; the results follow when it is ready (a table keeps its id)
        waitFor(() ->
                window.find().shownResults().stream().noneMatch(h -> h.name().equals("available_rooms_by_hotel_date")));
        onFx(() -> robot.lookup("#find-field").queryAs(TextField.class).setText("free_rooms"));
        assertThat(window.find().shownResults())
                .first()
                .extracting(SearchIndex.Hit::id, SearchIndex.Hit::name)
                .containsExactly(AVAILABLE_ROOMS, "free_rooms");
    }

    @Test
    void should_bring_an_element_selected_elsewhere_into_view(FxRobot robot) {
        arrangeLogical();
        onFx(() -> {
            window.currentDiagram().setHvalue(0);
            window.currentDiagram().setVvalue(0);
        });
        assertThat(inView(window.currentDiagram(), node(AVAILABLE_ROOMS))).isFalse();

        onFx(() -> window.editor().selection().select(AVAILABLE_ROOMS)); // as the outline does

        assertThat(inView(window.currentDiagram(), node(AVAILABLE_ROOMS))).isTrue();
    }
}
