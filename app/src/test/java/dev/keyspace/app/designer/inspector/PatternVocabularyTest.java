package dev.keyspace.app.designer.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.samples.HotelSample;
import org.junit.jupiter.api.Test;

class PatternVocabularyTest {

    private final PatternVocabulary attributes =
            PatternVocabulary.attributes(HotelSample.build().conceptual());
    private final PatternVocabulary orderings =
            PatternVocabulary.orderings(HotelSample.build().conceptual());

    @Test
    void should_complete_the_item_after_the_last_comma_and_keep_the_ones_before() {
        assertThat(attributes.suggest("Hotel.id, Room.nu")).containsExactly("Hotel.id, Room.number");
    }

    @Test
    void should_find_an_attribute_by_its_own_name_whatever_its_entity() {
        assertThat(attributes.suggest("descr"))
                .containsExactlyInAnyOrder("PointOfInterest.description", "Amenity.description");
    }

    @Test
    void should_offer_a_direction_after_an_ordering_attribute_and_nothing_for_an_unknown_one() {
        assertThat(orderings.suggest("Room.number d")).containsExactly("Room.number desc");
        assertThat(orderings.suggest("Room.number ")).containsExactly("Room.number asc", "Room.number desc");
        assertThat(orderings.suggest("Room.nmber ")).isEmpty();
        assertThat(attributes.suggest("")).isEmpty();
    }
}
