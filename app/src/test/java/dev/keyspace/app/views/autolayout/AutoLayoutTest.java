package dev.keyspace.app.views.autolayout;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.FxTestSupport;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.samples.HotelSample;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class AutoLayoutTest {

    private static final Project HOTEL = HotelSample.build();

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    private static Map<ElementId, NodeSize> measured(ViewKind kind) throws Exception {
        DiagramView view = FxTestSupport.rendered(kind, HOTEL);
        return FxTestSupport.onFx(view::measuredSizes);
    }

    @ParameterizedTest
    @EnumSource(ViewKind.class)
    void should_place_every_node_of_the_view_without_overlaps(ViewKind kind) throws Exception {
        Map<ElementId, NodeSize> sizes = measured(kind);
        DiagramSpec spec = DiagramSpec.of(HOTEL, kind);

        Map<ElementId, NodeBounds> bounds = AutoLayout.layout(HOTEL, kind, sizes);

        assertThat(bounds.keySet())
                .containsExactlyInAnyOrderElementsOf(
                        spec.nodes().stream().map(SpecNode::id).toList());
        List<ElementId> placed = spec.placedNodes().stream().map(SpecNode::id).toList();
        assertNoOverlaps(placed, bounds);
        for (ElementId id : placed) {
            assertThat(bounds.get(id).width()).isEqualTo(sizes.get(id).width());
            assertThat(bounds.get(id).x()).isGreaterThanOrEqualTo(0);
            assertThat(bounds.get(id).y()).isGreaterThanOrEqualTo(0);
        }
    }

    @Test
    void should_keep_keyspace_frames_apart_and_their_members_inside_them() throws Exception {
        DiagramSpec spec = DiagramSpec.of(HOTEL, ViewKind.PHYSICAL);
        Map<ElementId, NodeBounds> bounds = AutoLayout.layout(HOTEL, ViewKind.PHYSICAL, measured(ViewKind.PHYSICAL));

        List<ElementId> frames = spec.nodes().stream()
                .filter(SpecNode::isFrame)
                .map(SpecNode::id)
                .toList();
        assertThat(frames).hasSize(2);
        assertNoOverlaps(frames, bounds);
        for (SpecNode member : spec.placedNodes()) {
            NodeBounds frame = bounds.get(member.parent().orElseThrow());
            NodeBounds inner = bounds.get(member.id());
            assertThat(inner.x()).isGreaterThanOrEqualTo(frame.x());
            assertThat(inner.y()).isGreaterThanOrEqualTo(frame.y());
            assertThat(inner.x() + inner.width()).isLessThanOrEqualTo(frame.x() + frame.width());
            assertThat(inner.y() + inner.height()).isLessThanOrEqualTo(frame.y() + frame.height());
        }
    }

    @Test
    void should_give_the_same_layout_for_the_same_input() throws Exception {
        Map<ElementId, NodeSize> sizes = measured(ViewKind.LOGICAL);

        assertThat(AutoLayout.layout(HOTEL, ViewKind.LOGICAL, sizes))
                .isEqualTo(AutoLayout.layout(HOTEL, ViewKind.LOGICAL, sizes));
    }

    @Test
    void should_lay_out_nodes_left_to_right_along_the_workflow() throws Exception {
        Map<ElementId, NodeBounds> bounds = AutoLayout.layout(HOTEL, ViewKind.LOGICAL, measured(ViewKind.LOGICAL));

        NodeBounds byPoi = bounds.get(ElementId.of("table:hotel.hotels_by_poi"));
        NodeBounds hotels = bounds.get(ElementId.of("table:hotel.hotels"));
        assertThat(hotels.x()).isGreaterThan(byPoi.x() + byPoi.width());
    }

    private static void assertNoOverlaps(List<ElementId> ids, Map<ElementId, NodeBounds> bounds) {
        List<String> overlaps = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                if (overlap(bounds.get(ids.get(i)), bounds.get(ids.get(j)))) {
                    overlaps.add(ids.get(i) + " / " + ids.get(j));
                }
            }
        }
        assertThat(overlaps).isEmpty();
    }

    private static boolean overlap(NodeBounds a, NodeBounds b) {
        return a.x() < b.x() + b.width()
                && b.x() < a.x() + a.width()
                && a.y() < b.y() + b.height()
                && b.y() < a.y() + a.height();
    }
}
