package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.views.ArrowNode;
import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A whole diagram of more than {@link DiagramView#SHOWN_NEAR_VIEW_ABOVE} tables keeps only the boxes near the view in
 * the scene, and whatever the user does (scroll, reveal, look at the minimap or the findings) behaves as if every box
 * were there.
 */
@ExtendWith(ApplicationExtension.class)
class LargeDiagramTest extends DesignerFixture {

    /** Four keyspaces of 90 tables: more than {@link DiagramView#SKETCHED_ABOVE} in view once zoomed out. */
    private static final int KEYSPACES = 4;

    private static final int TABLES = 90;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @BeforeEach
    void showLargeProject() {
        onFx(() -> {
            window.setDocument(new Document(KeyspacesOfTables.of(KEYSPACES, TABLES), null));
            window.select(ViewKind.LOGICAL);
        });
    }

    private ZoomableDiagram zoomable() {
        return window.diagram(ViewKind.LOGICAL);
    }

    @Test
    void should_keep_in_the_scene_the_boxes_near_the_view_and_every_box_in_it() {
        Map<ElementId, Node> nodes = logical().nodes();
        assertThat(nodes).hasSize(KEYSPACES * TABLES);
        List<Node> shown = shown(nodes);
        assertThat(shown).as("boxes in the scene").isNotEmpty().hasSizeLessThan(nodes.size());
        assertEveryBoxInViewIsShownAndStyled();

        onFx(() -> {
            zoomable().setHvalue(1);
            zoomable().setVvalue(1);
        });
        assertEveryBoxInViewIsShownAndStyled();
        assertThat(shown(nodes))
                .as("the boxes of the top left corner left the scene")
                .doesNotContainAnyElementsOf(shown);
    }

    @Test
    void should_reveal_a_box_far_from_the_view() throws Exception {
        ElementId far = ElementId.forTable(Identifier.of("ks" + (KEYSPACES - 1)), Identifier.of("t" + (TABLES - 1)));
        Node node = logical().node(far).orElseThrow();
        assertThat(logical().isShown(node)).as("far from the view at first").isFalse();

        onFx(() -> window.reveal(far));

        assertThat(logical().isShown(node)).isTrue();
        Bounds view = zoomable().localToScene(zoomable().getLayoutBounds());
        Bounds box = node.localToScene(node.getLayoutBounds());
        assertThat(view.contains(box.getCenterX(), box.getCenterY()))
                .as("revealed in the middle of the view: %s in %s", box, view)
                .isTrue();
        assertThat(node.getStyleClass()).contains("selected");
    }

    @Test
    void should_draw_every_box_on_the_minimap_and_size_the_scroll_area_for_all_of_them() throws Exception {
        waitFor(() -> zoomable().minimap().marks() == KEYSPACES * TABLES);

        Bounds content = zoomable().getContent().getLayoutBounds();
        double zoom = zoomable().zoomProperty().get();
        for (Node node : logical().nodes().values()) {
            Bounds box = logical().boundsOf(node);
            assertThat(box.getMaxX() * zoom).isLessThanOrEqualTo(content.getWidth() + 1e-6);
            assertThat(box.getMaxY() * zoom).isLessThanOrEqualTo(content.getHeight() + 1e-6);
        }
    }

    @Test
    void should_sketch_the_boxes_when_zoomed_out_past_what_a_frame_can_style_and_draw_them_again_zoomed_in()
            throws Exception {
        onFx(() -> zoomable().setZoom(0.1));
        assertThat(logical().isSketched()).as("sketched at 10 %").isTrue();
        onFx(() -> zoomable().fitToWindow());
        assertThat(logical().sketchedGroups())
                .as("each keyspace outlined and named, since no box is readable")
                .containsExactlyInAnyOrder("ks0", "ks1", "ks2", "ks3");
        assertThat(shown(logical().nodes()))
                .as("no box in the scene while sketched")
                .isEmpty();
        Bounds drawn = zoomable().getContent().getLayoutBounds();

        ElementId first = ElementId.forTable(Identifier.of("ks0"), Identifier.of("t0"));
        onFx(() -> window.editor().selection().select(first));
        assertThat(logical().isSketched()).isTrue();
        assertThat(zoomable().getContent().getLayoutBounds())
                .as("the sketch does not grow the scroll area")
                .isEqualTo(drawn);

        onFx(() -> zoomable().setZoom(1.0));
        assertThat(logical().isSketched()).as("drawn again at 100 %").isFalse();
        assertEveryBoxInViewIsShownAndStyled();
    }

    @Test
    void should_keep_in_the_scene_the_query_arrows_near_the_view() {
        onFx(() -> {
            window.setDocument(new Document(withOneQueryPerTable(KeyspacesOfTables.of(KEYSPACES, TABLES)), null));
            window.select(ViewKind.LOGICAL);
        });
        List<ArrowNode> arrows = logical().arrows();
        assertThat(arrows).hasSize(KEYSPACES * TABLES);
        List<ArrowNode> shown = arrows.stream().filter(logical()::isShown).toList();
        assertThat(shown).as("arrows in the scene").isNotEmpty().hasSizeLessThan(arrows.size());

        Bounds inView = zoomable().viewportInDiagram().orElseThrow();
        for (ArrowNode arrow : arrows) {
            if (arrow.getBoundsInParent().intersects(inView)) {
                assertThat(logical().isShown(arrow))
                        .as("the arrow of %s, in view", arrow.label())
                        .isTrue();
            }
        }
    }

    @Test
    void should_put_finding_dots_only_on_boxes_in_the_scene() throws Exception {
        waitFor(() -> !window.badges(ViewKind.LOGICAL).shown().isEmpty());
        waitFor(() -> !zoomable().lookupAll(".finding-badge").isEmpty());

        for (Node dot : zoomable().lookupAll(".finding-badge")) {
            ElementId id = logical().nodes().keySet().stream()
                    .filter(e -> dot.getId().equals("badge-" + e.value().replace(':', '-')))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("a dot of no box: " + dot.getId()));
            assertThat(logical().isShown(logical().node(id).orElseThrow()))
                    .as("the box of %s", dot.getId())
                    .isTrue();
        }
    }

    private List<Node> shown(Map<ElementId, Node> nodes) {
        return nodes.values().stream().filter(logical()::isShown).toList();
    }

    /** Every box that meets the part in view is in the scene, drawn, and its texts measure what they are styled to. */
    private void assertEveryBoxInViewIsShownAndStyled() {
        Bounds inView = zoomable().viewportInDiagram().orElseThrow();
        int seen = 0;
        for (Node node : logical().nodes().values()) {
            if (!logical().boundsOf(node).intersects(inView)) {
                continue;
            }
            seen++;
            assertThat(logical().isShown(node)).as("%s in view", node.getId()).isTrue();
            ChebotkoTableNode box = (ChebotkoTableNode) node;
            List<Text> texts = box.getChildrenUnmodifiable().stream()
                    .filter(Text.class::isInstance)
                    .map(Text.class::cast)
                    .toList();
            assertThat(texts).as("texts of %s", node.getId()).isNotEmpty();
            double widest = texts.stream()
                    .mapToDouble(t -> t.getLayoutBounds().getWidth())
                    .max()
                    .orElseThrow();
            assertThat(widest)
                    .as("the widest text of %s fits its box", node.getId())
                    .isLessThanOrEqualTo(box.getWidth());
            assertThat(box.getWidth()).isEqualTo(box.prefWidth(-1));
        }
        assertThat(seen).as("boxes in view").isPositive();
    }

    /** The project with one query per table, each entering its table from its own origin box. */
    private static Project withOneQueryPerTable(Project project) {
        List<Query> queries = new java.util.ArrayList<>();
        project.allTables()
                .forEach(ref -> queries.add(new Query(
                        ElementId.of("query:" + queries.size()),
                        "Q" + queries.size(),
                        "reads " + ref.qualifiedName(),
                        AccessPattern.EMPTY,
                        java.util.Optional.of(ref.table().id()))));
        return project.withQueries(queries);
    }
}
