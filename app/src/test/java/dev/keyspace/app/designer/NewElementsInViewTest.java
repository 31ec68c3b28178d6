package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What the user adds appears where the eye is: a new entity, relationship or table is selected and in view, the
 * view scrolling to it when it is placed out of it; a new relationship joins the selected entities and sits where
 * its lines reach them without crossing another box.
 */
@ExtendWith(ApplicationExtension.class)
class NewElementsInViewTest extends DesignerFixture {

    private static final ElementId LEFT = ElementId.of("entity:left");
    private static final ElementId MIDDLE = ElementId.of("entity:middle");
    private static final ElementId RIGHT = ElementId.of("entity:right");
    private static final ElementId FAR = ElementId.of("entity:far");

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private void shortcut(FxRobot robot, KeyCode... keys) {
        onFx(() -> window.currentDiagram().requestFocus());
        robot.press(keys);
        robot.release(keys);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Entity entity(ElementId id, String name) {
        return new Entity(id, name, List.of(Attribute.key(name.toLowerCase(java.util.Locale.ROOT) + "_id", "uuid")));
    }

    /**
     * Left, Middle and Right in a row at the top left of the conceptual view, and Far well out of the view: their
     * attribute ovals are placed by the diagram.
     */
    private void arrangeEntities() {
        Project project = NewProject.create("shapes")
                .withConceptual(new ConceptualModel(
                        List.of(
                                entity(LEFT, "Left"),
                                entity(MIDDLE, "Middle"),
                                entity(RIGHT, "Right"),
                                entity(FAR, "Far")),
                        List.of()));
        Map<ElementId, NodeBounds> bounds = new TreeMap<>();
        bounds.put(LEFT, new NodeBounds(60, 200, 0, 0));
        bounds.put(MIDDLE, new NodeBounds(400, 200, 0, 0));
        bounds.put(RIGHT, new NodeBounds(740, 200, 0, 0));
        bounds.put(FAR, new NodeBounds(4000, 3000, 0, 0));
        Project arranged = project.withLayout(Layout.EMPTY.withView(ViewKind.CONCEPTUAL, bounds));
        onFx(() -> {
            window.setDocument(new Document(arranged, null));
            window.select(ViewKind.CONCEPTUAL);
        });
    }

    private ZoomableDiagram conceptual() {
        return window.diagram(ViewKind.CONCEPTUAL);
    }

    private Optional<Node> conceptualNode(ElementId id) {
        return conceptual().diagram().node(id);
    }

    private Set<ElementId> entityIds() {
        return project().conceptual().entities().stream().map(Entity::id).collect(Collectors.toSet());
    }

    @Test
    void should_select_a_new_entity_and_scroll_to_it_when_it_is_placed_out_of_view(FxRobot robot) throws Exception {
        arrangeEntities();
        Set<ElementId> before = entityIds();

        shortcut(robot, KeyCode.CONTROL, KeyCode.E);

        ElementId added = project().conceptual().entities().stream()
                .map(Entity::id)
                .filter(id -> !before.contains(id))
                .findFirst()
                .orElseThrow();
        assertThat(window.editor().selection().ids()).containsExactly(added);
        waitFor(() -> conceptualNode(added).map(n -> inView(conceptual(), n)).orElse(false));
    }

    @Test
    void should_join_the_two_selected_entities_and_draw_the_relationship_clear_of_the_box_between(FxRobot robot)
            throws Exception {
        arrangeEntities();
        onFx(() -> {
            window.editor().selection().select(LEFT);
            window.editor().selection().add(RIGHT);
        });

        shortcut(robot, KeyCode.CONTROL, KeyCode.R);

        Relationship relationship =
                project().conceptual().relationships().stream().findFirst().orElseThrow();
        assertThat(relationship.participants())
                .extracting(Relationship.Participant::entity)
                .containsExactlyInAnyOrder(LEFT, RIGHT);
        assertThat(window.editor().selection().ids()).containsExactly(relationship.id());
        waitFor(() -> conceptualNode(relationship.id())
                .map(n -> inView(conceptual(), n))
                .orElse(false));
        Bounds diamond = bounds(relationship.id());
        Bounds middle = bounds(MIDDLE);
        for (ElementId end : List.of(LEFT, RIGHT)) {
            assertThat(crosses(centre(diamond), centre(bounds(end)), middle))
                    .as("the line from the relationship at " + diamond + " to " + end + " crosses Middle at " + middle)
                    .isFalse();
        }
    }

    @Test
    void should_select_a_new_table_and_scroll_to_it_when_it_is_placed_out_of_view(FxRobot robot) throws Exception {
        arrangeLogical();
        Set<ElementId> before =
                project().allTables().stream().map(t -> t.table().id()).collect(Collectors.toSet());

        shortcut(robot, KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.T);

        ElementId added = project().allTables().stream()
                .map(TableRef::table)
                .map(t -> t.id())
                .filter(id -> !before.contains(id))
                .findFirst()
                .orElseThrow();
        assertThat(window.editor().selection().ids()).containsExactly(added);
        waitFor(() -> logical()
                .node(added)
                .map(n -> inView(window.currentDiagram(), n))
                .orElse(false));
    }

    private Bounds bounds(ElementId id) {
        Node node = conceptualNode(id).orElseThrow();
        return conceptual().diagram().boundsOf(node);
    }

    private static Point2D centre(Bounds b) {
        return new Point2D(b.getCenterX(), b.getCenterY());
    }

    /** True when the segment from {@code a} to {@code b} passes through the box. */
    private static boolean crosses(Point2D a, Point2D b, Bounds box) {
        int steps = 200;
        for (int i = 0; i <= steps; i++) {
            double t = i / (double) steps;
            if (box.contains(a.getX() + (b.getX() - a.getX()) * t, a.getY() + (b.getY() - a.getY()) * t)) {
                return true;
            }
        }
        return false;
    }
}
