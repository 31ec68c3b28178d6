package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class ElementEditingTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private Table table(ElementId id) {
        return project().table(id).orElseThrow().table();
    }

    @Test
    void should_add_a_table_where_the_background_was_right_clicked(FxRobot robot) {
        arrangeLogical();
        Project before = project();
        // empty background, above the minimap in the view's bottom right corner
        robot.rightClickOn(screen(520, 230));
        robot.clickOn("#menu-add-table");

        ElementId added = table("hotel", "new_table");
        assertThat(project().table(added)).isPresent();
        assertThat(stored(added).x()).isEqualTo(520);
        assertThat(stored(added).y()).isEqualTo(230);
        assertThat(window.editor().selection().ids()).containsExactly(added);
        assertThat(window.history().undoDepth()).as("add and place: one entry").isEqualTo(1);

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(project()).isSameAs(before);
    }

    @Test
    void should_add_an_entity_and_an_attribute_from_context_menus(FxRobot robot) {
        onFx(() -> window.select(ViewKind.CONCEPTUAL));
        int entities = project().conceptual().entities().size();
        robot.rightClickOn(window.diagram(ViewKind.CONCEPTUAL).diagram().localToScreen(5, 5));
        robot.clickOn("#menu-add-entity");
        assertThat(project().conceptual().entities()).hasSize(entities + 1);
        ElementId entity = window.editor().selection().primary().orElseThrow();

        robot.rightClickOn(
                window.diagram(ViewKind.CONCEPTUAL).diagram().node(entity).orElseThrow());
        robot.clickOn("#menu-add-attribute");
        assertThat(project().conceptual().entity(entity).orElseThrow().attribute("attribute"))
                .isPresent();
        assertThat(window.history().undoDepth()).isEqualTo(2);
    }

    @Test
    void should_rename_the_selected_table_with_f2(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(title(HOTELS));
        robot.type(KeyCode.F2);
        javafx.scene.control.TextField field =
                robot.lookup("#rename-dialog .text-field").queryAs(javafx.scene.control.TextField.class);
        assertThat(field.getText()).isEqualTo("hotels");
        robot.clickOn(field)
                .push(KeyCode.CONTROL, KeyCode.A)
                .write("hotel_by_id")
                .type(KeyCode.ENTER);

        assertThat(table(HOTELS).name().internal()).isEqualTo("hotel_by_id");
        assertThat(window.editor().selection().ids()).as("a table keeps its id").containsExactly(HOTELS);
        assertThat(window.history().undoLabel()).contains("Rename table hotels to hotel_by_id");
    }

    @Test
    void should_show_why_a_rename_is_refused_in_the_status_line(FxRobot robot) {
        arrangeLogical();
        Project before = project();
        onFx(() ->
                window.elementActions().rename(window.editor().element(HOTELS).orElseThrow(), "hotels_by_poi"));
        assertThat(project()).isSameAs(before);
        assertThat(robot.lookup("#status-message").queryAs(Label.class).getText())
                .contains("hotels_by_poi")
                .doesNotContain("Exception");
    }

    @Test
    void should_delete_the_selection_with_the_delete_key_and_undo_it(FxRobot robot) {
        arrangeLogical();
        Project before = project();
        robot.clickOn(title(HOTELS));
        robot.clickOn(line(HOTELS_BY_POI, "phone"));
        robot.press(KeyCode.SHIFT).clickOn(title(HOTELS)).release(KeyCode.SHIFT);
        robot.type(KeyCode.DELETE);

        assertThat(project().table(HOTELS)).isEmpty();
        assertThat(table(HOTELS_BY_POI).column("phone")).isEmpty();
        assertThat(window.editor().selection().ids()).isEmpty();
        assertThat(window.history().undoDepth()).isEqualTo(1);
        onFx(() -> window.actions().undo());
        assertThat(project()).isSameAs(before);
    }

    @Test
    void should_select_a_column_by_clicking_its_line(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(line(HOTELS_BY_POI, "hotel_id"));
        assertThat(window.editor().selection().ids()).containsExactly(column(HOTELS_BY_POI, "hotel_id"));
    }

    @Test
    void should_set_a_column_role_from_the_toolbar_the_keyboard_and_the_context_menu(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(line(HOTELS_BY_POI, "phone"));
        robot.clickOn("#role-s");
        assertThat(columnOf(HOTELS_BY_POI, "phone").kind()).isEqualTo(ColumnKind.STATIC);

        robot.clickOn(line(HOTELS_BY_POI, "name"));
        robot.press(KeyCode.ALT).type(KeyCode.D).release(KeyCode.ALT);
        Column name = columnOf(HOTELS_BY_POI, "name");
        assertThat(name.kind()).isEqualTo(ColumnKind.CLUSTERING);
        assertThat(name.order()).isEqualTo(ClusteringOrder.DESC);

        // the column line's context menu holds the same roles
        robot.rightClickOn(line(HOTELS_BY_POI, "name"));
        robot.type(KeyCode.ESCAPE);
        fireSubmenuItem("menu-role", "menu-role-r");
        assertThat(columnOf(HOTELS_BY_POI, "name").kind()).isEqualTo(ColumnKind.REGULAR);
        assertThat(window.history().undoDepth()).isEqualTo(3);
    }

    @Test
    void should_reorder_the_partition_key_by_dragging_a_column_line(FxRobot robot) {
        arrangeLogical();
        // the box may sit under the view's lower edge, as the window's first layout leaves it: a user scrolls to it
        onFx(() -> window.diagram(ViewKind.LOGICAL).scrollIntoView(AMENITIES));
        assertThat(table(AMENITIES).partitionKey())
                .extracting(c -> c.name().internal())
                .containsExactly("hotel_id", "room_number");
        javafx.geometry.Point2D from = line(AMENITIES, "room_number");
        javafx.geometry.Point2D to = line(AMENITIES, "hotel_id");
        drag(robot, from, 0, to.getY() - from.getY());

        assertThat(table(AMENITIES).partitionKey())
                .extracting(c -> c.name().internal())
                .containsExactly("room_number", "hotel_id");
        assertThat(stored(AMENITIES).y()).as("the box did not move").isEqualTo(320);
        assertThat(window.history().undoDepth()).isEqualTo(1);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(table(AMENITIES).partitionKey().get(0).name().internal()).isEqualTo("hotel_id");
    }

    @Test
    void should_add_an_index_and_a_view_from_the_context_menus(FxRobot robot) {
        arrangeLogical();
        robot.rightClickOn(line(HOTELS_BY_POI, "name"));
        robot.clickOn("#menu-add-index");
        assertThat(project()
                        .keyspace("hotel")
                        .orElseThrow()
                        .indexesOn(table(HOTELS_BY_POI).name()))
                .extracting(i -> i.name().internal())
                .contains("hotels_by_poi_name_idx");

        robot.rightClickOn(title(HOTELS_BY_POI));
        robot.clickOn("#menu-add-view");
        assertThat(project()
                        .keyspace("hotel")
                        .orElseThrow()
                        .viewsOf(table(HOTELS_BY_POI).name()))
                .hasSize(1);
    }
}
