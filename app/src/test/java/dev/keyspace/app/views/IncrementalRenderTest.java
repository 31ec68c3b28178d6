package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Parent;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A new project redraws only what changed, and what is drawn is always what a fresh view would draw. */
class IncrementalRenderTest {

    private static final ElementId HOTELS = ElementId.of("table:hotel.hotels");
    private static final ElementId POIS = ElementId.of("table:hotel.pois_by_hotel");

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @Test
    void should_keep_the_nodes_of_unchanged_tables_and_draw_the_changed_one_again() throws Exception {
        Project project = HotelSample.build();
        DiagramView view = FxTestSupport.rendered(ViewKind.PHYSICAL, project);
        Node hotels = view.node(HOTELS).orElseThrow();
        Node pois = view.node(POIS).orElseThrow();
        int arrows = view.arrows().size();
        Project renamed =
                new ColumnEdit.Rename(HOTELS, Identifier.of("phone"), Identifier.of("telephone")).apply(project);

        show(view, renamed);

        assertThat(view.node(POIS)).containsSame(pois);
        assertThat(view.node(HOTELS).orElseThrow()).isNotSameAs(hotels);
        assertThat(((ChebotkoTableNode) view.node(HOTELS).orElseThrow()).lines())
                .contains("telephone text");
        assertThat(view.arrows()).hasSize(arrows);
        assertThat(drawing(view)).isEqualTo(drawing(FxTestSupport.rendered(ViewKind.PHYSICAL, renamed)));
    }

    @Test
    void should_keep_every_node_when_only_a_position_changes_and_move_that_node() throws Exception {
        Project project = HotelSample.build();
        DiagramView view = FxTestSupport.rendered(ViewKind.LOGICAL, project);
        Map<ElementId, Node> before = view.nodes();
        Project placed =
                FxTestSupport.onFx(() -> new LayoutEdit.SetBounds(ViewKind.LOGICAL, view.autoLayout()).apply(project));
        show(view, placed);
        Project moved = new LayoutEdit.MoveNode(ViewKind.LOGICAL, HOTELS, 1234, 567).apply(placed);

        show(view, moved);

        view.nodes().forEach((id, node) -> assertThat(node).isSameAs(before.get(id)));
        assertThat(view.node(HOTELS).orElseThrow().getLayoutX()).isEqualTo(1234);
        assertThat(view.node(HOTELS).orElseThrow().getLayoutY()).isEqualTo(567);
    }

    @Test
    void should_drop_the_nodes_and_arrows_of_removed_elements() throws Exception {
        Project project = HotelSample.build();
        DiagramView view = FxTestSupport.rendered(ViewKind.LOGICAL, project);
        Project smaller = project.mapKeyspace(
                Identifier.of("hotel"),
                k -> k.withTables(
                        k.tables().stream().filter(t -> !t.id().equals(POIS)).toList()));

        show(view, smaller);

        assertThat(view.node(POIS)).isEmpty();
        assertThat(view.arrows())
                .allSatisfy(a -> assertThat(a.targetNode().getParent()).isNotNull());
        assertThat(drawing(view)).isEqualTo(drawing(FxTestSupport.rendered(ViewKind.LOGICAL, smaller)));
    }

    @Test
    void should_catch_up_when_a_view_that_was_not_live_is_asked_for_its_nodes() throws Exception {
        Project project = HotelSample.build();
        DiagramView view = FxTestSupport.rendered(ViewKind.LOGICAL, project);
        Project renamed =
                new ColumnEdit.Rename(HOTELS, Identifier.of("phone"), Identifier.of("telephone")).apply(project);
        long renders = view.rendersProperty().get();

        FxTestSupport.onFx(() -> {
            view.setLive(false);
            view.setProject(renamed);
            return null;
        });

        assertThat(view.isStale()).isTrue();
        assertThat(view.rendersProperty().get()).isEqualTo(renders);
        assertThat(((ChebotkoTableNode) view.node(HOTELS).orElseThrow()).lines())
                .contains("telephone");
        assertThat(view.isStale()).isFalse();
    }

    private static void show(DiagramView view, Project project) throws Exception {
        FxTestSupport.onFx(() -> {
            view.setProject(project);
            FxTestSupport.settle(view);
            return null;
        });
    }

    /** What the view shows, node by node in drawing order: style classes and texts. */
    private static List<String> drawing(DiagramView view) throws Exception {
        return FxTestSupport.onFx(() -> {
            List<String> lines = new java.util.ArrayList<>();
            describe(view, lines);
            return lines;
        });
    }

    private static void describe(Node node, List<String> lines) {
        String text = node instanceof javafx.scene.text.Text t ? " " + t.getText() : "";
        lines.add(node.getClass().getSimpleName() + node.getStyleClass() + text);
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> describe(child, lines));
        }
    }
}
