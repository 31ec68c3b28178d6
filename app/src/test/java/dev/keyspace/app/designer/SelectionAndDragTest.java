package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class SelectionAndDragTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_select_on_click_add_with_shift_click_and_clear_with_escape(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(title(HOTELS_BY_POI));
        assertThat(window.editor().selection().ids()).containsExactly(HOTELS_BY_POI);
        assertThat(node(HOTELS_BY_POI).getStyleClass()).contains("selected");

        robot.press(KeyCode.SHIFT).clickOn(title(HOTELS)).release(KeyCode.SHIFT);
        assertThat(window.editor().selection().ids()).containsExactly(HOTELS_BY_POI, HOTELS);

        robot.type(KeyCode.ESCAPE);
        assertThat(window.editor().selection().ids()).isEmpty();
        assertThat(node(HOTELS_BY_POI).getStyleClass()).doesNotContain("selected");
    }

    @Test
    void should_share_the_selection_with_the_outline_tree(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(title(HOTELS));
        @SuppressWarnings("unchecked")
        javafx.scene.control.TreeView<ProjectTree.Item> tree =
                robot.lookup("#project-tree").queryAs(javafx.scene.control.TreeView.class);
        assertThat(tree.getSelectionModel().getSelectedItem().getValue().text()).isEqualTo("table hotels");

        robot.clickOn((javafx.scene.Node n) ->
                n instanceof javafx.scene.control.TreeCell<?> cell && "table hotels_by_poi".equals(cell.getText()));
        assertThat(window.editor().selection().ids()).containsExactly(HOTELS_BY_POI);
    }

    @Test
    void should_select_every_node_a_rubber_band_touches(FxRobot robot) {
        arrangeLogical();
        drag(robot, screen(20, 20), 560, 220);
        assertThat(window.editor().selection().ids()).containsExactlyInAnyOrder(HOTELS_BY_POI, HOTELS);
        assertThat(robot.lookup("#rubber-band").tryQuery()).as("band removed").isEmpty();
    }

    @Test
    void should_move_a_dragged_node_as_one_undoable_entry(FxRobot robot) {
        arrangeLogical();
        Project before = project();
        drag(robot, title(HOTELS_BY_POI), 120, 60);

        NodeBounds moved = stored(HOTELS_BY_POI);
        assertThat(moved.x()).isCloseTo(180, within(2.0));
        assertThat(moved.y()).isCloseTo(120, within(2.0));
        assertThat(window.history().undoDepth()).isEqualTo(1);
        assertThat(window.history().undoLabel()).contains("Move a node of the logical diagram");

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(project()).isSameAs(before);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(stored(HOTELS_BY_POI).x()).isCloseTo(180, within(2.0));
    }

    @Test
    void should_move_every_selected_node_with_one_undo(FxRobot robot) {
        arrangeLogical();
        Project before = project();
        robot.clickOn(title(HOTELS_BY_POI));
        robot.press(KeyCode.SHIFT).clickOn(title(HOTELS)).release(KeyCode.SHIFT);
        // away from the shift-click, which would otherwise make this press a double click (rename)
        drag(robot, title(HOTELS).add(30, 0), 50, 100);

        assertThat(stored(HOTELS_BY_POI).y()).isCloseTo(160, within(2.0));
        assertThat(stored(HOTELS).x()).isCloseTo(390, within(2.0));
        assertThat(stored(AMENITIES).y()).as("not selected").isEqualTo(320);
        assertThat(window.history().undoDepth()).isEqualTo(1);
        assertThat(window.history().undoLabel()).contains("Move 2 nodes of the logical diagram");

        onFx(() -> window.actions().undo());
        assertThat(project()).isSameAs(before);
    }

    @Test
    void should_store_the_place_of_a_node_the_auto_layout_placed_when_it_is_first_dragged(FxRobot robot) {
        assertThat(project().layout().nodes(ViewKind.LOGICAL))
                .as("the sample has no layout")
                .isEmpty();
        Project before = project();
        WaitForAsyncUtils.waitForFxEvents();
        double x = node(HOTELS_BY_POI).getLayoutX();
        double y = node(HOTELS_BY_POI).getLayoutY();
        drag(robot, title(HOTELS_BY_POI), 30, 40);

        assertThat(stored(HOTELS_BY_POI).x()).isCloseTo(x + 30, within(2.0));
        assertThat(stored(HOTELS_BY_POI).y()).isCloseTo(y + 40, within(2.0));
        assertThat(project().layout().nodes(ViewKind.LOGICAL))
                .as("every node keeps its place")
                .hasSize(logical().nodes().size());
        assertThat(window.history().undoDepth()).isEqualTo(1);
        onFx(() -> window.actions().undo());
        assertThat(project()).isSameAs(before);
    }

    @Test
    void should_auto_layout_as_one_edit_and_keep_the_selection(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(title(AMENITIES));
        robot.clickOn("#tool-auto-layout");
        assertThat(window.history().undoDepth()).isEqualTo(1);
        assertThat(stored(AMENITIES).x()).isLessThan(3000);
        assertThat(window.editor().selection().ids()).containsExactly(AMENITIES);
        assertThat(node(AMENITIES).getStyleClass()).contains("selected");
    }
}
