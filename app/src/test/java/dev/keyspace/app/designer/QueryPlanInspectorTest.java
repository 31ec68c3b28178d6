package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.query.ReadPlan;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.CheckBox;
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
 * A query's read plan from the inspector, as a user gives one: ticking "joined in the application", typing the
 * tables read after the serving one, reading the reads worked out from them; each change one undoable edit.
 */
@ExtendWith(ApplicationExtension.class)
class QueryPlanInspectorTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_give_a_query_a_plan_of_reads_and_show_them(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        waitFor(() -> robot.lookup("#inspector-plan").tryQuery().isPresent());
        CheckBox joined = robot.lookup("#inspector-plan").queryAs(CheckBox.class);
        assertThat(joined.isSelected()).isFalse();
        assertThat(robot.lookup("#inspector-plan-then").tryQuery()).isEmpty();

        robot.clickOn(joined);

        waitFor(() -> q1().plan().isPresent());
        assertThat(q1().plan()).contains(ReadPlan.IN_APPLICATION);
        TextField then = field(robot, "inspector-plan-then");
        // typed and committed in one step: "hotel.hotels" has completions, and Enter pressed after the completion
        // popup opened (which it does later on a loaded machine) goes to the popup, not to the field
        onFx(() -> {
            then.setText("hotel.hotels");
            then.fireEvent(new javafx.event.ActionEvent());
        });

        waitFor(() -> q1().plan().map(p -> p.then().equals(List.of(HOTELS))).orElse(false));
        waitFor(() ->
                notes(robot).stream().anyMatch(t -> t.contains("2. hotel.hotels by Hotel.id, once for each row")));
        assertThat(notes(robot)).anySatisfy(t -> assertThat(t).startsWith("1. hotel.hotels_by_poi by "));

        onFx(() -> window.actions().undo());
        waitFor(() -> q1().plan().equals(Optional.of(ReadPlan.IN_APPLICATION)));
        onFx(() -> window.actions().undo());
        waitFor(() -> q1().plan().isEmpty());
    }

    @Test
    void should_mark_a_table_the_project_does_not_have_and_keep_the_plan(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        waitFor(() -> robot.lookup("#inspector-plan").tryQuery().isPresent());
        robot.clickOn("#inspector-plan");
        waitFor(() -> q1().plan().isPresent());
        TextField then = field(robot, "inspector-plan-then");

        robot.clickOn(then).write("hotel.nowhere").type(KeyCode.ENTER);

        waitFor(() -> then.getParent().getStyleClass().contains("invalid-field")
                || then.getStyleClass().contains("invalid-field"));
        assertThat(q1().plan()).contains(ReadPlan.IN_APPLICATION);
        assertThat(then.getText()).isEqualTo("hotel.nowhere");
    }

    private static List<String> notes(FxRobot robot) {
        return robot.lookup(".inspector-note").queryAllAs(Label.class).stream()
                .map(Label::getText)
                .toList();
    }
}
