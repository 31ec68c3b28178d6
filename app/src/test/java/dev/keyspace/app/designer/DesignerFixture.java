package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.settings.WindowSettings;
import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The designer window on the hotel sample, with helpers that find diagram nodes and column lines on screen. */
abstract class DesignerFixture {

    static final ElementId HOTELS_BY_POI = table("hotel", "hotels_by_poi");
    static final ElementId HOTELS = table("hotel", "hotels");
    static final ElementId AMENITIES = table("hotel", "amenities_by_room");

    DesignerWindow window;

    /** Each test class calls this from its own {@code @Start} method (TestFX looks only there). */
    void open(Stage stage) {
        window = new DesignerWindow(stage, new Document(HotelSample.build(), null));
        stage.show();
    }

    static ElementId table(String keyspace, String table) {
        return ElementId.forTable(Identifier.of(keyspace), Identifier.of(table));
    }

    static ElementId column(ElementId table, String column) {
        return ElementId.of(table.value() + "/" + column);
    }

    /**
     * Fires an item of a submenu of the selected element's context menu: a submenu's item is fired directly, not
     * hovered.
     */
    void fireSubmenuItem(String submenu, String item) {
        onFx(() -> window
                .elementMenus()
                .forElement(window.editor().primaryElement().orElseThrow())
                .getItems()
                .stream()
                .filter(i -> submenu.equals(i.getId()))
                .flatMap(m -> ((Menu) m).getItems().stream())
                .filter(i -> item.equals(i.getId()))
                .findFirst()
                .orElseThrow()
                .fire());
    }

    /** Opens a second designer window on this project that remembers its geometry in {@code file}. */
    DesignerWindow openRemembering(Path file) {
        AtomicReference<DesignerWindow> opened = new AtomicReference<>();
        onFx(() -> {
            Stage stage = new Stage();
            DesignerWindow other = new DesignerWindow(stage, new Document(project(), null));
            other.remember(WindowSettings.at(file));
            stage.show();
            opened.set(other);
        });
        return opened.get();
    }

    void onFx(Runnable action) {
        WaitForAsyncUtils.asyncFx(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    Project project() {
        return window.document().project();
    }

    Query q1() {
        return project().queries().get(0);
    }

    /** The text field of that id, once shown. */
    TextField field(FxRobot robot, String id) throws Exception {
        waitFor(() -> robot.lookup("#" + id).tryQuery().isPresent());
        return robot.lookup("#" + id).queryAs(TextField.class);
    }

    DiagramView logical() {
        return window.diagram(ViewKind.LOGICAL).diagram();
    }

    /**
     * Opens the hotel sample with three logical tables at known places and every other logical node far away,
     * as a fresh document (nothing to undo), and shows the logical tab.
     */
    void arrangeLogical() {
        Project sample = HotelSample.build();
        Map<ElementId, NodeBounds> bounds = new TreeMap<>();
        int far = 0;
        for (SpecNode node : DiagramSpec.of(sample, ViewKind.LOGICAL).placedNodes()) {
            bounds.put(node.id(), new NodeBounds(3000 + 40 * far, 3000 + 40 * far, 0, 0));
            far++;
        }
        bounds.put(HOTELS_BY_POI, new NodeBounds(60, 60, 0, 0));
        bounds.put(HOTELS, new NodeBounds(340, 60, 0, 0));
        bounds.put(AMENITIES, new NodeBounds(60, 320, 0, 0));
        Project arranged = sample.withLayout(Layout.EMPTY.withView(ViewKind.LOGICAL, bounds));
        onFx(() -> {
            window.setDocument(new Document(arranged, null));
            window.select(ViewKind.LOGICAL);
        });
    }

    Node node(ElementId id) {
        return logical().node(id).orElseThrow();
    }

    /** The screen point of a diagram coordinate of the logical view. */
    Point2D screen(double x, double y) {
        return logical().localToScreen(x, y);
    }

    /** The screen point in the middle of a column's line in a table box of the logical view. */
    Point2D line(ElementId table, String column) {
        ChebotkoTableNode box = (ChebotkoTableNode) node(table);
        int row = box.rows().stream().map(r -> r.name()).toList().indexOf(column);
        if (row < 0) {
            throw new IllegalArgumentException(table + " has no line " + column);
        }
        return box.localToScreen(30, box.rowTop(row) + box.rowHeight() / 2);
    }

    /** The screen point of a node's title area (never a column line). */
    Point2D title(ElementId id) {
        Node node = node(id);
        return node.localToScreen(node.getLayoutBounds().getWidth() / 2, 8);
    }

    void drag(FxRobot robot, Point2D from, double dx, double dy) {
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveBy(dx / 3, dy / 3).moveBy(dx / 3, dy / 3).moveBy(dx - 2 * (dx / 3), dy - 2 * (dy / 3));
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
    }

    NodeBounds stored(ElementId id) {
        return project().layout().bounds(ViewKind.LOGICAL, id).orElseThrow();
    }

    /** Ctrl+Z with the keyboard on the diagram (a text field of the inspector keeps Ctrl+Z for itself). */
    void undoKeys(FxRobot robot) {
        onFx(() -> window.currentDiagram().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    void redoKeys(FxRobot robot) {
        onFx(() -> window.currentDiagram().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Selects a table and gives its inspector's column grid, once shown. */
    @SuppressWarnings("unchecked")
    javafx.scene.control.TableView<Column> columnsGrid(FxRobot robot, ElementId table) throws Exception {
        onFx(() -> window.editor().selection().select(table));
        waitFor(() -> robot.lookup("#inspector-columns").tryQuery().isPresent());
        return robot.lookup("#inspector-columns").queryAs(javafx.scene.control.TableView.class);
    }

    /** The cell of a grid's row for {@code column}, in its grid column {@code index} (0 name, 1 type, ...). */
    static Node gridCell(javafx.scene.control.TableView<Column> grid, String column, int index) {
        int row = rowOf(grid, column);
        return grid.lookupAll(".table-cell").stream()
                .filter(n -> n instanceof javafx.scene.control.TableCell<?, ?> cell
                        && cell.getTableColumn() == grid.getColumns().get(index)
                        && cell.getIndex() == row)
                .findFirst()
                .orElseThrow();
    }

    static int rowOf(javafx.scene.control.TableView<Column> grid, String column) {
        return grid.getItems().stream().map(c -> c.name().internal()).toList().indexOf(column);
    }

    Column columnOf(ElementId table, String name) {
        return project().table(table).orElseThrow().table().column(name).orElseThrow();
    }

    /** True when the whole node is inside the visible part of its scroll pane. */
    static boolean inView(ZoomableDiagram diagram, Node node) {
        Bounds viewport = diagram.localToScene(diagram.getLayoutBounds());
        Bounds drawn = node.localToScene(node.getLayoutBounds());
        return viewport.contains(drawn.getMinX(), drawn.getMinY())
                && viewport.contains(drawn.getMaxX(), drawn.getMaxY());
    }

    /** Waits for the condition; the bound is generous, for a machine whose cores are all taken by other work. */
    void waitFor(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
