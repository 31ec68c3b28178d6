package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.SelectionMarks;
import dev.keyspace.app.views.ArrowNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.geometry.Point2D;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Arrows between workflow tasks: added, removed and relabelled with queries, each one undoable edit. */
@ExtendWith(ApplicationExtension.class)
class WorkflowTransitionEditingTest extends DesignerFixture {

    private static final ElementId NEAR_POI = ElementId.of("task:hotels_near_poi");
    private static final ElementId HOTEL_INFO = ElementId.of("task:hotel_information");
    private static final ElementId POIS = ElementId.of("task:pois_near_hotel");
    private static final ElementId GUEST = ElementId.of("task:guest");
    private static final ElementId T2 = ElementId.of("transition:t2");
    private static final ElementId T3 = ElementId.of("transition:t3");

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private DiagramView workflow() {
        return window.diagram(ViewKind.WORKFLOW).diagram();
    }

    private Optional<ArrowNode> arrow(ElementId from, ElementId to) {
        return workflow().arrows().stream()
                .filter(a -> a.edge().kind() == EdgeKind.TRANSITION)
                .filter(a -> a.edge().source().equals(from) && a.edge().target().equals(to))
                .findFirst();
    }

    private List<Transition> transitions(ElementId from, ElementId to) {
        return project().workflow().transitions().stream()
                .filter(t -> t.from().equals(Optional.of(from)) && t.to().equals(to))
                .toList();
    }

    private Transition transition(ElementId id) {
        return project().workflow().transitions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow();
    }

    private void inspectTask(FxRobot robot, ElementId task) throws Exception {
        onFx(() -> {
            window.select(ViewKind.WORKFLOW);
            window.editor().selection().select(task);
        });
        waitFor(() -> robot.lookup("#inspector-add-transition").tryQuery().isPresent());
    }

    @Test
    void should_add_a_transition_from_a_task_context_menu(FxRobot robot) throws Exception {
        onFx(() -> window.select(ViewKind.WORKFLOW));
        Project before = project();
        assertThat(arrow(GUEST, HOTEL_INFO)).isEmpty();

        robot.rightClickOn(workflow().node(GUEST).orElseThrow());
        robot.type(KeyCode.ESCAPE);
        fireSubmenuItem("menu-add-transition", "menu-transition-to-task-hotel_information");

        assertThat(transitions(GUEST, HOTEL_INFO)).hasSize(1);
        Transition added = transitions(GUEST, HOTEL_INFO).get(0);
        assertThat(added.queries()).isEmpty();
        assertThat(window.editor().selection().ids()).containsExactly(added.id());
        assertThat(arrow(GUEST, HOTEL_INFO)).isPresent();
        assertThat(window.history().undoDepth()).isEqualTo(1);
        Project after = project();

        undoKeys(robot);
        assertThat(project()).isSameAs(before);
        assertThat(arrow(GUEST, HOTEL_INFO)).isEmpty();
        redoKeys(robot);
        assertThat(project()).isSameAs(after);
        assertThat(arrow(GUEST, HOTEL_INFO)).isPresent();
    }

    @Test
    void should_add_a_transition_from_the_task_inspector(FxRobot robot) throws Exception {
        inspectTask(robot, POIS);
        Project before = project();
        @SuppressWarnings("unchecked")
        ChoiceBox<dev.keyspace.model.query.Task> target =
                robot.lookup("#inspector-transition-target").queryAs(ChoiceBox.class);
        onFx(() -> target.setValue(project().workflow().task(NEAR_POI).orElseThrow()));
        robot.clickOn("#inspector-add-transition");

        assertThat(transitions(POIS, NEAR_POI)).hasSize(1);
        assertThat(arrow(POIS, NEAR_POI)).isPresent();
        assertThat(window.editor().selection().ids())
                .as("the task stays inspected")
                .containsExactly(POIS);
        waitFor(() -> robot.lookup("#inspector-out-queries-0").tryQuery().isPresent());
        assertThat(window.history().undoDepth()).isEqualTo(1);

        undoKeys(robot);
        assertThat(project()).isSameAs(before);
        assertThat(arrow(POIS, NEAR_POI)).isEmpty();
    }

    @Test
    void should_select_an_arrow_and_delete_its_transition(FxRobot robot) throws Exception {
        onFx(() -> window.select(ViewKind.WORKFLOW));
        Project before = project();
        ArrowNode arrow = arrow(NEAR_POI, HOTEL_INFO).orElseThrow();
        Point2D middle = arrow.start().midpoint(arrow.end());

        robot.clickOn(arrow.localToScreen(middle));

        assertThat(window.editor().selection().ids()).containsExactly(T2);
        assertThat(arrow(NEAR_POI, HOTEL_INFO).orElseThrow().getStyleClass()).contains(SelectionMarks.SELECTED);
        waitFor(() -> robot.lookup("#inspector-queries").tryQuery().isPresent());
        robot.type(KeyCode.DELETE);

        assertThat(transitions(NEAR_POI, HOTEL_INFO)).isEmpty();
        assertThat(arrow(NEAR_POI, HOTEL_INFO)).isEmpty();
        assertThat(window.history().undoDepth()).isEqualTo(1);
        Project after = project();

        undoKeys(robot);
        assertThat(project()).isSameAs(before);
        assertThat(arrow(NEAR_POI, HOTEL_INFO)).isPresent();
        redoKeys(robot);
        assertThat(project()).isSameAs(after);
        assertThat(arrow(NEAR_POI, HOTEL_INFO)).isEmpty();
    }

    @Test
    void should_remove_an_outgoing_transition_from_the_task_inspector(FxRobot robot) throws Exception {
        inspectTask(robot, HOTEL_INFO);
        Project before = project();
        assertThat(robot.lookup("#inspector-out-queries-0")
                        .queryAs(TextField.class)
                        .getText())
                .isEqualTo("Q3");

        robot.clickOn("#inspector-out-remove-0");

        assertThat(project().workflow().transitions())
                .extracting(Transition::id)
                .doesNotContain(T3);
        assertThat(arrow(HOTEL_INFO, POIS)).isEmpty();
        undoKeys(robot);
        assertThat(project()).isSameAs(before);
        assertThat(arrow(HOTEL_INFO, POIS)).isPresent();
    }

    @Test
    void should_change_the_queries_a_task_runs_as_one_undoable_edit(FxRobot robot) throws Exception {
        inspectTask(robot, HOTEL_INFO);
        Project before = project();
        TextField runs = robot.lookup("#inspector-in-queries-0").queryAs(TextField.class);
        assertThat(runs.getText()).isEqualTo("Q2");

        onFx(() -> {
            runs.setText("Q2, q3");
            runs.fireEvent(new ActionEvent());
        });

        assertThat(transition(T2).queries()).containsExactly(ElementId.of("query:q2"), ElementId.of("query:q3"));
        assertThat(arrow(NEAR_POI, HOTEL_INFO).orElseThrow().label()).isEqualTo("Q2, Q3");
        assertThat(window.history().undoDepth()).isEqualTo(1);
        Project after = project();

        undoKeys(robot);
        assertThat(project()).isSameAs(before);
        assertThat(arrow(NEAR_POI, HOTEL_INFO).orElseThrow().label()).isEqualTo("Q2");
        redoKeys(robot);
        assertThat(project()).isSameAs(after);
        assertThat(arrow(NEAR_POI, HOTEL_INFO).orElseThrow().label()).isEqualTo("Q2, Q3");
    }

    @Test
    void should_refuse_an_unknown_query_label_and_say_why(FxRobot robot) throws Exception {
        inspectTask(robot, HOTEL_INFO);
        Project before = project();
        TextField runs = robot.lookup("#inspector-in-queries-0").queryAs(TextField.class);
        onFx(() -> {
            runs.setText("Q2, Q42");
            runs.fireEvent(new ActionEvent());
        });
        assertThat(project()).isSameAs(before);
        assertThat(window.editor().messageProperty().get())
                .isEqualTo("transition View hotels near a point of interest → View hotel information:"
                        + " there is no query Q42");
    }
}
