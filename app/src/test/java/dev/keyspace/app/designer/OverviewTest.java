package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.views.KeyspaceSummaryNode;
import dev.keyspace.app.views.OverviewView;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The overview of the keyspaces: a large project opens on it; a click selects a keyspace, a double click or Enter
 * opens the keyspace's own diagram; each keyspace carries its worst finding; View > Overview of Keyspaces opens it
 * on any project, and it changes nothing in the project.
 */
@ExtendWith(ApplicationExtension.class)
class OverviewTest extends PartFixture {

    private static final ElementId KS2 = ElementId.of("keyspace:ks2");

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private ZoomableDiagram openLarge() {
        onFx(() -> window.setDocument(new Document(largeProject(), null)));
        WaitForAsyncUtils.waitForFxEvents();
        return window.overview().orElseThrow();
    }

    private Point2D middleOf(Node node) {
        Bounds bounds = node.localToScreen(node.getLayoutBounds());
        return new Point2D(bounds.getCenterX(), bounds.getCenterY());
    }

    private Node box(ZoomableDiagram overview, ElementId keyspace) {
        Node box = overview.diagram().node(keyspace).orElseThrow();
        onFx(() -> overview.scrollIntoView(keyspace));
        return box;
    }

    @Test
    void a_double_click_on_a_keyspace_opens_its_diagram(FxRobot robot) throws Exception {
        ZoomableDiagram overview = openLarge();

        Node box = box(overview, KS2);
        robot.clickOn(middleOf(box)); // selected first: a busy test machine may not tell a slow first click's double
        WaitForAsyncUtils.waitForFxEvents();
        robot.doubleClickOn(middleOf(box), MouseButton.PRIMARY);

        ElementId ks2 = PartDiagram.ofKeyspace("ks2").id();
        waitFor(() -> window.partDiagram(ks2).isPresent());
        assertThat(window.currentDiagram()).isSameAs(part(ks2));
        assertThat(tablesOf(part(ks2))).isEqualTo(tablesOf(project(), "ks2"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(part(ks2).isFocused())
                .as(
                        "the keyspace's diagram has the keys, not a field of the inspector: %s",
                        window.stage().getScene().getFocusOwner())
                .isTrue();
        assertThat(window.history().canUndo())
                .as("opening a keyspace changes nothing")
                .isFalse();
    }

    @Test
    void a_click_selects_a_keyspace_and_enter_opens_it(FxRobot robot) throws Exception {
        ZoomableDiagram overview = openLarge();

        robot.clickOn(middleOf(box(overview, KS2)));
        assertThat(window.editor().selection().primary()).contains(KS2);
        assertThat(window.partDiagram(PartDiagram.ofKeyspace("ks2").id()))
                .as("one click only selects")
                .isEmpty();

        robot.type(KeyCode.ENTER);

        waitFor(() -> window.partDiagram(PartDiagram.ofKeyspace("ks2").id()).isPresent());
        assertThat(window.currentDiagram())
                .isSameAs(part(PartDiagram.ofKeyspace("ks2").id()));
    }

    @Test
    void keyspaces_stand_in_the_project_order_in_rows_as_wide_as_the_view() throws Exception {
        // a view of its own: in the window, the view's own width would fit it again after each of these
        java.util.concurrent.atomic.AtomicReference<OverviewView> made =
                new java.util.concurrent.atomic.AtomicReference<>();
        onFx(() -> {
            OverviewView own = new OverviewView(largeProject());
            new javafx.scene.Scene(new javafx.scene.Group(own));
            own.applyCss();
            made.set(own);
        });
        OverviewView view = made.get();

        for (double width : new double[] {300, 600, 2000}) {
            onFx(() -> {
                view.fitTo(width);
                view.layout();
            });
            List<Node> boxes = java.util.stream.IntStream.range(0, 4)
                    .mapToObj(k -> view.node(ElementId.of("keyspace:ks" + k)).orElseThrow())
                    .toList();
            int columns = view.columns();
            assertThat(columns).as("columns at %s", width).isEqualTo(Math.max(1, Math.min(4, (int)
                    ((width - 32) / (boxes.get(0).getLayoutBounds().getWidth() + 32)))));
            for (int k = 1; k < boxes.size(); k++) {
                Node before = boxes.get(k - 1);
                Node box = boxes.get(k);
                boolean sameRow = k % columns != 0;
                assertThat(box.getLayoutY() == before.getLayoutY())
                        .as("ks%d in the row of ks%d at %s wide", k, k - 1, width)
                        .isEqualTo(sameRow);
                if (sameRow) {
                    assertThat(box.getLayoutX())
                            .isGreaterThan(before.getLayoutX()
                                    + before.getLayoutBounds().getWidth());
                } else {
                    assertThat(box.getLayoutY())
                            .isGreaterThan(before.getLayoutY()
                                    + before.getLayoutBounds().getHeight());
                }
            }
        }
    }

    @Test
    void a_table_selected_elsewhere_brings_its_keyspace_into_view() throws Exception {
        ZoomableDiagram overview = openLarge();
        ElementId ks3 = ElementId.of("keyspace:ks3");
        onFx(() -> {
            overview.setZoom(3); // only a part of the overview in view
            overview.setHvalue(0);
            overview.setVvalue(0);
        });
        Node box = overview.diagram().node(ks3).orElseThrow();
        assertThat(inView(overview, box)).isFalse();

        ElementId table = project()
                .keyspace(dev.keyspace.model.schema.Identifier.of("ks3"))
                .orElseThrow()
                .table(dev.keyspace.model.schema.Identifier.of("t7"))
                .orElseThrow()
                .id();
        onFx(() -> window.editor().selection().select(table)); // as the outline does

        assertThat(inView(overview, box)).isTrue();
        assertThat(window.currentDiagram()).as("the overview stays shown").isSameAs(overview);
    }

    @Test
    void a_drag_moves_no_keyspace_and_records_nothing(FxRobot robot) throws Exception {
        ZoomableDiagram overview = openLarge();
        Node box = box(overview, KS2);
        double x = box.getLayoutX();
        double y = box.getLayoutY();

        robot.drag(middleOf(box), MouseButton.PRIMARY).moveBy(80, 60).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(box.getLayoutX()).isEqualTo(x);
        assertThat(box.getLayoutY()).isEqualTo(y);
        assertThat(window.history().canUndo()).isFalse();
    }

    @Test
    void each_keyspace_carries_its_worst_finding() throws Exception {
        openLarge();

        waitFor(() -> window.checkedRevision() >= 0
                && !window.overviewBadges().orElseThrow().shown().isEmpty());

        // every table serves no query and every keyspace keeps one replica: warnings, no error
        assertThat(window.overviewBadges().orElseThrow().shown()).hasSize(4).containsEntry(KS2, Severity.WARNING);
        assertThat(window.overviewBadges().orElseThrow().tooltip(KS2))
                .hasValueSatisfying(
                        text -> assertThat(text).startsWith("Worst findings: ").contains("warning"));
    }

    @Test
    void the_view_menu_opens_the_overview_of_any_project_and_closing_it_keeps_the_project(FxRobot robot)
            throws Exception {
        Project before = project();

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.O).release(KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        ZoomableDiagram overview = window.overview().orElseThrow();
        assertThat(window.currentDiagram()).isSameAs(overview);
        assertThat(overview.diagram().nodes().values())
                .extracting(n -> ((KeyspaceSummaryNode) n).summary().name().internal())
                .containsExactlyInAnyOrder("hotel", "reservation");
        TabPane tabs = robot.lookup(".tab-pane").queryAs(TabPane.class);
        assertThat(tabs.getTabs().get(0).getText()).isEqualTo("Overview");

        robot.clickOn(
                robot.lookup("#" + OverviewTab.TAB_ID + " .tab-close-button").queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(window.overview()).isEmpty();
        assertThat(tabs.getTabs()).extracting(t -> t.getText()).doesNotContain("Overview");
        assertThat(project()).isSameAs(before);
        assertThat(window.currentDiagram().diagram()).isNotInstanceOf(dev.keyspace.app.views.OverviewView.class);
    }
}
