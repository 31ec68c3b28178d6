package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.util.Map;
import java.util.TreeMap;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
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

/**
 * A column's type is edited where it is shown: in the inspector's grid (double click, F2 or Enter) and on the
 * diagram (double click on the type), with completion; a text that is no type of the keyspace stays, marked
 * with the reason; a type change is one undoable edit.
 */
@ExtendWith(ApplicationExtension.class)
class ColumnTypeInPlaceTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private String status(FxRobot robot) {
        return robot.lookup("#status-message").queryAs(Label.class).getText();
    }

    private String typeOf(String column) {
        return columnOf(HOTELS_BY_POI, column).type().asCql();
    }

    private static Node typeCell(TableView<Column> grid, String column) {
        return gridCell(grid, column, 1);
    }

    private static Node nameCell(TableView<Column> grid, String column) {
        return gridCell(grid, column, 0);
    }

    private static boolean completionShown(FxRobot robot) {
        return robot.lookup(".auto-complete-popup").queryAll().stream().anyMatch(Node::isVisible);
    }

    /**
     * Types into an open type editor as a user does and presses Enter, the completion list hidden; only for texts
     * that nothing completes, since a list that is offered may show at any moment.
     */
    private void enter(FxRobot robot, TextField field, String text) throws Exception {
        onFx(() -> {
            field.setText(text);
            field.end();
        });
        waitFor(() -> !completionShown(robot));
        robot.type(KeyCode.ENTER);
    }

    @Test
    void should_edit_a_type_in_the_column_grid_by_double_click_refusing_a_bad_one_with_the_text_kept(FxRobot robot)
            throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        robot.doubleClickOn(typeCell(grid, "phone"));
        waitFor(() -> grid.lookup(".table-cell .text-field") != null);
        TextField field = (TextField) grid.lookup(".table-cell .text-field");
        assertThat(field.getText()).isEqualTo("text");
        assertThat(field.isFocused()).isTrue();

        Project before = project();
        // a refused text nothing completes: "map<text" would be offered "map<text, ", and a list that shows at
        // any moment never settles
        enter(robot, field, "map<txt");
        assertThat(project()).isSameAs(before);
        assertThat(field.getText()).isEqualTo("map<txt");
        assertThat(field.getStyleClass()).contains("invalid-field");
        assertThat(status(robot)).startsWith("Not a CQL type:");

        enter(robot, field, "frozen<motel>");
        assertThat(project()).isSameAs(before);
        assertThat(field.getText()).isEqualTo("frozen<motel>");
        assertThat(status(robot)).isEqualTo("Keyspace hotel has no user type motel");

        enter(robot, field, "map<text, int>");
        waitFor(() -> typeOf("phone").equals("map<text, int>"));
        undoKeys(robot);
        assertThat(typeOf("phone")).isEqualTo("text");
    }

    @Test
    void should_open_the_focused_type_cell_with_f2_and_enter_and_commit_it_when_the_focus_leaves(FxRobot robot)
            throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        robot.clickOn(typeCell(grid, "name"));
        robot.type(KeyCode.F2);
        waitFor(() -> grid.lookup(".table-cell .text-field") != null);
        assertThat(robot.lookup("#rename-dialog").tryQuery())
                .as("F2 in the grid is no rename")
                .isEmpty();
        TextField field = (TextField) grid.lookup(".table-cell .text-field");
        assertThat(field.getText()).isEqualTo("text");
        onFx(() -> field.setText("varchar"));
        waitFor(() -> !completionShown(robot));
        robot.clickOn((Node) robot.lookup("#inspector-name").query());
        waitFor(() -> typeOf("name").equals("varchar"));
    }

    @Test
    void should_rename_a_column_in_the_grid_when_the_focus_leaves_its_cell(FxRobot robot) throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        robot.clickOn(nameCell(grid, "phone"));
        robot.type(KeyCode.ENTER);
        waitFor(() -> grid.lookup(".table-cell .text-field") != null);
        TextField field = (TextField) grid.lookup(".table-cell .text-field");
        onFx(() -> field.setText("phone_no"));
        robot.clickOn((Node) robot.lookup("#inspector-name").query());
        waitFor(() -> project()
                .table(HOTELS_BY_POI)
                .orElseThrow()
                .table()
                .column("phone_no")
                .isPresent());
        assertThat(robot.lookup("#inspector-name").queryAs(TextField.class).isFocused())
                .isTrue();
    }

    @Test
    void should_keep_a_bad_type_open_and_marked_when_a_click_on_another_cell_ends_the_edit(FxRobot robot)
            throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        robot.doubleClickOn(typeCell(grid, "phone"));
        waitFor(() -> grid.lookup(".table-cell .text-field") != null);
        TextField field = (TextField) grid.lookup(".table-cell .text-field");
        Project before = project();
        onFx(() -> {
            field.setText("frozen<motel>");
            field.end();
        });
        waitFor(() -> !completionShown(robot));
        robot.clickOn(nameCell(grid, "name"));
        waitFor(() -> grid.lookup(".invalid-field") != null);

        assertThat(project()).isSameAs(before);
        TextField reopened = (TextField) grid.lookup(".invalid-field");
        assertThat(reopened.getText()).as("nothing typed is lost").isEqualTo("frozen<motel>");
        assertThat(reopened.getTooltip().getText()).isEqualTo("Keyspace hotel has no user type motel");
        assertThat(status(robot)).isEqualTo("Keyspace hotel has no user type motel");
        assertThat(grid.getEditingCell().getRow()).isEqualTo(rowOf(grid, "phone"));
        assertThat(grid.getEditingCell().getTableColumn())
                .isSameAs(grid.getColumns().get(1));

        enter(robot, reopened, "map<text, int>");
        waitFor(() -> typeOf("phone").equals("map<text, int>"));
    }

    @Test
    void should_commit_a_good_type_when_a_click_on_another_cell_ends_the_edit(FxRobot robot) throws Exception {
        TableView<Column> grid = columnsGrid(robot, HOTELS_BY_POI);
        robot.doubleClickOn(typeCell(grid, "phone"));
        waitFor(() -> grid.lookup(".table-cell .text-field") != null);
        TextField field = (TextField) grid.lookup(".table-cell .text-field");
        onFx(() -> {
            field.setText("varchar");
            field.end();
        });
        waitFor(() -> !completionShown(robot));
        robot.clickOn(nameCell(grid, "name"));
        waitFor(() -> typeOf("phone").equals("varchar"));
        assertThat(window.history().undoDepth()).isEqualTo(1);
    }

    /** A physical view with hotels_by_poi at a known place and every other node far away. */
    private ChebotkoTableNode arrangePhysical() throws Exception {
        return arrangePhysical(HOTELS_BY_POI);
    }

    private ChebotkoTableNode arrangePhysical(ElementId shown) throws Exception {
        Project sample = HotelSample.build();
        Map<ElementId, NodeBounds> bounds = new TreeMap<>();
        int far = 0;
        for (SpecNode node : DiagramSpec.of(sample, ViewKind.PHYSICAL).placedNodes()) {
            bounds.put(node.id(), new NodeBounds(3000 + 40 * far, 3000 + 40 * far, 0, 0));
            far++;
        }
        bounds.put(shown, new NodeBounds(60, 60, 0, 0));
        Project arranged = sample.withLayout(Layout.EMPTY.withView(ViewKind.PHYSICAL, bounds));
        onFx(() -> {
            window.setDocument(new Document(arranged, null));
            window.select(ViewKind.PHYSICAL);
        });
        // the tab draws its boxes after it shows: wait for the box, drawn and in view, before aiming at it
        waitFor(() -> window.diagram(ViewKind.PHYSICAL)
                .diagram()
                .node(shown)
                .filter(n -> n.getScene() != null && n.getLayoutBounds().getWidth() > 0)
                .filter(n -> inView(window.diagram(ViewKind.PHYSICAL), n))
                .isPresent());
        return (ChebotkoTableNode)
                window.diagram(ViewKind.PHYSICAL).diagram().node(shown).orElseThrow();
    }

    /**
     * A double click on a line, once a first click has selected it: the selection rebuilds the inspector, which on
     * a busy machine can take longer than a double click's interval, so the two clicks would count as two singles.
     */
    private void doubleClickOn(FxRobot robot, Point2D point) throws Exception {
        robot.clickOn(point);
        waitFor(() -> !window.editor().selection().ids().isEmpty());
        // off and back, as a hand does: within 500 ms and 20 px the double click would count as clicks 2 and 3
        robot.moveBy(0, 40);
        robot.doubleClickOn(point);
    }

    private static Point2D onType(ChebotkoTableNode box, String column) {
        int row = box.rows().stream().map(r -> r.name()).toList().indexOf(column);
        Bounds type = box.typeBounds(row).orElseThrow();
        return box.localToScreen(type.getCenterX(), type.getCenterY());
    }

    @Test
    void should_edit_a_type_where_the_diagram_draws_it_by_double_click_and_keep_a_refused_text(FxRobot robot)
            throws Exception {
        ChebotkoTableNode box = arrangePhysical();
        doubleClickOn(robot, onType(box, "phone"));
        waitFor(() -> robot.lookup("#diagram-type-editor").tryQuery().isPresent());
        assertThat(robot.lookup("#rename-dialog").tryQuery())
                .as("the type is no rename")
                .isEmpty();
        TextField field = robot.lookup("#diagram-type-editor").queryAs(TextField.class);
        assertThat(field.getText()).isEqualTo("text");

        Project before = project();
        enter(robot, field, "frozen<motel>");
        assertThat(project()).isSameAs(before);
        assertThat(field.getText()).isEqualTo("frozen<motel>");
        assertThat(field.getStyleClass()).contains("invalid-field");
        assertThat(robot.lookup("#diagram-type-editor-error")
                        .queryAs(Label.class)
                        .getText())
                .isEqualTo("Keyspace hotel has no user type motel");
        assertThat(status(robot)).isEqualTo("Keyspace hotel has no user type motel");

        enter(robot, field, "frozen<address>");
        waitFor(() -> typeOf("phone").equals("frozen<address>"));
        waitFor(() -> robot.lookup("#diagram-type-editor").tryQuery().isEmpty()
                || !robot.lookup("#diagram-type-editor")
                        .query()
                        .getScene()
                        .getWindow()
                        .isShowing());
        undoKeys(robot);
        assertThat(typeOf("phone")).isEqualTo("text");
    }

    /** True when the open type editor's popup sits where it opens over the column's type. */
    private static boolean overType(TextField field, ChebotkoTableNode box, String column) {
        int row = box.rows().stream().map(r -> r.name()).toList().indexOf(column);
        Bounds type = box.localToScreen(box.typeBounds(row).orElseThrow());
        javafx.stage.PopupWindow popup =
                (javafx.stage.PopupWindow) field.getScene().getWindow();
        return Math.abs(popup.getAnchorX() - (type.getMinX() - 6)) < 1
                && Math.abs(popup.getAnchorY() - (type.getMinY() - 6)) < 1;
    }

    @Test
    void should_keep_the_type_editor_over_its_column_when_the_diagram_scrolls_or_zooms(FxRobot robot) throws Exception {
        ChebotkoTableNode box = arrangePhysical();
        doubleClickOn(robot, onType(box, "phone"));
        waitFor(() -> robot.lookup("#diagram-type-editor").tryQuery().isPresent());
        TextField field = robot.lookup("#diagram-type-editor").queryAs(TextField.class);
        onFx(() -> {
            field.setText("blob");
            field.end();
        });
        assertThat(overType(field, box, "phone")).isTrue();
        var physical = window.diagram(ViewKind.PHYSICAL);
        Bounds opened = box.localToScreen(box.getLayoutBounds());

        onFx(() -> physical.setZoom(physical.zoomProperty().get() * 1.25));
        waitFor(() -> box.localToScreen(box.getLayoutBounds()).getWidth() > opened.getWidth() + 1);
        waitFor(() -> overType(field, box, "phone"));

        Bounds zoomed = box.localToScreen(box.getLayoutBounds());
        onFx(() -> {
            physical.setHvalue(physical.getHvalue() + 0.01 * (physical.getHmax() - physical.getHmin()));
            physical.setVvalue(physical.getVvalue() + 0.01 * (physical.getVmax() - physical.getVmin()));
        });
        waitFor(() -> box.localToScreen(box.getLayoutBounds()).getMinX() < zoomed.getMinX() - 1);
        waitFor(() -> overType(field, box, "phone"));
        assertThat(field.getScene().getWindow().isShowing()).isTrue();
        assertThat(field.getText()).as("nothing typed is lost").isEqualTo("blob");

        // the column scrolled out of the diagram's view: the editor waits at the view's edge, over no other pane
        onFx(() -> {
            physical.setHvalue(physical.getHmax());
            physical.setVvalue(physical.getVmax());
        });
        waitFor(() -> !inView(physical, box));
        Bounds view = physical.localToScreen(physical.getLayoutBounds());
        waitFor(() -> {
            javafx.stage.Window editor = field.getScene().getWindow();
            return editor.isShowing()
                    && editor.getX() >= view.getMinX() - 0.5
                    && editor.getY() >= view.getMinY() - 0.5
                    && editor.getX() + editor.getWidth() <= view.getMaxX() + 0.5
                    && editor.getY() + editor.getHeight() <= view.getMaxY() + 0.5;
        });
        assertThat(field.getText()).isEqualTo("blob");
        onFx(() -> {
            physical.setHvalue(physical.getHmin());
            physical.setVvalue(physical.getVmin());
        });
        waitFor(() -> overType(field, box, "phone"));

        enter(robot, field, "blob");
        waitFor(() -> typeOf("phone").equals("blob"));
    }

    @Test
    void should_edit_a_user_type_field_type_where_the_diagram_draws_it(FxRobot robot) throws Exception {
        ElementId address = NodeIds.type(Identifier.of("hotel"), Identifier.of("address"));
        ChebotkoTableNode box = arrangePhysical(address);
        doubleClickOn(robot, onType(box, "street"));
        waitFor(() -> robot.lookup("#diagram-type-editor").tryQuery().isPresent());
        TextField field = robot.lookup("#diagram-type-editor").queryAs(TextField.class);
        assertThat(field.getText()).isEqualTo("text");
        enter(robot, field, "varchar");
        waitFor(() -> project().keyspace("hotel").orElseThrow().types().stream()
                .filter(t -> t.name().internal().equals("address"))
                .flatMap(t -> t.fields().stream())
                .anyMatch(f ->
                        f.name().internal().equals("street") && f.type().asCql().equals("varchar")));
    }

    @Test
    void should_still_rename_a_column_double_clicked_on_its_name(FxRobot robot) throws Exception {
        ChebotkoTableNode box = arrangePhysical();
        int row = box.rows().stream().map(r -> r.name()).toList().indexOf("phone");
        doubleClickOn(robot, box.localToScreen(12, box.rowTop(row) + box.rowHeight() / 2));
        waitFor(() -> robot.lookup("#rename-dialog").tryQuery().isPresent());
        assertThat(robot.lookup("#diagram-type-editor").tryQuery()).isEmpty();
        robot.type(KeyCode.ESCAPE);
    }
}
