package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.views.KeyspaceSummaryNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.schema.ElementId;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A keyspace's diagram draws that keyspace's tables only; a subject area made of the selection is its own tab with
 * its own layout, is undone like any edit, and is still there, with its tables and places, after save and reopen.
 * A large project opens on the overview of its keyspaces, not on every table.
 */
@ExtendWith(ApplicationExtension.class)
class PartDiagramsTest extends PartFixture {

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_draw_only_the_keyspace_tables_in_a_keyspace_diagram(FxRobot robot) throws Exception {
        ElementId id = PartDiagram.ofKeyspace("reservation").id();
        robot.clickOn("View").clickOn("Keyspace Diagram");
        javafx.scene.control.Menu keyspaces =
                robot.lookup("#menu-bar").queryAs(javafx.scene.control.MenuBar.class).getMenus().stream()
                        .flatMap(m -> m.getItems().stream())
                        .filter(i -> "menu-keyspace-diagram".equals(i.getId()))
                        .map(javafx.scene.control.Menu.class::cast)
                        .findFirst()
                        .orElseThrow();
        assertThat(keyspaces.getItems())
                .extracting(javafx.scene.control.MenuItem::getText)
                .containsExactly("hotel", "reservation");
        onFx(() -> keyspaces.getParentMenu().hide());
        onFx(() -> keyspaces.getItems().get(1).fire());
        waitFor(() -> window.partDiagram(id).isPresent());

        Set<ElementId> reservation = tablesOf(project(), "reservation");
        assertThat(reservation).isNotEmpty();
        assertThat(tablesOf(part(id))).isEqualTo(reservation);
        assertThat(tablesOf(part(id))).doesNotContainAnyElementsOf(tablesOf(project(), "hotel"));
        assertThat(window.currentDiagram()).isSameAs(part(id));
        assertThat(selectedTab(robot).getText()).isEqualTo("reservation");

        // opened, not stored; its first arrangement stores it, without touching the whole physical diagram
        assertThat(project().layout().part(id)).isEmpty();
        var physical = project().layout().nodes(dev.keyspace.model.placement.ViewKind.PHYSICAL);
        onFx(() -> window.actions().autoLayout());
        assertThat(project().layout().part(id).orElseThrow().nodes().keySet()).containsAll(reservation);
        assertThat(project().layout().nodes(dev.keyspace.model.placement.ViewKind.PHYSICAL))
                .isEqualTo(physical);
    }

    @Test
    void should_pass_the_keys_of_the_diagram_left_to_the_keyspace_diagram_opened(FxRobot robot) throws Exception {
        onFx(() -> window.currentDiagram().requestFocus());
        WaitForAsyncUtils.waitForFxEvents();

        onFx(() -> window.parts().openKeyspace("reservation"));
        WaitForAsyncUtils.waitForFxEvents();

        ElementId id = PartDiagram.ofKeyspace("reservation").id();
        assertThat(part(id).isFocused())
                .as(
                        "not the inspector's name field: %s",
                        window.stage().getScene().getFocusOwner())
                .isTrue();
    }

    @Test
    void should_keep_a_subject_area_with_its_tables_and_places_after_save_and_reopen(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().set(List.of(HOTELS, AMENITIES)));
        AtomicReference<ElementId> made = new AtomicReference<>();
        onFx(() -> made.set(window.parts().newSubjectArea("Rooms").orElseThrow()));
        ElementId id = made.get();

        assertThat(selectedTab(robot).getText()).isEqualTo("Rooms");
        assertThat(tablesOf(part(id))).containsExactlyInAnyOrder(HOTELS, AMENITIES);
        onFx(() -> window.history().undo());
        assertThat(window.partDiagram(id))
                .as("undo takes the subject area away")
                .isEmpty();
        onFx(() -> window.history().redo());
        assertThat(tablesOf(part(id))).containsExactlyInAnyOrder(HOTELS, AMENITIES);

        onFx(() -> window.select(dev.keyspace.model.placement.ViewKind.LOGICAL));
        robot.clickOn("Rooms");
        onFx(() -> window.actions().autoLayout());
        Map<ElementId, NodeBounds> places =
                project().layout().part(id).orElseThrow().nodes();
        assertThat(places.keySet()).contains(HOTELS, AMENITIES);
        Path file = dir.resolve("rooms.ksd.json");
        onFx(() -> window.actions().saveAs(file));

        onFx(() -> window.setDocument(new Document(hotelSample(), null)));
        assertThat(window.partDiagram(id)).as("another project has no such tab").isEmpty();
        onFx(() -> window.actions().open(file));
        waitFor(() -> window.partDiagram(id).isPresent());

        PartDiagram reopened = project().layout().part(id).orElseThrow();
        assertThat(reopened.name()).isEqualTo("Rooms");
        assertThat(reopened.tables()).containsExactly(HOTELS, AMENITIES);
        assertThat(reopened.nodes()).isEqualTo(places);
        robot.clickOn("Rooms");
        waitFor(() -> tablesOf(part(id)).size() == 2);
        assertThat(tablesOf(part(id))).containsExactlyInAnyOrder(HOTELS, AMENITIES);
        NodeBounds hotels = places.get(HOTELS);
        assertThat(part(id).diagram().node(HOTELS).orElseThrow().getLayoutX()).isEqualTo(hotels.x());

        // the subject area's tab, the last and only closable one, shows its close button while selected
        robot.clickOn(robot.lookup(".tab-close-button")
                .match(javafx.scene.Node::isVisible)
                .<javafx.scene.Node>query());
        waitFor(() -> project().layout().part(id).isEmpty());
        assertThat(window.partDiagram(id))
                .as("closing the tab deletes the subject area")
                .isEmpty();
        onFx(() -> window.history().undo());
        assertThat(window.partDiagram(id)).as("undo brings it back").isPresent();
    }

    @Test
    void should_open_a_large_project_on_the_overview_of_its_keyspaces_not_on_every_table(FxRobot robot)
            throws Exception {
        Project large = largeProject();
        assertThat(large.keyspaces().stream().mapToInt(k -> k.tables().size()).sum())
                .isGreaterThan(DiagramTabs.OVERVIEW_TABLES);

        onFx(() -> window.setDocument(new Document(large, null)));

        ZoomableDiagram overview = window.overview().orElseThrow();
        assertThat(window.currentDiagram()).isSameAs(overview);
        assertThat(overview.diagram().nodes().values())
                .as("one box per keyspace, saying what it holds")
                .hasSize(4)
                .allSatisfy(
                        box -> assertThat(((KeyspaceSummaryNode) box).text()).contains("60 tables"));
        assertThat(window.diagram(dev.keyspace.model.placement.ViewKind.LOGICAL)
                        .diagram()
                        .isStale())
                .as("the diagram of every table is not drawn until its tab is chosen")
                .isTrue();
        assertThat(window.partDiagram(PartDiagram.ofKeyspace("ks0").id())).isEmpty();
    }

    @Test
    void should_reveal_a_table_of_a_large_project_in_its_keyspace_diagram(FxRobot robot) throws Exception {
        Project large = largeProject();
        onFx(() -> window.setDocument(new Document(large, null)));
        ElementId table = large.keyspace(dev.keyspace.model.schema.Identifier.of("ks2"))
                .orElseThrow()
                .table(dev.keyspace.model.schema.Identifier.of("t59"))
                .orElseThrow()
                .id();

        onFx(() -> window.reveal(table));
        WaitForAsyncUtils.waitForFxEvents();

        ElementId ks2 = PartDiagram.ofKeyspace("ks2").id();
        assertThat(window.currentDiagram()).isSameAs(part(ks2));
        assertThat(window.editor().selection().primary()).contains(table);
        javafx.scene.Node box = part(ks2).diagram().node(table).orElseThrow();
        javafx.geometry.Bounds shown = part(ks2).localToScene(part(ks2).getLayoutBounds());
        javafx.geometry.Bounds drawn = box.localToScene(box.getLayoutBounds());
        assertThat(shown.contains(drawn.getCenterX(), drawn.getCenterY()))
                .as("the revealed table is scrolled into view: %s in %s", drawn, shown)
                .isTrue();
        assertThat(window.diagram(dev.keyspace.model.placement.ViewKind.LOGICAL)
                        .diagram()
                        .isStale())
                .as("revealing a table draws its keyspace, not every table")
                .isTrue();
    }

    private static Project hotelSample() {
        return dev.keyspace.samples.HotelSample.build();
    }
}
