package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Column;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Node;
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
 * What is typed in a table's column grid survives the inspector moving to another element: a refused name, type
 * or mask waits, and opens again in its cell, marked, when the table is selected again; a good one is made, as
 * when the focus leaves the cell.
 */
@ExtendWith(ApplicationExtension.class)
class GridTextKeptTest extends DesignerFixture {

    /** Per grid column (its index in the grid), a text the edit refuses for hotels_by_poi's phone column. */
    private record Refusable(String field, int index, String text) {}

    private static final List<Refusable> REFUSED = List.of(
            new Refusable("name", 0, "address"),
            new Refusable("type", 1, "frozen<motel>"),
            new Refusable("mask", 5, "mask_inner(1"));

    private final List<String> told = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) {
        open(stage);
        window.editor().messageProperty().addListener((o, was, now) -> told.add(now));
    }

    @Test
    void should_keep_each_refused_text_when_another_element_is_selected_and_open_it_again_there(FxRobot robot)
            throws Exception {
        for (Refusable refusable : REFUSED) {
            Project before = project();
            TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
            type(robot, grid, refusable.index(), refusable.text());
            told.clear();

            onFx(() -> window.editor().selection().select(HOTELS));
            waitFor(() -> told.stream().anyMatch(m -> m.contains("what you typed waits in its cell")));
            assertThat(project()).as(refusable.field()).isSameAs(before);
            assertThat(told)
                    .as(refusable.field() + ": the reason and where the text waits")
                    .anyMatch(m -> m.contains("not applied to hotel.hotels_by_poi.phone"));

            assertReopened(robot, refusable);
            robot.type(KeyCode.ESCAPE);
            waitFor(() -> columnsGrid(robot, HOTELS_BY_POI).getEditingCell() == null);
            assertThat(project()).as("Escape gives the text up").isSameAs(before);
        }
    }

    @Test
    void should_keep_a_refused_type_when_a_click_on_the_diagram_selects_another_table(FxRobot robot) throws Exception {
        Project before = project();
        onFx(() -> window.select(ViewKind.LOGICAL));
        onFx(() -> window.diagram(ViewKind.LOGICAL).reveal(HOTELS));
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        type(robot, grid, 1, "frozen<motel>");

        // the press takes the focus from the cell first, then selects: both hand the text over
        Node hotels = window.diagram(ViewKind.LOGICAL).diagram().node(HOTELS).orElseThrow();
        waitFor(() -> inView(window.diagram(ViewKind.LOGICAL), hotels));
        robot.clickOn(hotels);
        // the table, or the column line the click landed on
        waitFor(() -> !window.editor().selection().isEmpty()
                && window.editor().selection().ids().stream()
                        .allMatch(id -> id.equals(HOTELS) || id.value().startsWith(HOTELS.value() + "/")));
        assertThat(project()).isSameAs(before);

        TextField reopened = assertReopened(robot, REFUSED.get(1));
        onFx(() -> reopened.setText("varchar"));
        robot.type(KeyCode.ENTER);
        waitFor(() -> columnOf(HOTELS_BY_POI, "phone").type().asCql().equals("varchar"));
        assertThat(window.history().undoDepth()).as("one edit").isEqualTo(1);
    }

    @Test
    void should_make_a_good_type_typed_before_another_element_is_selected(FxRobot robot) throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        type(robot, grid, 1, "varchar");

        onFx(() -> window.editor().selection().select(HOTELS));
        waitFor(() -> columnOf(HOTELS_BY_POI, "phone").type().asCql().equals("varchar"));
        assertThat(window.history().undoDepth()).isEqualTo(1);

        TableView<Column> again = columnsGrid(robot, HOTELS_BY_POI);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertThat(again.getEditingCell()).as("nothing left open").isNull();
    }

    /** Opens phone's cell of the grid column by double click and types the text, the completion settled. */
    private void type(FxRobot robot, TableView<Column> grid, int index, String text) throws Exception {
        robot.doubleClickOn(gridCell(grid, "phone", index));
        waitFor(() -> grid.lookup(".table-cell .text-field") != null);
        TextField field = (TextField) grid.lookup(".table-cell .text-field");
        onFx(() -> {
            field.setText(text);
            field.end();
        });
        waitFor(() -> robot.lookup(".auto-complete-popup").queryAll().stream().noneMatch(Node::isVisible));
    }

    /**
     * The refused text open again, marked, in its cell of the grid shown now, with the keyboard: looked for anew on
     * every try, since a later refresh of the inspector (a selection echoed back by the outline) replaces the grid
     * and opens the text again there.
     */
    private TextField assertReopened(FxRobot robot, Refusable refusable) throws Exception {
        columnsGrid(robot, HOTELS_BY_POI);
        waitFor(() -> reopened(robot).isPresent());
        TextField reopened = reopened(robot).orElseThrow();
        @SuppressWarnings("unchecked")
        TableView<Column> grid =
                (TableView<Column>) robot.lookup("#inspector-columns").query();
        assertThat(reopened.getText())
                .as(refusable.field() + ": nothing typed is lost")
                .isEqualTo(refusable.text());
        assertThat(reopened.getTooltip().getText())
                .as(refusable.field() + ": why")
                .isNotBlank();
        assertThat(grid.getEditingCell().getRow()).isEqualTo(rowOf(grid, "phone"));
        assertThat(grid.getEditingCell().getTableColumn())
                .isSameAs(grid.getColumns().get(refusable.index()));
        return reopened;
    }

    /** The marked field of the shown grid that has the window's keyboard, if any. */
    private static Optional<TextField> reopened(FxRobot robot) {
        return robot.lookup("#inspector-columns").tryQuery().flatMap(grid -> {
            Node owner = grid.getScene() == null ? null : grid.getScene().getFocusOwner();
            boolean inGrid = false;
            for (Node n = owner; n != null && !inGrid; n = n.getParent()) {
                inGrid = n == grid;
            }
            return inGrid
                            && owner instanceof TextField field
                            && field.getStyleClass().contains("invalid-field")
                    ? Optional.of(field)
                    : Optional.empty();
        });
    }
}
