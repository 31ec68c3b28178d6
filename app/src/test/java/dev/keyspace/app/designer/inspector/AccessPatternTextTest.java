package dev.keyspace.app.designer.inspector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import org.junit.jupiter.api.Test;

class AccessPatternTextTest {

    private final Project hotel = HotelSample.build();
    private final AccessPatternText text = new AccessPatternText(hotel.conceptual());

    @Test
    void should_write_and_read_back_every_query_of_the_hotel_sample() throws Exception {
        for (Query query : hotel.queries()) {
            var pattern = query.pattern();
            assertThat(text.readAttributes(text.attributes(pattern.equality()))).isEqualTo(pattern.equality());
            assertThat(text.readAttributes(text.attributes(pattern.range()))).isEqualTo(pattern.range());
            assertThat(text.readOrderings(text.orderings(pattern.ordering()))).isEqualTo(pattern.ordering());
            assertThat(text.readAttributes(text.attributes(pattern.returned()))).isEqualTo(pattern.returned());
        }
        assertThat(text.orderings(hotel.queries().get(0).pattern().ordering())).isEqualTo("Hotel.id asc");
    }

    @Test
    void should_read_orderings_with_or_without_a_direction() throws Exception {
        assertThat(text.readOrderings(" Availability.date DESC , Room.number"))
                .containsExactly(
                        new Ordering(new AttributeRef(HotelSample.AVAILABILITY, "date"), ClusteringOrder.DESC),
                        new Ordering(new AttributeRef(HotelSample.ROOM, "number"), ClusteringOrder.ASC));
        assertThat(text.readAttributes("  ")).isEqualTo(List.of());
    }

    @Test
    void should_refuse_what_the_conceptual_model_does_not_hold_naming_the_item() {
        assertThatThrownBy(() -> text.readAttributes("Hotel.id, Motel.id"))
                .hasMessage("'Motel.id': the conceptual model has no entity or relationship named Motel");
        assertThatThrownBy(() -> text.readAttributes("Hotel.stars"))
                .hasMessage("'Hotel.stars': Hotel has no attribute stars");
        assertThatThrownBy(() -> text.readAttributes("hotel_id"))
                .hasMessage("'hotel_id': write an attribute as Entity.attribute");
        assertThatThrownBy(() -> text.readOrderings("Hotel.id sideways"))
                .hasMessage("'Hotel.id sideways': the direction is asc or desc, not sideways");
    }
}
