package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The view moves only to show what is out of it: never after an edit, nor for a click on what is in it. */
@ExtendWith(ApplicationExtension.class)
class ViewStaysPutTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private ZoomableDiagram view() {
        return window.currentDiagram();
    }

    /** Scrolls the logical view so that hotels_by_poi's left part is cut off by the view's left edge. */
    private void cutOffOnTheLeft() {
        onFx(() -> {
            ZoomableDiagram view = view();
            Bounds content = view.getContent().getLayoutBounds();
            double spare = content.getWidth() - view.getViewportBounds().getWidth();
            Node box = node(HOTELS_BY_POI);
            Bounds drawn = view.getContent().sceneToLocal(box.localToScene(box.getLayoutBounds()));
            view.setHvalue((drawn.getMinX() + drawn.getWidth() / 3) / spare);
            view.setVvalue(0);
        });
    }

    /** The screen point near the right end of a column's line, in the part of the box left in view. */
    private javafx.geometry.Point2D visibleLine(dev.keyspace.model.schema.ElementId table, String column) {
        dev.keyspace.app.views.ChebotkoTableNode box = (dev.keyspace.app.views.ChebotkoTableNode) node(table);
        int row = box.rows().stream().map(r -> r.name()).toList().indexOf(column);
        double width = box.getLayoutBounds().getWidth();
        return box.localToScreen(width * 0.75, box.rowTop(row) + box.rowHeight() / 2);
    }

    @Test
    void should_not_move_the_view_after_an_inspector_edit(FxRobot robot) {
        arrangeLogical();
        cutOffOnTheLeft();
        double h = view().getHvalue();
        double v = view().getVvalue();
        robot.clickOn(visibleLine(HOTELS_BY_POI, "phone"));
        assertThat(view().getHvalue()).as("a click on a line in view").isEqualTo(h);

        javafx.scene.Node field = robot.lookup("#inspector-name").query();
        onFx(() -> window.inspector().scrollTo(field));
        robot.clickOn("#inspector-name")
                .push(KeyCode.CONTROL, KeyCode.A)
                .write("phone_number")
                .type(KeyCode.ENTER);
        assertThat(project().table(HOTELS_BY_POI).orElseThrow().table().column("phone_number"))
                .isPresent();

        assertThat(view().getHvalue()).as("after the edit").isEqualTo(h);
        assertThat(view().getVvalue()).isEqualTo(v);
    }
}
