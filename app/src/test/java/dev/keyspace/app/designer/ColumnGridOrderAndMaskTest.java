package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.ElementId;
import javafx.event.Event;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TablePosition;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The column grid's order and mask columns: each cell commit is one undoable edit of the model. */
@ExtendWith(ApplicationExtension.class)
class ColumnGridOrderAndMaskTest extends DesignerFixture {

    private static final ElementId POIS_BY_HOTEL = table("hotel", "pois_by_hotel");
    private static final int ORDER = 3;
    private static final int MASK = 5;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_show_the_grid_columns_of_the_issue_with_the_order_of_clustering_columns_only(FxRobot robot)
            throws Exception {
        TableView<Column> grid = columnsGrid(robot, POIS_BY_HOTEL);
        assertThat(grid.getColumns())
                .extracting(c -> c.getText())
                .containsExactly("name", "type", "role", "order", "static", "mask");
        assertThat(grid.getColumns().get(ORDER).getCellData(rowOf(grid, "poi_name")))
                .isEqualTo(ClusteringOrder.ASC);
        assertThat(grid.getColumns().get(ORDER).getCellData(rowOf(grid, "hotel_id")))
                .as("a partition key has no clustering order")
                .isNull();
    }

    @Test
    void should_turn_a_clustering_column_descending_from_the_order_cell_as_one_undoable_edit(FxRobot robot)
            throws Exception {
        TableView<Column> grid = columnsGrid(robot, POIS_BY_HOTEL);
        // the order cell's choice, committed as the ChoiceBox cell commits it
        onFx(() -> {
            @SuppressWarnings("unchecked")
            TableColumn<Column, ClusteringOrder> order =
                    (TableColumn<Column, ClusteringOrder>) grid.getColumns().get(ORDER);
            Event.fireEvent(
                    order,
                    new TableColumn.CellEditEvent<>(
                            grid,
                            new TablePosition<>(grid, rowOf(grid, "poi_name"), order),
                            TableColumn.editCommitEvent(),
                            ClusteringOrder.DESC));
        });

        waitFor(() -> columnOf(POIS_BY_HOTEL, "poi_name").order() == ClusteringOrder.DESC);
        assertThat(columnOf(POIS_BY_HOTEL, "poi_name").kind()).isEqualTo(ColumnKind.CLUSTERING);
        assertThat(window.history().undoDepth()).isEqualTo(1);

        onFx(() -> window.history().undo());
        assertThat(columnOf(POIS_BY_HOTEL, "poi_name").order()).isEqualTo(ClusteringOrder.ASC);
    }

    @Test
    void should_not_open_the_order_cell_of_a_column_outside_the_clustering_key(FxRobot robot) throws Exception {
        TableView<Column> grid = columnsGrid(robot, POIS_BY_HOTEL);
        onFx(() -> {
            grid.requestFocus();
            grid.edit(rowOf(grid, "description"), grid.getColumns().get(ORDER));
        });
        assertThat(grid.lookup(".table-cell .choice-box")).isNull();
    }

    @Test
    void should_mask_and_unmask_a_column_from_the_mask_cell_and_mark_a_mask_it_cannot_read(FxRobot robot)
            throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS);
        onFx(() -> {
            grid.requestFocus();
            grid.edit(rowOf(grid, "phone"), grid.getColumns().get(MASK));
        });
        robot.write("mask_in");
        TextField cell = (TextField) grid.lookup(".table-cell .text-field");
        waitFor(() -> robot.lookup(".auto-complete-popup").queryAll().stream()
                .anyMatch(n -> n instanceof javafx.scene.control.ListView<?> list
                        && list.getItems().stream()
                                .map(String::valueOf)
                                .toList()
                                .equals(java.util.List.of("mask_inner("))));

        Project before = project();
        onFx(() -> cell.setText("mask_inner(1, 'x)"));
        robot.clickOn(cell).type(KeyCode.ENTER);
        assertThat(project()).isSameAs(before);
        assertThat(cell.getStyleClass()).contains("invalid-field");
        assertThat(cell.getTooltip().getText()).isEqualTo("a quoted argument is not closed: 1, 'x");

        onFx(() -> cell.setText("mask_inner(1, 2)"));
        robot.clickOn(cell).type(KeyCode.ENTER);
        waitFor(() -> columnOf(HOTELS, "phone").mask().isPresent());
        assertThat(columnOf(HOTELS, "phone").mask()).contains(ColumnMask.of("mask_inner", "1", "2"));

        TableView<Column> fresh = columnsGrid(robot, HOTELS);
        assertThat(fresh.getColumns().get(MASK).getCellData(rowOf(fresh, "phone")))
                .isEqualTo("mask_inner(1, 2)");
        onFx(() -> {
            fresh.requestFocus();
            fresh.edit(rowOf(fresh, "phone"), fresh.getColumns().get(MASK));
        });
        TextField again = (TextField) fresh.lookup(".table-cell .text-field");
        onFx(() -> again.setText(""));
        robot.clickOn(again).type(KeyCode.ENTER);
        waitFor(() -> columnOf(HOTELS, "phone").mask().isEmpty());
        assertThat(window.history().undoDepth()).isEqualTo(2);
    }
}
