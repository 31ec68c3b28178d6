package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.views.spec.PartSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.PartDiagramEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A part's tab follows what the model's edits do to its part: a keyspace's diagram follows the keyspace's rename
 * (and back on undo), and a table added from a part's context menu lands where the user clicked, in that tab, joining
 * a subject area in the same history entry.
 */
@ExtendWith(ApplicationExtension.class)
class PartTabEditsTest extends PartFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private void rename(String from, String to) {
        onFx(() -> window.editor().apply(new KeyspaceEdit.Rename(Identifier.of(from), Identifier.of(to))));
    }

    /** Places every node of a part far away but {@code near}, so the top left of its diagram is empty. */
    private void arrange(PartDiagram part, Map<ElementId, NodeBounds> near) {
        Map<ElementId, NodeBounds> bounds = new TreeMap<>();
        int far = 0;
        for (SpecNode node : PartSpec.of(project(), part).placedNodes()) {
            bounds.put(node.id(), new NodeBounds(3000 + 40 * far, 3000 + 40 * far, 0, 0));
            far++;
        }
        bounds.putAll(near);
        onFx(() -> window.editor().apply(new PartDiagramEdit.SetBounds(part, bounds)));
    }

    @Test
    void should_keep_a_keyspace_diagram_with_its_places_when_the_keyspace_is_renamed(FxRobot robot) throws Exception {
        ElementId hotel = PartDiagram.ofKeyspace("hotel").id();
        ElementId lodging = PartDiagram.ofKeyspace("lodging").id();
        onFx(() -> window.parts().openKeyspace("hotel"));
        onFx(() -> window.actions().autoLayout());
        Map<ElementId, NodeBounds> places =
                project().layout().part(hotel).orElseThrow().nodes();
        Tab tab = selectedTab(robot);
        assertThat(tab.getText()).isEqualTo("hotel");

        rename("hotel", "lodging");

        assertThat(selectedTab(robot)).as("the same tab, still shown").isSameAs(tab);
        assertThat(tab.getText()).isEqualTo("lodging");
        assertThat(window.partDiagram(hotel)).isEmpty();
        assertThat(project().layout().part(lodging).orElseThrow().nodes()).isEqualTo(places);
        assertThat(tablesOf(part(lodging))).isEqualTo(tablesOf(project(), "lodging"));
        assertThat(part(lodging).diagram().node(HOTELS).orElseThrow().getLayoutX())
                .isEqualTo(places.get(HOTELS).x());
        onFx(() -> window.parts().openKeyspace("lodging"));
        assertThat(selectedTab(robot))
                .as("View > Keyspace Diagram finds the same tab")
                .isSameAs(tab);

        onFx(() -> window.history().undo());
        assertThat(selectedTab(robot)).isSameAs(tab);
        assertThat(tab.getText()).isEqualTo("hotel");
        assertThat(project().layout().part(hotel).orElseThrow().nodes()).isEqualTo(places);
        assertThat(tablesOf(part(hotel))).isEqualTo(tablesOf(project(), "hotel"));

        onFx(() -> window.history().redo());
        assertThat(tab.getText()).isEqualTo("lodging");
        assertThat(tablesOf(part(lodging))).isEqualTo(tablesOf(project(), "lodging"));
    }

    @Test
    void should_follow_the_rename_of_a_keyspace_whose_diagram_is_open_but_not_arranged(FxRobot robot) {
        onFx(() -> window.parts().openKeyspace("reservation"));
        Tab tab = selectedTab(robot);

        rename("reservation", "bookings");

        ElementId bookings = PartDiagram.ofKeyspace("bookings").id();
        assertThat(tab.getText()).isEqualTo("bookings");
        assertThat(tablesOf(part(bookings))).isNotEmpty().isEqualTo(tablesOf(project(), "bookings"));
        assertThat(project().layout().parts()).as("looking stores nothing").isEmpty();
        assertThat(window.history().undoLabel()).contains("Rename keyspace reservation to bookings");
    }

    @Test
    void should_make_a_table_added_in_a_subject_area_one_of_its_tables_in_one_entry(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().set(List.of(HOTELS, AMENITIES)));
        AtomicReference<ElementId> made = new AtomicReference<>();
        onFx(() -> made.set(window.parts().newSubjectArea("Rooms").orElseThrow()));
        ElementId id = made.get();
        arrange(project().layout().part(id).orElseThrow(), Map.of());
        Project before = project();
        int depth = window.history().undoDepth();
        ZoomableDiagram rooms = part(id);

        robot.rightClickOn(rooms.diagram().localToScreen(260, 140));
        assertThat(robot.lookup("#menu-add-type").tryQuery()).isEmpty();
        assertThat(robot.lookup("#menu-add-keyspace").tryQuery())
                .as("a new keyspace would not be drawn here")
                .isEmpty();
        robot.clickOn("#menu-add-table");

        ElementId added = table("hotel", "new_table");
        assertThat(project().table(added)).isPresent();
        PartDiagram area = project().layout().part(id).orElseThrow();
        assertThat(area.tables()).containsExactly(HOTELS, AMENITIES, added);
        assertThat(area.bounds(added).orElseThrow().x()).isEqualTo(260);
        assertThat(area.bounds(added).orElseThrow().y()).isEqualTo(140);
        assertThat(selectedTab(robot).getText()).isEqualTo("Rooms");
        waitFor(() -> rooms.diagram().node(added).isPresent());
        assertThat(rooms.diagram().node(added).orElseThrow().getLayoutX()).isEqualTo(260);
        assertThat(window.editor().selection().ids()).containsExactly(added);
        assertThat(window.history().undoDepth()).as("add and join: one entry").isEqualTo(depth + 1);

        onFx(() -> window.history().undo());
        assertThat(project()).isSameAs(before);
        assertThat(tablesOf(rooms)).containsExactlyInAnyOrder(HOTELS, AMENITIES);
    }

    @Test
    void should_add_a_table_from_a_keyspace_tab_to_that_keyspace_where_clicked(FxRobot robot) throws Exception {
        PartDiagram reservation = PartDiagram.ofKeyspace("reservation");
        onFx(() -> window.parts().openKeyspace("reservation"));
        arrange(reservation, Map.of());
        Map<ElementId, NodeBounds> physical = project().layout().nodes(ViewKind.PHYSICAL);
        ZoomableDiagram diagram = part(reservation.id());

        robot.rightClickOn(diagram.diagram().localToScreen(200, 120));
        assertThat(robot.lookup("#menu-add-type").tryQuery())
                .as("a keyspace's diagram draws its types")
                .isPresent();
        robot.clickOn("#menu-add-table");

        ElementId added = table("reservation", "new_table");
        assertThat(project().table(added))
                .as("the keyspace shown, not the first one")
                .isPresent();
        assertThat(project().layout().part(reservation.id()).orElseThrow().bounds(added))
                .contains(new NodeBounds(200, 120, 0, 0));
        assertThat(project().layout().nodes(ViewKind.PHYSICAL))
                .as("the whole physical diagram's places are not where the user clicked")
                .isEqualTo(physical);
        waitFor(() -> diagram.diagram().node(added).isPresent());
        assertThat(diagram.diagram().node(added).orElseThrow().getLayoutX()).isEqualTo(200);
    }

    @Test
    void should_add_a_table_from_the_palette_to_the_part_shown(FxRobot robot) throws Exception {
        ElementId reservation = PartDiagram.ofKeyspace("reservation").id();
        onFx(() -> window.parts().openKeyspace("reservation"));
        robot.clickOn("#palette-table");

        ElementId first = table("reservation", "new_table");
        assertThat(project().table(first))
                .as("the keyspace shown, not the first one")
                .isPresent();
        assertThat(project().layout().part(reservation).orElseThrow().bounds(first))
                .isPresent();
        waitFor(() -> part(reservation).diagram().node(first).isPresent());

        onFx(() -> window.editor().selection().set(List.of(HOTELS, AMENITIES)));
        AtomicReference<ElementId> made = new AtomicReference<>();
        onFx(() -> made.set(window.parts().newSubjectArea("Rooms").orElseThrow()));
        int depth = window.history().undoDepth();
        robot.clickOn("#palette-table");

        ElementId second = table("hotel", "new_table");
        assertThat(project().layout().part(made.get()).orElseThrow().tables())
                .containsExactly(HOTELS, AMENITIES, second);
        waitFor(() -> part(made.get()).diagram().node(second).isPresent());
        assertThat(window.history().undoDepth()).isEqualTo(depth + 1);
    }
}
