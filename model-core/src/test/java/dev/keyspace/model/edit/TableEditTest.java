package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.BY_CONFIRMATION;
import static dev.keyspace.model.edit.SeedProject.HOTEL;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.HOTELS_BY_POI;
import static dev.keyspace.model.edit.SeedProject.Q2;
import static dev.keyspace.model.edit.SeedProject.Q6;
import static dev.keyspace.model.edit.SeedProject.RESERVATION;
import static dev.keyspace.model.edit.SeedProject.RESERVATIONS;
import static dev.keyspace.model.edit.SeedProject.ROOMS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.Calibration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TableEditTest {

    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    private final Project seed = SeedProject.create();

    @Test
    void should_add_a_table_to_a_keyspace() {
        Table pois = Table.of(
                ElementId.of("table:pois"), "pois_by_hotel", List.of(Column.partitionKey("hotel_id", TEXT, 0)));

        Project after = new TableEdit.Add(HOTEL, pois).apply(seed);

        assertThat(after.table(pois.id()).orElseThrow().keyspace().name()).isEqualTo(HOTEL);
    }

    @Test
    void should_number_the_key_positions_of_an_added_table_densely() {
        Table gappy = Table.of(
                ElementId.of("table:gappy"),
                "gappy",
                List.of(
                        Column.partitionKey("b", TEXT, 7),
                        Column.partitionKey("a", TEXT, 2),
                        Column.regular("c", TEXT)));

        Project after = new TableEdit.Add(HOTEL, gappy).apply(seed);

        assertThat(after.table(gappy.id()).orElseThrow().table().partitionKey())
                .containsExactly(Column.partitionKey("a", TEXT, 0), Column.partitionKey("b", TEXT, 1));
    }

    @Test
    void should_reject_a_table_named_like_an_existing_table_or_view() {
        Table hotels = Table.of(ElementId.of("table:new"), "hotels", List.of());
        Table view = Table.of(ElementId.of("table:new"), "reservations_by_confirmation", List.of());

        assertThatThrownBy(() -> new TableEdit.Add(HOTEL, hotels).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace hotel already has a table named hotels");
        assertThatThrownBy(() -> new TableEdit.Add(RESERVATION, view).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace reservation already has a materialized view named reservations_by_confirmation");
    }

    @Test
    void should_reject_a_table_with_two_columns_of_one_name() {
        Table twice = Table.of(
                ElementId.of("table:twice"),
                "twice",
                List.of(Column.partitionKey("id", TEXT, 0), Column.regular("id", TEXT)));

        assertThatThrownBy(() -> new TableEdit.Add(HOTEL, twice).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table hotel.twice has two columns named id");
    }

    @Test
    void should_name_the_first_repeated_column_of_a_short_or_a_long_table() {
        for (int columns : List.of(5, 16, 17, 40)) {
            List<Column> declared = new ArrayList<>();
            declared.add(Column.partitionKey("id", TEXT, 0));
            for (int i = 1; i < columns - 2; i++) {
                declared.add(Column.regular("c" + i, TEXT));
            }
            declared.add(Column.regular("c1", TEXT)); // the first repeat
            declared.add(Column.regular("id", TEXT));
            Table twice = Table.of(ElementId.of("table:twice"), "twice", declared);

            assertThatThrownBy(() -> new TableEdit.Add(HOTEL, twice).apply(seed))
                    .as("%d columns", columns)
                    .isInstanceOf(EditRejectedException.class)
                    .hasMessage("table hotel.twice has two columns named c1");
        }
    }

    @Test
    void should_reject_a_table_whose_id_is_taken() {
        Table clash = Table.of(HOTELS, "other", List.of());

        assertThatThrownBy(() -> new TableEdit.Add(HOTEL, clash).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot add table hotel.other: the id table:hotel.hotels is already used in this project");
    }

    @Test
    void should_remove_a_table_with_its_indexes_views_sizing_layout_and_query_links() {
        Project withSizing =
                new SizingEdit.SetAssumptions(BY_CONFIRMATION, SizingExamples.roomsAssumptions()).apply(seed);

        Project after =
                new TableEdit.Remove(RESERVATIONS, Identifier.of("reservations_by_hotel_date")).apply(withSizing);

        Keyspace reservation = after.keyspace(RESERVATION).orElseThrow();
        assertThat(reservation.table("reservations_by_hotel_date")).isEmpty();
        assertThat(reservation.views()).isEmpty();
        assertThat(after.sizing()).doesNotContainKeys(RESERVATIONS, BY_CONFIRMATION);
        assertThat(after.layout().nodes(ViewKind.LOGICAL)).doesNotContainKeys(RESERVATIONS, BY_CONFIRMATION);
        assertThat(after.layout().nodes(ViewKind.PHYSICAL)).doesNotContainKeys(RESERVATIONS, BY_CONFIRMATION);
        assertThat(after.query(Q6).orElseThrow().servedBy()).isEmpty();
    }

    @Test
    void should_forget_the_measured_calibration_of_a_removed_table_only() {
        Calibration measured = new Calibration(
                "127.0.0.1:9042",
                "2026-11-25",
                Map.of(RESERVATIONS, new Calibration.Measured(40, 2_000), HOTELS, new Calibration.Measured(7, 300)));
        Project calibrated = new SizingEdit.SetCalibration(Optional.of(measured)).apply(seed);

        Project after =
                new TableEdit.Remove(RESERVATIONS, Identifier.of("reservations_by_hotel_date")).apply(calibrated);

        Calibration kept = after.analysis().calibration().orElseThrow();
        assertThat(kept.tables()).containsOnlyKeys(HOTELS);
        assertThat(kept.cluster()).isEqualTo("127.0.0.1:9042");
        assertThat(kept.date()).isEqualTo("2026-11-25");
    }

    @Test
    void should_remove_the_indexes_of_a_removed_table_and_keep_the_others() {
        Project after = new TableEdit.Remove(HOTELS, Identifier.of("hotels")).apply(seed);

        assertThat(after.keyspace(HOTEL).orElseThrow().indexes()).isEmpty();
        assertThat(after.keyspace(RESERVATION).orElseThrow().indexes()).hasSize(1);
        assertThat(after.query(Q2).orElseThrow().servedBy()).isEmpty();
        assertThat(after.sizing()).containsKey(ROOMS);
    }

    @Test
    void should_reject_removing_a_table_that_was_renamed_since_the_edit_was_made() {
        assertThatThrownBy(() -> new TableEdit.Remove(HOTELS, Identifier.of("hotel_by_id")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table hotel.hotels is no longer named hotel_by_id");
    }

    @Test
    void should_rename_a_table_with_its_indexes_and_views_following() {
        Project hotelRenamed =
                new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_by_id")).apply(seed);
        Project reservationRenamed = new TableEdit.Rename(
                        RESERVATIONS, Identifier.of("reservations_by_hotel_date"), Identifier.of("reservations"))
                .apply(seed);

        assertThat(hotelRenamed.keyspace(HOTEL).orElseThrow().indexes().get(0).table())
                .isEqualTo(Identifier.of("hotel_by_id"));
        assertThat(hotelRenamed.table(HOTELS).orElseThrow().table().name()).isEqualTo(Identifier.of("hotel_by_id"));
        assertThat(reservationRenamed
                        .keyspace(RESERVATION)
                        .orElseThrow()
                        .views()
                        .get(0)
                        .baseTable())
                .isEqualTo(Identifier.of("reservations"));
        assertThat(reservationRenamed.query(Q6)).isEqualTo(seed.query(Q6));
    }

    @Test
    void should_label_a_table_rename_with_both_names() {
        assertThat(new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_by_id")).label())
                .isEqualTo("Rename table hotels to hotel_by_id");
    }

    @Test
    void should_reject_renaming_a_table_to_a_taken_name() {
        assertThatThrownBy(() -> new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotels_by_poi"))
                        .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace hotel already has a table named hotels_by_poi");
    }

    @Test
    void should_set_and_remove_an_option_in_lower_case() {
        Project set = new TableEdit.SetOption(HOTELS, "Default_Time_To_Live", OptionValue.number(86400)).apply(seed);
        Project removed = new TableEdit.RemoveOption(HOTELS, "default_time_to_live").apply(set);

        assertThat(set.table(HOTELS).orElseThrow().table().options().defaultTimeToLive())
                .hasValue(86400);
        assertThat(removed).isEqualTo(seed);
    }

    @Test
    void should_set_several_options_at_once_and_keep_the_others() {
        Project ttl = new TableEdit.SetOption(HOTELS, "default_time_to_live", OptionValue.number(86400)).apply(seed);
        TableOptions changes = TableOptions.NONE
                .with("GC_Grace_Seconds", OptionValue.number(3600))
                .with("comment", new OptionValue.Text("hotels by id"));

        Project after = new TableEdit.SetOptions(HOTELS, changes).apply(ttl);

        TableOptions options = after.table(HOTELS).orElseThrow().table().options();
        assertThat(options.gcGraceSeconds()).hasValue(3600);
        assertThat(options.comment()).hasValue("hotels by id");
        assertThat(options.defaultTimeToLive()).hasValue(86400);
    }

    @Test
    void should_reject_removing_an_option_the_table_does_not_have() {
        assertThatThrownBy(() -> new TableEdit.RemoveOption(HOTELS_BY_POI, "gc_grace_seconds").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table hotel.hotels_by_poi has no option gc_grace_seconds");
    }

    @Test
    void should_set_compact_storage() {
        Project after = new TableEdit.SetCompactStorage(HOTELS, true).apply(seed);

        assertThat(after.table(HOTELS).orElseThrow().table().compactStorage()).isTrue();
    }

    @Test
    void should_reject_an_edit_of_a_table_that_does_not_exist() {
        assertThatThrownBy(() -> new TableEdit.SetCompactStorage(ElementId.of("table:gone"), true).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no table with id table:gone");
    }
}
