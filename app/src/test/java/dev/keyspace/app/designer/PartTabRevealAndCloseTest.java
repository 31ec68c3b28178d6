package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.SelectionMarks;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.model.edit.PartDiagramEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Reveal (what Find, the outline and the findings do) shows an element in the part's tab shown when that part draws
 * it, without drawing a whole diagram, and only else in a whole diagram. A closed part's tab leaves no listener on
 * the selection behind and is no longer redrawn.
 */
@ExtendWith(ApplicationExtension.class)
class PartTabRevealAndCloseTest extends PartFixture {

    private static final ElementId AVAILABLE_ROOMS = table("hotel", "available_rooms_by_hotel_date");

    @Start
    void start(Stage stage) {
        open(stage);
    }

    /** A subject area of the tables named, made from the selection as the View menu does, and shown. */
    private ElementId subjectArea(String name, List<ElementId> tables) {
        onFx(() -> window.editor().selection().set(tables));
        AtomicReference<ElementId> made = new AtomicReference<>();
        onFx(() -> made.set(window.parts().newSubjectArea(name).orElseThrow()));
        return made.get();
    }

    /** Closes the tab shown with its close button, as the user does (only the selected tab shows one). */
    private void closeShownTab(FxRobot robot) throws Exception {
        TabPane pane = robot.lookup(".tab-pane").queryAs(TabPane.class);
        Tab shown = pane.getSelectionModel().getSelectedItem();
        waitFor(() -> robot.lookup(".tab-close-button")
                .match(Node::isVisible)
                .tryQuery()
                .isPresent());
        robot.clickOn(robot.lookup(".tab-close-button").match(Node::isVisible).<Node>query());
        waitFor(() -> !pane.getTabs().contains(shown));
    }

    @Test
    void should_reveal_a_table_in_the_part_shown_without_drawing_a_whole_diagram(FxRobot robot) throws Exception {
        ElementId id = subjectArea("Stay", List.of(HOTELS, AVAILABLE_ROOMS));
        PartDiagram area = project().layout().part(id).orElseThrow();
        onFx(() -> window.editor()
                .apply(new PartDiagramEdit.SetBounds(
                        area,
                        Map.of(
                                HOTELS, new NodeBounds(20, 20, 0, 0),
                                AVAILABLE_ROOMS, new NodeBounds(3000, 3000, 0, 0)))));
        ZoomableDiagram stay = part(id);
        onFx(() -> {
            stay.setZoom(0.1);
            stay.setHvalue(0);
            stay.setVvalue(0);
        });
        assertThat(logical().isStale())
                .as("the whole logical diagram waits for its tab")
                .isTrue();

        onFx(() -> window.reveal(AVAILABLE_ROOMS));

        assertThat(window.currentDiagram()).isSameAs(stay);
        assertThat(window.editor().selection().ids()).containsExactly(AVAILABLE_ROOMS);
        Node node = stay.diagram().node(AVAILABLE_ROOMS).orElseThrow();
        assertThat(node.getStyleClass()).contains(SelectionMarks.SELECTED);
        assertThat(stay.zoomProperty().get()).as("zoomed to a readable size").isGreaterThanOrEqualTo(0.75);
        assertThat(inView(stay, node)).as("scrolled into view").isTrue();
        assertThat(logical().isStale()).as("no whole diagram was drawn").isTrue();

        ElementId column = column(HOTELS, "phone");
        onFx(() -> window.reveal(column));
        assertThat(window.currentDiagram())
                .as("a column is shown by its table's box")
                .isSameAs(stay);
        assertThat(inView(stay, stay.diagram().node(HOTELS).orElseThrow())).isTrue();
        assertThat(logical().isStale()).isTrue();

        onFx(() -> window.editor().selection().select(AMENITIES)); // as the outline does
        assertThat(window.currentDiagram()).isSameAs(stay);
        assertThat(logical().isStale())
                .as("selecting a table the part does not draw draws no other diagram")
                .isTrue();

        onFx(() -> window.reveal(AMENITIES));
        assertThat(window.currentDiagram())
                .as("a table the part does not draw is shown in the whole diagram")
                .isSameAs(window.diagram(ViewKind.LOGICAL));
        assertThat(inView(window.currentDiagram(), node(AMENITIES))).isTrue();
    }

    @Test
    void should_leave_no_listener_behind_when_part_tabs_close(FxRobot robot) throws Exception {
        int listening = window.editor().selection().listenerCount();
        for (int i = 0; i < 8; i++) {
            subjectArea("Area " + i, List.of(HOTELS, AMENITIES));
            closeShownTab(robot);
            onFx(() -> window.parts().openKeyspace("reservation"));
            closeShownTab(robot);
        }
        waitFor(() -> project().layout().parts().isEmpty());
        assertThat(window.editor().selection().listenerCount()).isEqualTo(listening);

        ElementId id = subjectArea("Closed", List.of(HOTELS, AMENITIES));
        ZoomableDiagram closed = part(id);
        assertThat(window.editor().selection().listenerCount()).isGreaterThan(listening);
        onFx(() -> window.editor().selection().clear());
        Node hotels = closed.diagram().node(HOTELS).orElseThrow();
        closeShownTab(robot);
        waitFor(() -> window.partDiagram(id).isEmpty());
        assertThat(window.editor().selection().listenerCount()).isEqualTo(listening);
        long renders = closed.diagram().rendersProperty().get();

        onFx(() -> window.editor().selection().select(HOTELS));
        onFx(() -> window.editor()
                .apply(new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_rows"))));

        assertThat(closed.diagram().rendersProperty().get())
                .as("a closed tab is not redrawn")
                .isEqualTo(renders);
        assertThat(hotels.getStyleClass()).doesNotContain(SelectionMarks.SELECTED);
    }
}
