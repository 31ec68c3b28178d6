package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Every reference is picked with completion (ControlsFX's popup) and a wrong one is marked on the field itself,
 * which keeps the user's text: the access-pattern items, the serving table, a column's type in the grid.
 */
@ExtendWith(ApplicationExtension.class)
class PickersTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    /**
     * The suggestions of the completion popup once they answer the whole text typed (the popup answers each key
     * as it is typed, from a background task, so an earlier answer may show first).
     */
    private List<String> suggestions(FxRobot robot, java.util.function.Predicate<List<String>> complete)
            throws Exception {
        waitFor(() -> complete.test(shown(robot)));
        return shown(robot);
    }

    @SuppressWarnings("unchecked")
    private static List<String> shown(FxRobot robot) {
        return robot.lookup(".auto-complete-popup").queryAll().stream()
                .filter(n -> n instanceof ListView<?> && n.isVisible())
                .findFirst()
                .map(n -> ((ListView<Object>) n)
                        .getItems().stream().map(String::valueOf).toList())
                .orElse(List.of());
    }

    private void retype(FxRobot robot, TextField field, String text) {
        robot.clickOn(field);
        onFx(field::selectAll);
        robot.type(KeyCode.BACK_SPACE).write(text);
    }

    @Test
    void should_complete_a_query_attribute_from_the_conceptual_model_and_take_the_chosen_one(FxRobot robot)
            throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        TextField equality = field(robot, "inspector-equality");
        retype(robot, equality, "Hotel.na");

        assertThat(suggestions(
                        robot, s -> s.contains("Hotel.name") && s.stream().allMatch(i -> i.startsWith("Hotel."))))
                .doesNotContain("Hotel.id");
        robot.clickOn("Hotel.name");
        assertThat(equality.getText()).isEqualTo("Hotel.name");
        robot.clickOn(equality).type(KeyCode.ENTER);

        waitFor(() -> q1().pattern().equality().equals(List.of(new AttributeRef(HotelSample.HOTEL, "name"))));
    }

    @Test
    void should_mark_an_unknown_attribute_on_its_field_with_the_reason_and_keep_the_typed_text(FxRobot robot)
            throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        TextField ordering = field(robot, "inspector-ordering");
        Project before = project();
        onFx(() -> {
            ordering.setText("Hotel.nmae desc");
            ordering.fireEvent(new javafx.event.ActionEvent());
        });

        assertThat(project()).isSameAs(before);
        TextField same = field(robot, "inspector-ordering");
        assertThat(same.getText()).isEqualTo("Hotel.nmae desc");
        assertThat(same.getStyleClass()).contains("invalid-field");
        Label reason = robot.lookup("#inspector-ordering-error").queryAs(Label.class);
        assertThat(reason.isVisible()).isTrue();
        assertThat(reason.getText()).isEqualTo("'Hotel.nmae': Hotel has no attribute nmae");
        assertThat(same.getTooltip().getText()).isEqualTo(reason.getText());
    }

    @Test
    void should_pick_the_serving_table_by_completion_and_mark_a_table_the_project_lacks(FxRobot robot)
            throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        TextField servedBy = field(robot, "inspector-served-by");
        assertThat(servedBy.getText()).isEqualTo("hotel.hotels_by_poi");

        retype(robot, servedBy, "hotel.hotels");
        assertThat(suggestions(robot, s -> !s.isEmpty() && s.stream().allMatch(i -> i.startsWith("hotel.hotels"))))
                .contains("hotel.hotels_by_poi")
                .doesNotContain("hotel.pois_by_hotel");

        Project before = project();
        onFx(() -> {
            servedBy.setText("hotel.motels");
            servedBy.fireEvent(new javafx.event.ActionEvent());
        });
        assertThat(project()).isSameAs(before);
        assertThat(servedBy.getText()).isEqualTo("hotel.motels");
        assertThat(servedBy.getStyleClass()).contains("invalid-field");
        assertThat(robot.lookup("#inspector-served-by-error")
                        .queryAs(Label.class)
                        .getText())
                .isEqualTo("the project has no table or view named hotel.motels");

        onFx(() -> {
            servedBy.setText("hotel.hotels");
            servedBy.fireEvent(new javafx.event.ActionEvent());
        });
        waitFor(() -> q1().servedBy().equals(Optional.of(HOTELS)));
    }

    @Test
    void should_complete_a_type_in_the_column_grid_and_keep_a_bad_one_open_and_marked(FxRobot robot) throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        onFx(() -> {
            grid.requestFocus();
            grid.edit(rowOf(grid, "phone"), grid.getColumns().get(1));
        });
        robot.type(KeyCode.BACK_SPACE).write("timest");
        assertThat(suggestions(robot, s -> s.equals(List.of("timestamp")))).containsExactly("timestamp");

        TextField cell = (TextField) grid.lookup(".table-cell .text-field");
        Project before = project();
        onFx(() -> cell.setText("map<text"));
        robot.clickOn(cell).type(KeyCode.ENTER);

        assertThat(project()).isSameAs(before);
        Node editor = grid.lookup(".invalid-field");
        assertThat(editor).isInstanceOf(TextField.class);
        assertThat(((TextField) editor).getText()).isEqualTo("map<text");
        assertThat(((TextField) editor).getTooltip().getText()).startsWith("Not a CQL type:");

        onFx(() -> cell.setText("map<text, int>"));
        robot.clickOn(cell).type(KeyCode.ENTER);
        waitFor(() -> columnOf(HOTELS_BY_POI, "phone").type().asCql().equals("map<text, int>"));
        assertThat(window.history().undoDepth()).isEqualTo(1);
    }

    @Test
    void should_complete_a_user_type_inside_frozen_to_a_whole_type_with_its_closing_bracket(FxRobot robot)
            throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        onFx(() -> {
            grid.requestFocus();
            grid.edit(rowOf(grid, "address"), grid.getColumns().get(1));
        });
        robot.type(KeyCode.BACK_SPACE).write("frozen<addr");
        assertThat(suggestions(robot, s -> s.equals(List.of("frozen<address>"))))
                .containsExactly("frozen<address>");
        robot.clickOn("frozen<address>");
        TextField cell = (TextField) grid.lookup(".table-cell .text-field");
        assertThat(cell.getText()).isEqualTo("frozen<address>");
        assertThat(cell.getCaretPosition()).as("after the closing bracket").isEqualTo("frozen<address>".length());
    }
}
