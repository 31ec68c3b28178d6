package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Typing in the inspector lands where the user aims and is never lost: a message does not move the fields, a
 * field shows its syntax before anything is typed, Escape only cancels what is being typed, leaving a field
 * commits it, and Enter or Tab keep the keyboard in the inspector.
 */
@ExtendWith(ApplicationExtension.class)
class InspectorInputTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private Node focused(FxRobot robot) {
        return robot.lookup("#inspector").query().getScene().getFocusOwner();
    }

    private String focusedId(FxRobot robot) {
        Node owner = focused(robot);
        return owner == null ? null : owner.getId();
    }

    private void retype(FxRobot robot, TextField field, String text) {
        robot.clickOn(field);
        onFx(field::selectAll);
        robot.type(KeyCode.BACK_SPACE).write(text);
    }

    private double sceneY(Node node) {
        return node.localToScene(0, 0).getY();
    }

    @Test
    void should_keep_the_next_field_in_place_when_a_field_is_marked_so_the_next_click_lands_where_aimed(FxRobot robot)
            throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        TextField ordering = field(robot, "inspector-ordering");
        TextField returned = field(robot, "inspector-returned");
        TextField servedBy = field(robot, "inspector-served-by");
        double returnedY = sceneY(returned);
        double servedByY = sceneY(servedBy);

        retype(robot, ordering, "track_number ASC");
        robot.type(KeyCode.ENTER);
        waitFor(() -> ordering.getStyleClass().contains("invalid-field"));
        assertThat(sceneY(returned))
                .as("the field under a marked one stays put")
                .isEqualTo(returnedY);
        assertThat(sceneY(servedBy)).isEqualTo(servedByY);
        Label reason = robot.lookup("#inspector-ordering-error").queryAs(Label.class);
        assertThat(reason.getText()).isEqualTo("'track_number': write an attribute as Entity.attribute");

        // marked as the focus leaves: the click that moved the focus, and the next one, land in the field aimed at
        retype(robot, ordering, "Hotel.nmae desc");
        robot.clickOn(returned);
        waitFor(() -> reason.getText().equals("'Hotel.nmae': Hotel has no attribute nmae"));
        assertThat(sceneY(returned)).isEqualTo(returnedY);
        assertThat(focusedId(robot)).isEqualTo("inspector-returned");
    }

    @Test
    void should_show_each_pattern_field_syntax_with_the_model_own_names_before_anything_is_typed(FxRobot robot)
            throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        for (String part : new String[] {"equality", "range", "ordering", "returned"}) {
            TextField field = field(robot, "inspector-" + part);
            String example = field.getPromptText();
            assertThat(example).as(part).matches("\\w+\\.\\w+( desc)?");
            String entity = example.substring(0, example.indexOf('.'));
            String attribute = example.substring(example.indexOf('.') + 1).split(" ")[0];
            assertThat(project().conceptual().entities())
                    .as("%s's example %s names the model's own entity and attribute", part, example)
                    .anyMatch(e -> e.name().equals(entity)
                            && e.attributes().stream().anyMatch(a -> a.name().equals(attribute)));
            assertThat(robot.lookup("#inspector-" + part + "-hint")
                            .queryAs(Label.class)
                            .getText())
                    .as("the syntax is said under the field, also once it holds text")
                    .contains("Entity.attribute");
        }
        assertThat(field(robot, "inspector-ordering").getPromptText()).endsWith(" desc");
        assertThat(field(robot, "inspector-range").getText()).isEmpty();
    }

    @Test
    void should_cancel_only_the_text_being_typed_on_escape_and_commit_when_the_focus_leaves(FxRobot robot)
            throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        retype(robot, field(robot, "inspector-description"), "first");
        robot.type(KeyCode.ENTER);
        waitFor(() -> q1().description().equals("first"));
        assertThat(focusedId(robot)).as("Enter keeps the keyboard in the field").isEqualTo("inspector-description");

        robot.write(" more").type(KeyCode.ESCAPE);
        TextField description = field(robot, "inspector-description");
        assertThat(description.getText()).isEqualTo("first");
        assertThat(q1().description()).isEqualTo("first");
        assertThat(focusedId(robot)).isEqualTo("inspector-description");
        assertThat(window.editor().selection().primary())
                .as("Escape in a field keeps the selection")
                .isPresent();

        robot.write(" again");
        robot.clickOn(field(robot, "inspector-equality"));
        waitFor(() -> q1().description().equals("first again"));
        assertThat(field(robot, "inspector-description").getText()).isEqualTo("first again");
    }

    @Test
    void should_close_only_the_completion_on_escape_and_keep_what_was_typed(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        TextField equality = field(robot, "inspector-equality");
        retype(robot, equality, "Hotel.na");
        waitFor(() -> robot.lookup(".auto-complete-popup").queryAll().stream().anyMatch(Node::isVisible));
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup(".auto-complete-popup").queryAll().stream().noneMatch(Node::isVisible));
        assertThat(equality.getText()).isEqualTo("Hotel.na");
    }

    @Test
    void should_walk_a_query_fields_in_order_with_tab_and_keep_the_field_on_enter(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        retype(robot, field(robot, "inspector-description"), "near a point");
        robot.type(KeyCode.TAB);
        waitFor(() -> q1().description().equals("near a point"));
        assertThat(focusedId(robot)).isEqualTo("inspector-equality");
        for (String next : new String[] {"inspector-range", "inspector-ordering", "inspector-returned"}) {
            robot.type(KeyCode.TAB);
            assertThat(focusedId(robot)).isEqualTo(next);
        }

        retype(robot, field(robot, "inspector-ordering"), "Hotel.id desc");
        // Enter while the completion popup shows chooses a suggestion: wait for its last answer (none)
        waitFor(() -> robot.lookup(".auto-complete-popup").queryAll().stream().noneMatch(Node::isVisible));
        robot.type(KeyCode.ENTER);
        waitFor(() -> q1().pattern().ordering().get(0).direction().name().equals("DESC"));
        assertThat(focusedId(robot)).isEqualTo("inspector-ordering");
        robot.type(KeyCode.TAB);
        assertThat(focusedId(robot)).isEqualTo("inspector-returned");
    }

    @Test
    void should_walk_a_table_and_a_column_inspector_with_tab_reaching_the_type_field(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(HOTELS));
        retype(robot, field(robot, "inspector-name"), "hotels_renamed");
        robot.type(KeyCode.ENTER);
        waitFor(() ->
                project().allTables().stream().anyMatch(t -> t.qualifiedName().equals("hotel.hotels_renamed")));
        assertThat(focusedId(robot)).isEqualTo("inspector-name");
        robot.type(KeyCode.TAB);
        assertThat(focusedId(robot)).isEqualTo("inspector-columns");

        onFx(() -> window.editor().selection().select(column(HOTELS_BY_POI, "phone")));
        retype(robot, field(robot, "inspector-name"), "phone_number");
        robot.type(KeyCode.TAB);
        waitFor(() -> project()
                .table(HOTELS_BY_POI)
                .orElseThrow()
                .table()
                .column("phone_number")
                .isPresent());
        assertThat(focusedId(robot)).as("Tab reaches the type field").isEqualTo("inspector-type");
        robot.type(KeyCode.TAB);
        assertThat(focusedId(robot)).isEqualTo("inspector-role");
    }
}
