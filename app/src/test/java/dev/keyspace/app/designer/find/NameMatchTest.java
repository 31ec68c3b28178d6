package dev.keyspace.app.designer.find;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NameMatchTest {

    @ParameterizedTest(name = "{0} in {1}")
    @CsvSource({
        "hotels_by_poi, hotels_by_poi, 0",
        "HOTELS, hotels_by_poi, 1",
        "hbp, hotels_by_poi, 2",
        "hotByPoi, hotels_by_poi, 2",
        "hot_by, hotels_by_poi, 2",
        "hp, hotels_by_poi, 2",
        "AvRo, AvailableRoom, 2",
        "avro, available_rooms_by_hotel_date, 2",
        "by_poi, hotels_by_poi, 2",
        "s_by, hotels_by_poi, 3",
        "tel, hotels, 3",
        "date2, room_date2, 2",
    })
    void should_rank_matches(String query, String name, int rank) {
        assertThat(NameMatch.rank(query, name)).isEqualTo(OptionalInt.of(rank));
    }

    @ParameterizedTest(name = "{0} not in {1}")
    @CsvSource({"xyz, hotels_by_poi", "ph, hotels_by_poi", "  , hotels", "hotelsx, hotels"})
    void should_not_match(String query, String name) {
        assertThat(NameMatch.rank(query == null ? "" : query, name)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"hotels_by_poi, hotels|by|poi", "AvailableRoomsByHotel, available|rooms|by|hotel", "room2, room|2"})
    void should_split_names_into_words(String name, String words) {
        assertThat(NameMatch.words(name)).containsExactly(words.split("\\|"));
    }
}
