package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Typing in the outline's filter shows only the matching lines, with their folders; Esc shows everything again. */
@ExtendWith(ApplicationExtension.class)
class OutlineFilterTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @SuppressWarnings("unchecked")
    private List<String> leaves(FxRobot robot) {
        List<String> leaves = new ArrayList<>();
        collect(robot.lookup("#project-tree").queryAs(TreeView.class).getRoot(), leaves);
        return leaves;
    }

    private static void collect(TreeItem<?> item, List<String> leaves) {
        if (item.getChildren().isEmpty()) {
            leaves.add(String.valueOf(item.getValue()));
        }
        item.getChildren().forEach(child -> collect(child, leaves));
    }

    @Test
    void should_narrow_the_outline_and_restore_it(FxRobot robot) {
        int everything = leaves(robot).size();

        robot.clickOn("#outline-filter").write("hbp");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(leaves(robot)).isNotEmpty().allMatch(line -> line.contains("hotels_by_poi"));
        robot.clickOn("#outline-filter").type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(leaves(robot)).hasSize(everything);
    }

    @Test
    void should_select_an_element_from_the_filtered_outline(FxRobot robot) {
        robot.clickOn("#outline-filter").write("amenities_by");
        WaitForAsyncUtils.waitForFxEvents();

        robot.clickOn("table amenities_by_room");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(window.editor().selection().ids()).containsExactly(AMENITIES);
    }
}
