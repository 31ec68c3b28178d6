package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PhysicalViewTest {

    private static DiagramView view;

    @BeforeAll
    static void render() throws Exception {
        FxTestSupport.startToolkit();
        Project indexed = HotelSample.build()
                .mapKeyspace(
                        Identifier.of("hotel"),
                        k -> k.withIndexes(
                                List.of(Index.sai("hotels_name_idx", "hotels", IndexTarget.simple("name")))));
        view = FxTestSupport.rendered(ViewKind.PHYSICAL, indexed);
    }

    private static ChebotkoTableNode box(String cssId) {
        return (ChebotkoTableNode) view.nodeById(cssId).orElseThrow();
    }

    @Test
    void should_show_the_cql_type_of_every_column() {
        assertThat(box("table-hotel.hotels_by_poi").lines())
                .containsExactly(
                        "poi_name text K", "hotel_id text C↑", "name text", "phone text", "address frozen<address> *");
        assertThat(box("table-reservation.guests").lines()).contains("addresses map<text, frozen<address>> < >");
    }

    @Test
    void should_mark_indexed_columns_and_list_the_index_under_the_table() {
        ChebotkoTableNode hotels = box("table-hotel.hotels");

        assertThat(hotels.lines()).contains("name text IDX");
        assertThat(hotels.footerLines()).containsExactly("IDX hotels_name_idx (name) SAI");
    }

    @Test
    void should_group_tables_types_and_views_in_a_frame_per_keyspace() {
        KeyspaceFrameNode hotel =
                (KeyspaceFrameNode) view.nodeById("keyspace-hotel").orElseThrow();
        KeyspaceFrameNode reservation =
                (KeyspaceFrameNode) view.nodeById("keyspace-reservation").orElseThrow();

        assertThat(hotel.title()).isEqualTo("keyspace hotel  (SimpleStrategy, RF 3)");
        assertInside(box("table-hotel.hotels_by_poi"), hotel);
        assertInside(box("type-hotel.address"), hotel);
        assertInside(box("view-reservation.reservations_by_confirmation"), reservation);
        assertInside(box("type-reservation.address"), reservation);
        assertThat(hotel.getBoundsInParent().intersects(reservation.getBoundsInParent()))
                .isFalse();
    }

    @Test
    void should_draw_udt_boxes_with_typed_fields_and_no_key_markers() {
        ChebotkoTableNode address = box("type-reservation.address");

        assertThat(address.title()).isEqualTo("address *");
        assertThat(address.lines())
                .containsExactly(
                        "street text", "city text", "state_or_province text", "postal_code text", "country text");
        assertThat(DiagramNodes.elementId(address)).contains(ElementId.of("type:reservation.address"));
    }

    @Test
    void should_name_the_base_table_of_a_materialized_view() {
        ChebotkoTableNode confirmation = box("view-reservation.reservations_by_confirmation");

        assertThat(confirmation.lines()).startsWith("confirm_number text K", "hotel_id text C↑");
        assertThat(confirmation.lookupAll(".chebotko-subtitle"))
                .extracting(n -> ((javafx.scene.text.Text) n).getText())
                .containsExactly("materialized view of reservations_by_hotel_date");
    }

    private static void assertInside(Node member, KeyspaceFrameNode frame) {
        Bounds frameBounds = frame.getBoundsInParent();
        Bounds memberBounds = member.getBoundsInParent();
        assertThat(frameBounds.contains(memberBounds))
                .as("%s inside %s", member.getId(), frame.getId())
                .isTrue();
    }
}
