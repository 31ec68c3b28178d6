package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.workload.WriteOperation;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The hotel sample's write paths follow the book's tables, and never write the materialized view. */
class HotelWritePathsTest {

    private final WritePlan plan = WritePaths.of(HotelSample.build());

    private WritePath path(String owner, WriteOperation operation, Optional<String> attribute) {
        return plan.writes().stream()
                .filter(w -> w.ownerName().equals(owner)
                        && w.operation() == operation
                        && w.attribute().equals(attribute))
                .findFirst()
                .orElseThrow();
    }

    private static List<String> cql(WritePath path) {
        return path.steps().stream()
                .map(WriteStep::statement)
                .map(WriteStatements::cql)
                .toList();
    }

    @Test
    void should_find_the_hotel_name_in_hotels_and_hotels_by_poi() {
        assertThat(plan.copyNames().get("Hotel.name")).containsExactly("hotel.hotels", "hotel.hotels_by_poi");
    }

    @Test
    void should_list_the_view_among_the_copies_of_a_reservation() {
        assertThat(plan.copyNames().get("Reservation.end_date"))
                .containsExactly(
                        "reservation.reservations_by_confirmation",
                        "reservation.reservations_by_guest",
                        "reservation.reservations_by_hotel_date");
    }

    @Test
    void should_update_a_hotel_name_in_hotels_and_hotels_by_poi_in_one_logged_batch() {
        WritePath rename = path("Hotel", WriteOperation.UPDATE, Optional.of("name"));

        assertThat(rename.tables()).containsExactlyInAnyOrder("hotel.hotels", "hotel.hotels_by_poi");
        assertThat(rename.logged()).isTrue();
        assertThat(rename.why()).contains("must agree");
        assertThat(cql(rename))
                .containsExactlyInAnyOrder(
                        "UPDATE hotel.hotels SET name = ? WHERE id = ?",
                        "UPDATE hotel.hotels_by_poi SET name = ? WHERE poi_name = ? AND hotel_id = ?");
        assertThat(rename.notes()).anyMatch(n -> n.contains("needs PointOfInterest.name"));
    }

    @Test
    void should_insert_a_reservation_into_every_table_holding_it_and_never_the_view() {
        WritePath reserve = path("Reservation", WriteOperation.INSERT, Optional.empty());

        assertThat(reserve.tables())
                .containsExactly(
                        "reservation.reservations_by_hotel_date",
                        "reservation.reservations_by_guest",
                        "reservation.guests")
                .doesNotContain("reservation.reservations_by_confirmation");
        assertThat(reserve.logged()).isTrue();
        assertThat(cql(reserve))
                .startsWith("INSERT INTO reservation.reservations_by_hotel_date (hotel_id, start_date, room_number,"
                        + " end_date, confirm_number, guest_id) VALUES (?, ?, ?, ?, ?, ?)")
                .contains("UPDATE reservation.guests SET confirm_number = ? WHERE guest_id = ?");
    }

    @Test
    void should_move_the_row_when_a_key_column_changes() {
        WritePath moved = path("Guest", WriteOperation.UPDATE, Optional.of("last_name"));

        assertThat(cql(moved))
                .containsExactly(
                        "DELETE FROM reservation.reservations_by_guest WHERE guest_last_name = ? AND hotel_id = ?",
                        "INSERT INTO reservation.reservations_by_guest (guest_last_name, hotel_id, start_date,"
                                + " end_date, room_number, confirm_number, guest_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
                        "UPDATE reservation.guests SET last_name = ? WHERE guest_id = ?");
        assertThat(moved.steps().get(0).values().get(0).previous()).isTrue();
        assertThat(moved.notes()).anyMatch(n -> n.contains("the row moves"));
    }

    @Test
    void should_not_write_anything_for_a_key_change_and_say_why() {
        WritePath key = path("Hotel", WriteOperation.UPDATE, Optional.of("id"));

        assertThat(key.steps()).isEmpty();
        assertThat(key.why()).contains("delete the Hotel and insert it again");
    }

    @Test
    void should_never_write_a_materialized_view_in_any_path() {
        assertThat(plan.writes())
                .flatExtracting(WritePath::tables)
                .doesNotContain("reservation.reservations_by_confirmation");
    }
}
