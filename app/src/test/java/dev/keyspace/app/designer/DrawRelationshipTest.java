package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.views.ChenEntityNode;
import dev.keyspace.app.views.ChenRelationshipNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A relationship drawn on the Chen diagram by dragging from one entity to another: from the handle beside the
 * selected entity, or with Alt held on an entity; and from an entity's context menu.
 */
@ExtendWith(ApplicationExtension.class)
class DrawRelationshipTest extends DesignerFixture {

    private static final ElementId POI = HotelSample.POI;
    private static final ElementId GUEST = HotelSample.GUEST;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    /** Point of interest above guest, in view; every other node of the Chen diagram far away. */
    @BeforeEach
    void arrange() throws Exception {
        Project sample = HotelSample.build();
        Map<ElementId, NodeBounds> bounds = new TreeMap<>();
        int far = 0;
        for (SpecNode node : DiagramSpec.of(sample, ViewKind.CONCEPTUAL).placedNodes()) {
            bounds.put(node.id(), new NodeBounds(3000 + 60 * far, 3000 + 60 * far, 0, 0));
            far++;
        }
        bounds.put(POI, new NodeBounds(40, 30, 0, 0));
        bounds.put(GUEST, new NodeBounds(40, 360, 0, 0));
        Project arranged = sample.withLayout(Layout.EMPTY.withView(ViewKind.CONCEPTUAL, bounds));
        onFx(() -> {
            window.setDocument(new Document(arranged, null));
            window.select(ViewKind.CONCEPTUAL);
        });
    }

    private DiagramView chen() {
        return window.diagram(ViewKind.CONCEPTUAL).diagram();
    }

    private ChenEntityNode entity(ElementId id) {
        return (ChenEntityNode) chen().node(id).orElseThrow();
    }

    /** The screen point in the middle of an entity's rectangle. */
    private Point2D box(ElementId id) {
        Bounds box = entity(id).anchorBounds();
        return chen().localToScreen(box.getCenterX(), box.getCenterY());
    }

    private javafx.scene.Node handle(FxRobot robot) {
        return robot.lookup("#connect-handle").query();
    }

    private Point2D handleOnScreen(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(POI));
        waitFor(() -> handle(robot).isVisible());
        javafx.scene.shape.Circle circle = (javafx.scene.shape.Circle) handle(robot);
        return circle.localToScreen(circle.getCenterX(), circle.getCenterY());
    }

    private void dragTo(FxRobot robot, Point2D from, Point2D to) {
        robot.moveTo(from).press(MouseButton.PRIMARY);
        Point2D step = to.subtract(from).multiply(1 / 3.0);
        robot.moveBy(step.getX(), step.getY()).moveBy(step.getX(), step.getY());
        robot.moveTo(to);
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private List<Relationship> added(Project before) {
        return project().conceptual().relationships().stream()
                .filter(r -> before.conceptual().relationship(r.id()).isEmpty())
                .toList();
    }

    @Test
    void should_add_a_relationship_dragged_from_the_handle_to_another_entity(FxRobot robot) throws Exception {
        Project before = project();
        Point2D handle = handleOnScreen(robot);

        robot.moveTo(handle).press(MouseButton.PRIMARY).moveBy(10, 40).moveTo(box(GUEST));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#connect-line").tryQuery())
                .as("the line follows the pointer")
                .isPresent();
        assertThat(entity(GUEST).getStyleClass())
                .as("the entity under the pointer is marked")
                .contains("connect-target");
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        List<Relationship> added = added(before);
        assertThat(added).hasSize(1);
        Relationship relationship = added.get(0);
        assertThat(relationship.participants()).extracting(Participant::entity).containsExactly(POI, GUEST);
        assertThat(window.history().undoDepth()).as("one undoable step").isEqualTo(1);
        assertThat(window.editor().selection().ids()).containsExactly(relationship.id());
        waitFor(() -> robot.lookup("#inspector-add-participant").tryQuery().isPresent());
        assertThat(robot.lookup("#connect-line").tryQuery()).isEmpty();
        assertThat(entity(GUEST).getStyleClass()).doesNotContain("connect-target");
        waitFor(() -> !chen().awaitsPlace(relationship.id()));
        Bounds diamond = ((ChenRelationshipNode) chen().node(relationship.id()).orElseThrow()).anchorBounds();
        assertThat(diamond.getCenterY())
                .as("placed between its two entities")
                .isBetween(
                        entity(POI).anchorBounds().getMaxY(),
                        entity(GUEST).anchorBounds().getMinY());

        undoKeys(robot);
        assertThat(project()).isSameAs(before);
    }

    @Test
    void should_change_nothing_when_released_on_empty_space(FxRobot robot) throws Exception {
        Project before = project();
        Point2D handle = handleOnScreen(robot);

        dragTo(robot, handle, handle.add(260, 120));

        assertThat(project()).isSameAs(before);
        assertThat(window.history().undoDepth()).isZero();
        assertThat(robot.lookup("#connect-line").tryQuery()).isEmpty();
        assertThat(window.editor().messageProperty().get())
                .as("says how it works")
                .contains("Alt+drag");
    }

    @Test
    void should_change_nothing_when_escape_is_pressed_during_the_drag(FxRobot robot) throws Exception {
        Project before = project();
        Point2D handle = handleOnScreen(robot);

        robot.moveTo(handle).press(MouseButton.PRIMARY).moveBy(10, 40).moveTo(box(GUEST));
        robot.type(KeyCode.ESCAPE);
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(project()).isSameAs(before);
        assertThat(window.history().undoDepth()).isZero();
        assertThat(robot.lookup("#connect-line").tryQuery()).isEmpty();
        assertThat(entity(GUEST).getStyleClass()).doesNotContain("connect-target");
    }

    @Test
    void should_add_a_relationship_on_an_alt_drag_from_an_entity(FxRobot robot) throws Exception {
        Project before = project();
        Point2D poi = box(POI);

        robot.press(KeyCode.ALT);
        dragTo(robot, poi, box(GUEST));
        robot.release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(added(before)).singleElement().satisfies(r -> assertThat(r.participants())
                .extracting(Participant::entity)
                .containsExactly(POI, GUEST));
        assertThat(entity(POI).getLayoutY()).as("the entity did not move").isEqualTo(30);
    }

    @Test
    void should_add_a_recursive_relationship_when_dropped_back_on_the_same_entity(FxRobot robot) throws Exception {
        Project before = project();
        Point2D handle = handleOnScreen(robot);

        robot.moveTo(handle).press(MouseButton.PRIMARY).moveBy(60, 0).moveBy(0, 30);
        robot.moveTo(box(POI));
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(added(before)).singleElement().satisfies(r -> assertThat(r.participants())
                .extracting(Participant::entity)
                .containsExactly(POI, POI));
        assertThat(window.history().undoDepth()).isEqualTo(1);
    }

    @Test
    void should_add_a_relationship_with_the_entity_picked_in_the_context_menu(FxRobot robot) throws Exception {
        Project before = project();
        robot.rightClickOn(box(POI));
        robot.type(KeyCode.ESCAPE);
        fireSubmenuItem("menu-add-relationship-with", "menu-relate-to-entity-guest");

        List<Relationship> added = added(before);
        assertThat(added).singleElement().satisfies(r -> assertThat(r.participants())
                .extracting(Participant::entity)
                .containsExactly(POI, GUEST));
        assertThat(window.editor().selection().ids())
                .containsExactly(added.get(0).id());
        assertThat(window.history().undoDepth()).isEqualTo(1);
    }
}
