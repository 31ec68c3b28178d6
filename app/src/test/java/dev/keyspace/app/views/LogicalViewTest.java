package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.samples.HotelSample;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class LogicalViewTest {

    private static DiagramView view;

    @BeforeAll
    static void render() throws Exception {
        FxTestSupport.startToolkit();
        view = FxTestSupport.rendered(ViewKind.LOGICAL, HotelSample.build());
    }

    private static ChebotkoTableNode box(String cssId) {
        return (ChebotkoTableNode) view.nodeById(cssId).orElseThrow();
    }

    @Test
    void should_draw_hotels_by_poi_as_a_chebotko_box_with_key_markers_and_no_types() {
        ChebotkoTableNode table = box("table-hotel.hotels_by_poi");

        assertThat(table.title()).isEqualTo("hotels_by_poi");
        assertThat(table.lines()).containsExactly("poi_name K", "hotel_id C↑", "name", "phone", "address *");
        assertThat(DiagramNodes.elementId(table)).contains(ElementId.of("table:hotel.hotels_by_poi"));
        assertThat(table.getStyleClass()).contains("chebotko-table");
    }

    @Test
    void should_show_collection_markers_and_partition_keys_in_key_order() {
        assertThat(box("table-reservation.guests").lines())
                .contains("emails { }", "phone_numbers [ ]", "addresses < >");
        assertThat(box("table-hotel.amenities_by_room").lines())
                .startsWith("hotel_id K", "room_number K", "amenity_name C↑");
    }

    @Test
    void should_give_a_query_origin_its_description_as_a_tooltip_once_the_pointer_enters() throws Exception {
        QueryEntryNode origin = (QueryEntryNode) view.arrows().stream()
                .filter(a -> a.label().equals("Q1"))
                .findFirst()
                .orElseThrow()
                .sourceNode();
        String expected = "Q1: " + origin.query().description();
        assertThat(origin.query().description()).isNotBlank();
        assertThat(tooltipOf(origin)).as("no tooltip made before a hover").isNull();

        FxTestSupport.onFx(() -> {
            javafx.event.Event.fireEvent(origin, enteredEvent());
            javafx.event.Event.fireEvent(origin, enteredEvent());
            return null;
        });

        assertThat(tooltipOf(origin)).isNotNull();
        assertThat(tooltipOf(origin).getText()).isEqualTo(expected);
    }

    /** What {@code Tooltip.install} keeps on the node. */
    private static javafx.scene.control.Tooltip tooltipOf(javafx.scene.Node node) {
        return (javafx.scene.control.Tooltip) node.getProperties().get("javafx.scene.control.Tooltip");
    }

    private static javafx.scene.input.MouseEvent enteredEvent() {
        return new javafx.scene.input.MouseEvent(
                javafx.scene.input.MouseEvent.MOUSE_ENTERED,
                1,
                1,
                1,
                1,
                javafx.scene.input.MouseButton.NONE,
                0,
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                null);
    }

    @Test
    void should_enter_hotels_by_poi_with_the_q1_arrow() {
        ArrowNode q1 = view.arrows().stream()
                .filter(a -> a.label().equals("Q1"))
                .findFirst()
                .orElseThrow();
        ChebotkoTableNode table = box("table-hotel.hotels_by_poi");

        assertThat(q1.edge().kind()).isEqualTo(EdgeKind.QUERY);
        assertThat(q1.targetNode()).isSameAs(table);
        assertThat(((QueryEntryNode) q1.sourceNode()).text()).isEqualTo("Q1");
        assertThat(onBorder(q1.end(), table.getBoundsInParent())).isTrue();
        assertThat(q1.getChildren()).contains(q1.line());
    }

    @Test
    void should_follow_the_workflow_from_hotels_by_poi_to_hotels_with_q2() {
        ArrowNode q2 = view.arrows().stream()
                .filter(a -> a.label().equals("Q2"))
                .findFirst()
                .orElseThrow();

        assertThat(q2.edge().kind()).isEqualTo(EdgeKind.FLOW);
        assertThat(q2.sourceNode()).isSameAs(box("table-hotel.hotels_by_poi"));
        assertThat(q2.targetNode()).isSameAs(box("table-hotel.hotels"));
    }

    @Test
    void should_draw_materialized_views_like_tables_marked_as_views() {
        ChebotkoTableNode view = box("view-reservation.reservations_by_confirmation");

        assertThat(view.getStyleClass()).contains("materialized-view");
        assertThat(view.lines()).startsWith("confirm_number K", "hotel_id C↑", "start_date C↑", "room_number C↑");
        assertThat(view.lines()).contains("end_date", "guest_id");
    }

    @Test
    void should_title_user_defined_type_boxes_with_a_star() {
        ChebotkoTableNode address = box("type-hotel.address");

        assertThat(address.title()).isEqualTo("address *");
        assertThat(address.lines()).containsExactly("street", "city", "state_or_province", "postal_code", "country");
    }

    @Test
    void should_name_the_keyspace_of_each_user_defined_type_since_no_frame_does() {
        assertThat(box("type-hotel.address").lookup(".chebotko-subtitle"))
                .isInstanceOfSatisfying(javafx.scene.text.Text.class, t -> assertThat(t.getText())
                        .isEqualTo("type in keyspace hotel"));
        assertThat(box("type-reservation.address").lookup(".chebotko-subtitle"))
                .isInstanceOfSatisfying(javafx.scene.text.Text.class, t -> assertThat(t.getText())
                        .isEqualTo("type in keyspace reservation"));
    }

    private static boolean onBorder(Point2D p, Bounds b) {
        double tolerance = 2;
        boolean inside = p.getX() >= b.getMinX() - tolerance
                && p.getX() <= b.getMaxX() + tolerance
                && p.getY() >= b.getMinY() - tolerance
                && p.getY() <= b.getMaxY() + tolerance;
        boolean nearEdge = Math.abs(p.getX() - b.getMinX()) <= tolerance
                || Math.abs(p.getX() - b.getMaxX()) <= tolerance
                || Math.abs(p.getY() - b.getMinY()) <= tolerance
                || Math.abs(p.getY() - b.getMaxY()) <= tolerance;
        return inside && nearEdge;
    }
}
