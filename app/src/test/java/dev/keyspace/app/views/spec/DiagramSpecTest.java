package dev.keyspace.app.views.spec;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.ReadPlan;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DiagramSpecTest {

    private static final Project HOTEL = HotelSample.build();
    private static final ElementId HOTELS_BY_POI = ElementId.of("table:hotel.hotels_by_poi");
    private static final ElementId HOTELS = ElementId.of("table:hotel.hotels");
    private static final ElementId GUESTS = ElementId.of("table:reservation.guests");

    @Test
    void should_enter_the_first_query_of_the_workflow_from_its_own_origin() {
        DiagramSpec spec = DiagramSpec.of(HOTEL, ViewKind.LOGICAL);

        assertThat(spec.edges()).contains(new SpecEdge(ElementId.of("query:q1"), HOTELS_BY_POI, "Q1", EdgeKind.QUERY));
        assertThat(spec.node(ElementId.of("query:q1"))).map(SpecNode::kind).contains(NodeKind.QUERY);
    }

    @Test
    void should_draw_a_plan_query_flowing_from_each_table_it_reads_to_the_next() {
        Project planned = new QueryEdit.SetPlan(
                        ElementId.of("query:q1"), Optional.of(new ReadPlan(List.of(HOTELS, GUESTS))))
                .apply(HOTEL);

        DiagramSpec spec = DiagramSpec.of(planned, ViewKind.LOGICAL);

        assertThat(spec.edges())
                .contains(new SpecEdge(ElementId.of("query:q1"), HOTELS_BY_POI, "Q1", EdgeKind.QUERY))
                .contains(new SpecEdge(HOTELS_BY_POI, HOTELS, "Q1, Q2", EdgeKind.FLOW))
                .contains(new SpecEdge(HOTELS, GUESTS, "Q1", EdgeKind.FLOW));
    }

    @Test
    void should_draw_a_table_to_table_arrow_where_the_workflow_feeds_one_query_into_the_next() {
        DiagramSpec spec = DiagramSpec.of(HOTEL, ViewKind.LOGICAL);

        assertThat(spec.edges()).contains(new SpecEdge(HOTELS_BY_POI, HOTELS, "Q2", EdgeKind.FLOW));
        assertThat(spec.node(ElementId.of("query:q2"))).isEmpty();
        assertThat(spec.edges().stream()
                        .filter(e -> e.target().equals(GUESTS))
                        .map(SpecEdge::source)
                        .map(ElementId::value))
                .containsExactlyInAnyOrder(
                        "table:reservation.reservations_by_hotel_date",
                        "table:reservation.reservations_by_guest",
                        "view:reservation.reservations_by_confirmation");
    }

    @Test
    void should_link_a_materialized_view_to_its_base_table() {
        DiagramSpec spec = DiagramSpec.of(HOTEL, ViewKind.PHYSICAL);

        assertThat(spec.edges())
                .contains(new SpecEdge(
                        ElementId.of("table:reservation.reservations_by_hotel_date"),
                        ElementId.of("view:reservation.reservations_by_confirmation"),
                        "",
                        EdgeKind.VIEW_OF));
    }

    @Test
    void should_frame_every_table_type_and_query_origin_in_its_keyspace_in_the_physical_view_only() {
        DiagramSpec physical = DiagramSpec.of(HOTEL, ViewKind.PHYSICAL);
        DiagramSpec logical = DiagramSpec.of(HOTEL, ViewKind.LOGICAL);

        assertThat(physical.node(HOTELS_BY_POI).orElseThrow().parent()).contains(ElementId.of("keyspace:hotel"));
        assertThat(physical.node(ElementId.of("type:reservation.address"))
                        .orElseThrow()
                        .parent())
                .contains(ElementId.of("keyspace:reservation"));
        assertThat(physical.node(ElementId.of("query:q1")).orElseThrow().parent())
                .contains(ElementId.of("keyspace:hotel"));
        assertThat(logical.nodes()).noneMatch(SpecNode::isFrame);
        assertThat(logical.nodes()).allMatch(n -> n.parent().isEmpty());
    }

    @Test
    void should_merge_entry_transitions_into_one_task_into_one_labelled_arrow() {
        DiagramSpec spec = DiagramSpec.of(HOTEL, ViewKind.WORKFLOW);

        assertThat(spec.edges())
                .contains(new SpecEdge(
                        DiagramIds.WORKFLOW_START,
                        ElementId.of("task:reservation"),
                        "Q6, Q7, Q8",
                        EdgeKind.TRANSITION));
        assertThat(spec.edges()).hasSize(7);
    }

    @Test
    void should_connect_each_relationship_to_its_entities_with_their_cardinalities() {
        DiagramSpec spec = DiagramSpec.of(HOTEL, ViewKind.CONCEPTUAL);

        ElementId has = ElementId.of("relationship:has_room");
        assertThat(spec.edges())
                .contains(
                        new SpecEdge(HotelSample.HOTEL, has, "1", EdgeKind.CONNECTOR),
                        new SpecEdge(has, HotelSample.ROOM, "n", EdgeKind.CONNECTOR));
        assertThat(spec.nodes()).hasSize(7 + 6);
    }

    @Test
    void should_give_frames_types_and_attributes_stable_ids() {
        assertThat(DiagramIds.cssId(HOTELS_BY_POI)).isEqualTo("table-hotel.hotels_by_poi");
        assertThat(DiagramIds.forAttribute(HotelSample.HOTEL, "id")).isEqualTo(ElementId.of("entity:hotel/id"));
        assertThat(DiagramSpec.of(Project.empty("empty"), ViewKind.PHYSICAL).nodes())
                .isEqualTo(List.of());
    }
}
