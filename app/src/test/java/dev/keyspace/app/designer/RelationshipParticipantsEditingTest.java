package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.ArrowNode;
import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The connectors of a relationship, edited in the inspector and drawn in the Chen view. */
@ExtendWith(ApplicationExtension.class)
class RelationshipParticipantsEditingTest extends DesignerFixture {

    private static final ElementId MAKES = ElementId.of("relationship:makes");
    private static final ElementId HAS_ROOM = ElementId.of("relationship:has_room");

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private List<Participant> participants(ElementId relationship) {
        return project().conceptual().relationship(relationship).orElseThrow().participants();
    }

    /** The entity at the other end of each connector the conceptual view draws for the relationship. */
    private List<ElementId> connectors(ElementId relationship) {
        return window.diagram(ViewKind.CONCEPTUAL).diagram().arrows().stream()
                .map(ArrowNode::edge)
                .filter(e -> e.kind() == EdgeKind.CONNECTOR)
                .filter(e -> e.source().equals(relationship) || e.target().equals(relationship))
                .map(e -> e.source().equals(relationship) ? e.target() : e.source())
                .toList();
    }

    private void inspect(FxRobot robot, ElementId relationship) throws Exception {
        onFx(() -> {
            window.select(ViewKind.CONCEPTUAL);
            window.editor().selection().select(relationship);
        });
        waitFor(() -> robot.lookup("#inspector-add-participant").tryQuery().isPresent());
    }

    @SuppressWarnings("unchecked")
    private <T> ChoiceBox<T> choice(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(ChoiceBox.class);
    }

    @Test
    void should_fit_every_connector_control_inside_the_inspector(FxRobot robot) throws Exception {
        inspect(robot, MAKES);
        javafx.scene.Node inspector = robot.lookup("#inspector").query();
        double right = inspector.localToScene(inspector.getLayoutBounds()).getMaxX();

        for (String id : List.of(
                "#inspector-participant-entity-0",
                "#inspector-cardinality-0",
                "#inspector-participant-role-0",
                "#inspector-remove-participant-0")) {
            javafx.scene.Node control = robot.lookup(id).query();
            javafx.geometry.Bounds shown = control.localToScene(control.getLayoutBounds());
            assertThat(shown.getMaxX()).as(id + " ends inside the inspector").isLessThanOrEqualTo(right);
            assertThat(shown.getWidth()).as(id + " is wide enough to read").isGreaterThanOrEqualTo(28);
        }
    }

    @Test
    void should_change_the_entity_of_a_connector_as_one_undoable_edit(FxRobot robot) throws Exception {
        inspect(robot, HAS_ROOM);
        Project before = project();
        assertThat(connectors(HAS_ROOM)).containsExactly(HotelSample.HOTEL, HotelSample.ROOM);
        ChoiceBox<ElementId> second = choice(robot, "#inspector-participant-entity-1");
        assertThat(second.getValue()).isEqualTo(HotelSample.ROOM);
        assertThat(second.getItems()).hasSize(project().conceptual().entities().size());

        onFx(() -> second.setValue(HotelSample.AMENITY));

        assertThat(participants(HAS_ROOM))
                .containsExactly(
                        Participant.of(HotelSample.HOTEL, Cardinality.ONE),
                        Participant.of(HotelSample.AMENITY, Cardinality.N));
        assertThat(connectors(HAS_ROOM)).containsExactly(HotelSample.HOTEL, HotelSample.AMENITY);
        assertThat(window.history().undoDepth()).isEqualTo(1);
        Project after = project();

        undoKeys(robot);
        assertThat(project()).isSameAs(before);
        assertThat(connectors(HAS_ROOM)).containsExactly(HotelSample.HOTEL, HotelSample.ROOM);
        redoKeys(robot);
        assertThat(project()).isSameAs(after);
        assertThat(connectors(HAS_ROOM)).containsExactly(HotelSample.HOTEL, HotelSample.AMENITY);
    }

    @Test
    void should_add_a_third_connector_and_remove_one_each_as_one_undoable_edit(FxRobot robot) throws Exception {
        inspect(robot, MAKES);
        Project before = project();
        assertThat(robot.lookup("#inspector-remove-participant-0")
                        .queryAs(Button.class)
                        .isDisabled())
                .as("a binary relationship keeps its two connectors")
                .isTrue();

        robot.clickOn("#inspector-add-participant");

        assertThat(participants(MAKES))
                .as("the first entity not yet linked joins, on the many side")
                .containsExactly(
                        Participant.of(HotelSample.GUEST, Cardinality.ONE),
                        Participant.of(HotelSample.RESERVATION, Cardinality.N),
                        Participant.of(HotelSample.HOTEL, Cardinality.N));
        assertThat(connectors(MAKES)).containsExactly(HotelSample.GUEST, HotelSample.RESERVATION, HotelSample.HOTEL);
        assertThat(window.history().undoDepth()).isEqualTo(1);
        Project ternary = project();

        waitFor(() -> !robot.lookup("#inspector-remove-participant-0")
                .queryAs(Button.class)
                .isDisabled());
        robot.clickOn("#inspector-remove-participant-0");

        assertThat(participants(MAKES))
                .containsExactly(
                        Participant.of(HotelSample.RESERVATION, Cardinality.N),
                        Participant.of(HotelSample.HOTEL, Cardinality.N));
        assertThat(connectors(MAKES)).containsExactly(HotelSample.RESERVATION, HotelSample.HOTEL);
        assertThat(window.history().undoDepth()).isEqualTo(2);
        Project removed = project();

        undoKeys(robot);
        assertThat(project()).isSameAs(ternary);
        assertThat(connectors(MAKES)).containsExactly(HotelSample.GUEST, HotelSample.RESERVATION, HotelSample.HOTEL);
        undoKeys(robot);
        assertThat(project()).isSameAs(before);
        assertThat(connectors(MAKES)).containsExactly(HotelSample.GUEST, HotelSample.RESERVATION);
        redoKeys(robot);
        redoKeys(robot);
        assertThat(project()).isSameAs(removed);
        assertThat(connectors(MAKES)).containsExactly(HotelSample.RESERVATION, HotelSample.HOTEL);
    }

    @Test
    void should_link_the_same_entity_twice_in_two_roles(FxRobot robot) throws Exception {
        inspect(robot, MAKES);
        TextField role = robot.lookup("#inspector-participant-role-1").queryAs(TextField.class);
        onFx(() -> {
            role.setText("referrer");
            role.fireEvent(new ActionEvent());
        });
        waitFor(() -> robot.lookup("#inspector-participant-entity-1").tryQuery().isPresent());
        ChoiceBox<ElementId> second = choice(robot, "#inspector-participant-entity-1");
        onFx(() -> second.setValue(HotelSample.GUEST));

        assertThat(participants(MAKES))
                .containsExactly(
                        Participant.of(HotelSample.GUEST, Cardinality.ONE),
                        new Participant(HotelSample.GUEST, Cardinality.N, "referrer"));
        assertThat(connectors(MAKES)).containsExactly(HotelSample.GUEST, HotelSample.GUEST);
        assertThat(window.diagram(ViewKind.CONCEPTUAL).diagram().arrows().stream()
                        .filter(a -> a.edge().source().equals(MAKES))
                        .map(ArrowNode::label))
                .containsExactly("n (referrer)");
        assertThat(window.history().undoDepth()).as("role, then entity").isEqualTo(2);
    }
}
