package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import java.util.List;
import java.util.OptionalDouble;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
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
 * Analyze > Workload… and the query inspector edit the workload: a rate typed for a query or a write path is one
 * undoable edit of the current mix (the first rate starts the mix "default"), and a text that is not a rate is
 * refused where it was typed, which keeps it, while the project does not change.
 */
@ExtendWith(ApplicationExtension.class)
class WorkloadEditingTest extends DesignerFixture {

    private static final ElementId Q3 = ElementId.of("query:q3");
    private static final WriteKey INSERT_RESERVATION = WriteKey.insert(ElementId.of("entity:reservation"));

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_change_the_workload_by_a_rate_typed_in_the_workload_view_and_undo_it(FxRobot robot) throws Exception {
        openWorkload(robot);

        type(robot, rateField(robot, "Q3"), "120");
        assertThat(project().analysis().workload())
                .isEqualTo(new Workload(List.of(Mix.empty("default").withQuery(Q3, Demand.perSecond(120)))));

        type(robot, rateField(robot, "insert Reservation"), "50");
        type(robot, p99Field(robot, "insert Reservation"), "15 ms");
        assertThat(project().analysis().workload().mix("default").orElseThrow().writes())
                .containsEntry(INSERT_RESERVATION, new Demand(50, OptionalDouble.of(15)));

        onFx(() -> window.actions().undo());
        assertThat(project().analysis().workload().mix("default").orElseThrow().writes())
                .as("one undo takes one committed field back")
                .containsEntry(INSERT_RESERVATION, Demand.perSecond(50));
        onFx(() -> window.actions().undo());
        onFx(() -> window.actions().undo());
        assertThat(project().analysis().workload()).isEqualTo(Workload.NONE);
        waitFor(() -> rateField(robot, "Q3").getText().isEmpty());
        assertThat(rateField(robot, "insert Reservation").getText()).isEmpty();
    }

    @Test
    void should_refuse_a_rate_that_is_not_one_and_keep_what_was_typed(FxRobot robot) throws Exception {
        openWorkload(robot);
        type(robot, rateField(robot, "Q2"), "30");
        Workload before = project().analysis().workload();

        for (String bad : List.of("-5", "fast", "12 per hour")) {
            TextField q3 = rateField(robot, "Q3");
            type(robot, q3, bad);

            assertThat(project().analysis().workload()).as(bad).isEqualTo(before);
            assertThat(q3.getText()).as("the text typed stays").isEqualTo(bad);
            assertThat(q3.getStyleClass()).contains("invalid-field");
            assertThat(robot.lookup("#workload-problem").queryAs(Label.class).getText())
                    .startsWith("Q3, rate: ")
                    .contains(bad.strip());
        }

        // another statement's edit keeps the refused text in its field
        type(robot, rateField(robot, "Q4"), "7");
        assertThat(rateField(robot, "Q3").getText()).isEqualTo("12 per hour");

        type(robot, rateField(robot, "Q3"), "12");
        assertThat(project().analysis().workload().mix("default").orElseThrow().queries())
                .containsEntry(Q3, Demand.perSecond(12));
        assertThat(rateField(robot, "Q3").getStyleClass()).doesNotContain("invalid-field");
        assertThat(robot.lookup("#workload-problem").queryAs(Label.class).getText())
                .isEmpty();
    }

    @Test
    void should_give_the_selected_query_a_rate_and_a_target_in_the_inspector(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(Q3));
        TextField rate = field(robot, "inspector-rate");
        onFx(() -> window.inspector().scrollTo(rate));
        robot.clickOn(rate).write("80").type(KeyCode.ENTER);
        waitFor(() -> !project().analysis().workload().isEmpty());
        TextField p99 = field(robot, "inspector-p99");
        onFx(() -> window.inspector().scrollTo(p99));
        robot.clickOn(p99).write("abc").type(KeyCode.ENTER);
        waitFor(() -> robot.lookup("#inspector-p99-error").queryAs(Label.class).isVisible());

        assertThat(project().analysis().workload().mix("default").orElseThrow().queries())
                .containsEntry(Q3, Demand.perSecond(80));
        assertThat(robot.lookup("#inspector-p99-error").queryAs(Label.class).getText())
                .contains("'abc'");
        assertThat(field(robot, "inspector-p99").getText()).isEqualTo("abc");
    }

    private void openWorkload(FxRobot robot) throws Exception {
        robot.clickOn("#menu-analyze").clickOn("#menu-workload");
        waitFor(() -> robot.lookup("#workload-table").tryQuery().isPresent());
    }

    /** Replaces the field's text by typing, as a user does, and commits it with Enter. */
    private void type(FxRobot robot, TextField field, String text) throws Exception {
        robot.clickOn(field);
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private TextField rateField(FxRobot robot, String statement) throws Exception {
        return cellField(robot, ".workload-rate", statement);
    }

    private TextField p99Field(FxRobot robot, String statement) throws Exception {
        return cellField(robot, ".workload-p99", statement);
    }

    /** The field of a statement's line, scrolled into view. */
    private TextField cellField(FxRobot robot, String kind, String statement) throws Exception {
        onFx(() -> table(robot).scrollTo(rowOf(robot, statement)));
        waitFor(() -> robot.lookup(kind)
                .match(n -> statement.equals(n.getUserData()))
                .tryQuery()
                .isPresent());
        return robot.lookup(kind).match(n -> statement.equals(n.getUserData())).queryAs(TextField.class);
    }

    private int rowOf(FxRobot robot, String statement) {
        TableView<?> table = table(robot);
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getColumns().get(0).getCellData(i).equals(statement)) {
                return i;
            }
        }
        throw new AssertionError("no line " + statement);
    }

    private TableView<?> table(FxRobot robot) {
        return robot.lookup("#workload-table").queryAs(TableView.class);
    }
}
