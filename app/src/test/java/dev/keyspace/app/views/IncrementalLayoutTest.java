package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.samples.HotelSample;
import dev.keyspace.samples.KillrVideoSample;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Adding or deleting an element moves no box already drawn, whether the auto-layout placed it or the user did:
 * a new box goes to a free spot near its neighbours instead of the whole diagram being laid out again.
 */
class IncrementalLayoutTest {

    private static final ElementId EXTRA = ElementId.of("table:hotel.extra");

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @ParameterizedTest
    @EnumSource(
            value = ViewKind.class,
            names = {"LOGICAL", "PHYSICAL"})
    void deleting_a_table_moves_no_other_box(ViewKind kind) throws Exception {
        Project project = KillrVideoSample.build();
        DiagramView view = FxTestSupport.rendered(kind, project);
        Map<ElementId, NodeBounds> before = boxes(view);
        TableRef videos = table(project, "videos");

        show(view, new TableEdit.Remove(videos.table().id(), videos.table().name()).apply(project));

        Map<ElementId, NodeBounds> after = boxes(view);
        assertThat(after).doesNotContainKey(videos.table().id());
        List<ElementId> kept =
                after.keySet().stream().filter(before::containsKey).toList();
        assertThat(kept).hasSizeGreaterThan(10);
        kept.forEach(id -> assertThat(after.get(id)).as("%s", id).isEqualTo(before.get(id)));
        after.keySet().stream().filter(id -> !before.containsKey(id)).forEach(id -> assertClear(id, after));
    }

    @ParameterizedTest
    @EnumSource(
            value = ViewKind.class,
            names = {"CONCEPTUAL", "LOGICAL", "PHYSICAL"})
    void adding_a_table_moves_no_other_box_and_finds_it_a_free_spot(ViewKind kind) throws Exception {
        Project project = HotelSample.build();
        DiagramView view = FxTestSupport.rendered(kind, project);
        Map<ElementId, NodeBounds> before = boxes(view);

        show(view, withExtraTable(project));

        Map<ElementId, NodeBounds> after = boxes(view);
        before.forEach((id, bounds) -> assertThat(after.get(id)).as("%s", id).isEqualTo(bounds));
        if (kind != ViewKind.CONCEPTUAL) {
            assertThat(after).containsKey(EXTRA);
            assertClear(EXTRA, after);
        }
    }

    @Test
    void a_new_table_keeps_clear_of_boxes_the_user_placed_and_leaves_them_where_they_are() throws Exception {
        Project project = HotelSample.build();
        DiagramView view = FxTestSupport.rendered(ViewKind.PHYSICAL, project);
        Project placed =
                FxTestSupport.onFx(() -> new LayoutEdit.SetBounds(ViewKind.PHYSICAL, view.autoLayout()).apply(project));
        ElementId hotels = ElementId.of("table:hotel.hotels");
        Project moved = new LayoutEdit.MoveNode(ViewKind.PHYSICAL, hotels, 700, 40).apply(placed);
        show(view, moved);
        Map<ElementId, NodeBounds> before = boxes(view);

        show(view, withExtraTable(moved));

        Map<ElementId, NodeBounds> after = boxes(view);
        before.forEach((id, bounds) -> assertThat(after.get(id)).as("%s", id).isEqualTo(bounds));
        assertThat(after.get(hotels).x()).isEqualTo(700);
        assertClear(EXTRA, after);
        assertThat(view.isUnplaced(EXTRA)).isTrue();
    }

    @Test
    void a_new_table_is_placed_beside_its_own_keyspace() throws Exception {
        Project project = HotelSample.build();
        DiagramView view = FxTestSupport.rendered(ViewKind.PHYSICAL, project);

        show(view, withExtraTable(project));

        NodeBounds extra = boxes(view).get(EXTRA);
        KeyspaceFrameNode hotel = view.frames().values().stream()
                .filter(f -> f.keyspace().name().asCql().equals("hotel"))
                .findFirst()
                .orElseThrow();
        Bounds frame = FxTestSupport.onFx(hotel::getBoundsInParent);
        assertThat(frame.contains(extra.x(), extra.y(), extra.width(), extra.height()))
                .as("the hotel frame, now around the new table too")
                .isTrue();
        Map<ElementId, NodeBounds> boxes = boxes(view);
        List<NodeBounds> hotelMembers = view.spec().nodes().stream()
                .filter(n -> n.parent()
                                .equals(Optional.of(DiagramIds.forKeyspace(view.getProject()
                                        .keyspace(Identifier.of("hotel"))
                                        .orElseThrow())))
                        && !n.id().equals(EXTRA))
                .map(n -> boxes.get(n.id()))
                .toList();
        NodeBounds keyspace = union(hotelMembers);
        assertThat(gap(keyspace, extra)).as("gap to the tables of its keyspace").isLessThan(120);
    }

    private static NodeBounds union(List<NodeBounds> boxes) {
        double minX = boxes.stream().mapToDouble(NodeBounds::x).min().orElseThrow();
        double minY = boxes.stream().mapToDouble(NodeBounds::y).min().orElseThrow();
        double maxX = boxes.stream().mapToDouble(b -> b.x() + b.width()).max().orElseThrow();
        double maxY = boxes.stream().mapToDouble(b -> b.y() + b.height()).max().orElseThrow();
        return new NodeBounds(minX, minY, maxX - minX, maxY - minY);
    }

    private static Project withExtraTable(Project project) {
        Table extra = Table.of(EXTRA, "extra", List.of(Column.partitionKey("k", CqlType.of(NativeType.INT), 0)));
        return new TableEdit.Add(Identifier.of("hotel"), extra).apply(project);
    }

    private static TableRef table(Project project, String name) {
        return project.allTables().stream()
                .filter(t -> t.table().name().asCql().equals(name))
                .findFirst()
                .orElseThrow();
    }

    private static void assertClear(ElementId id, Map<ElementId, NodeBounds> boxes) {
        NodeBounds box = boxes.get(id);
        List<ElementId> overlapping = new ArrayList<>();
        boxes.forEach((other, b) -> {
            if (!other.equals(id)
                    && box.x() < b.x() + b.width()
                    && b.x() < box.x() + box.width()
                    && box.y() < b.y() + b.height()
                    && b.y() < box.y() + box.height()) {
                overlapping.add(other);
            }
        });
        assertThat(overlapping).as("boxes under the new %s", id).isEmpty();
    }

    private static double gap(NodeBounds a, NodeBounds b) {
        double dx = Math.max(0, Math.max(a.x() - (b.x() + b.width()), b.x() - (a.x() + a.width())));
        double dy = Math.max(0, Math.max(a.y() - (b.y() + b.height()), b.y() - (a.y() + a.height())));
        return Math.max(dx, dy);
    }

    private static Map<ElementId, NodeBounds> boxes(DiagramView view) {
        try {
            return FxTestSupport.onFx(() -> {
                Map<ElementId, NodeBounds> boxes = new LinkedHashMap<>();
                view.nodes().forEach((id, node) -> boxes.put(id, box(node)));
                return boxes;
            });
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static NodeBounds box(Node node) {
        Bounds b = node instanceof Region r ? DiagramNodes.box(r) : node.getBoundsInParent();
        return new NodeBounds(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
    }

    private static void show(DiagramView view, Project project) throws Exception {
        FxTestSupport.onFx(() -> {
            view.setProject(project);
            FxTestSupport.settle(view);
            return null;
        });
    }
}
