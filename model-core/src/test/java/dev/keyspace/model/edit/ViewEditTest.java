package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.BY_CONFIRMATION;
import static dev.keyspace.model.edit.SeedProject.Q6;
import static dev.keyspace.model.edit.SeedProject.RESERVATION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

class ViewEditTest {

    private static final Identifier NAME = Identifier.of("reservations_by_confirmation");

    private final Project seed = SeedProject.create();

    private static MaterializedView byGuest(String baseTable, String keyColumn) {
        return new MaterializedView(
                ElementId.of("view:by_guest"),
                Identifier.of("reservations_by_guest"),
                Identifier.of(baseTable),
                List.of(),
                keyColumn + " IS NOT NULL",
                List.of(Identifier.of(keyColumn)),
                List.of(),
                TableOptions.NONE);
    }

    @Test
    void should_add_a_view_of_a_table() {
        Project after = new ViewEdit.Add(RESERVATION, byGuest("reservations_by_hotel_date", "guest_id")).apply(seed);

        assertThat(after.keyspace(RESERVATION).orElseThrow().views()).hasSize(2);
    }

    @Test
    void should_reject_a_view_on_a_missing_table_or_column_or_with_a_taken_name() {
        assertThatThrownBy(() -> new ViewEdit.Add(RESERVATION, byGuest("bookings", "guest_id")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot add materialized view reservation.reservations_by_guest:"
                        + " keyspace reservation has no table named bookings");
        assertThatThrownBy(
                        () -> new ViewEdit.Add(RESERVATION, byGuest("reservations_by_hotel_date", "guest")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot add materialized view reservation.reservations_by_guest:"
                        + " table reservation.reservations_by_hotel_date has no column named guest");
        assertThatThrownBy(() -> new ViewEdit.Add(RESERVATION, ViewExamples.selectingConfirmation()).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace reservation already has a materialized view named reservations_by_confirmation");
    }

    @Test
    void should_remove_a_view_with_its_layout_sizing_and_query_link() {
        Project sized = new SizingEdit.SetAssumptions(BY_CONFIRMATION, SizingExamples.roomsAssumptions()).apply(seed);

        Project after = new ViewEdit.Remove(BY_CONFIRMATION, NAME).apply(sized);

        assertThat(after.keyspace(RESERVATION).orElseThrow().views()).isEmpty();
        assertThat(after.sizing()).doesNotContainKey(BY_CONFIRMATION);
        assertThat(after.layout().nodes(ViewKind.LOGICAL)).doesNotContainKey(BY_CONFIRMATION);
        assertThat(after.query(Q6).orElseThrow().servedBy()).isEmpty();
    }

    @Test
    void should_set_several_options_of_a_view_and_keep_the_others() {
        Project commented = new ViewEdit.SetOptions(
                        BY_CONFIRMATION, NAME, TableOptions.NONE.with("comment", new OptionValue.Text("by code")))
                .apply(seed);

        Project after = new ViewEdit.SetOptions(
                        BY_CONFIRMATION, NAME, TableOptions.NONE.with("gc_grace_seconds", OptionValue.number(60)))
                .apply(commented);

        TableOptions options = after.keyspace(RESERVATION)
                .flatMap(k -> k.view(NAME))
                .orElseThrow()
                .options();
        assertThat(options.comment()).hasValue("by code");
        assertThat(options.gcGraceSeconds()).hasValue(60);
    }

    @Test
    void should_remove_one_option_of_a_view_and_refuse_an_option_it_does_not_set() {
        Project commented = new ViewEdit.SetOptions(
                        BY_CONFIRMATION,
                        NAME,
                        TableOptions.NONE
                                .with("comment", new OptionValue.Text("by code"))
                                .with("gc_grace_seconds", OptionValue.number(60)))
                .apply(seed);

        Project after = new ViewEdit.RemoveOption(BY_CONFIRMATION, NAME, "COMMENT").apply(commented);

        TableOptions options = after.keyspace(RESERVATION)
                .flatMap(k -> k.view(NAME))
                .orElseThrow()
                .options();
        assertThat(options.comment()).isEmpty();
        assertThat(options.gcGraceSeconds()).hasValue(60);
        assertThatThrownBy(() -> new ViewEdit.RemoveOption(BY_CONFIRMATION, NAME, "comment").apply(after))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("has no option comment");
    }

    @Test
    void should_reject_setting_options_of_a_view_whose_name_is_stale() {
        assertThatThrownBy(() ->
                        new ViewEdit.SetOptions(BY_CONFIRMATION, Identifier.of("old"), TableOptions.NONE).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("is no longer named old");
    }

    @Test
    void should_rename_a_view_and_keep_its_id() {
        Project after = new ViewEdit.Rename(BY_CONFIRMATION, NAME, Identifier.of("by_confirmation")).apply(seed);

        MaterializedView view =
                after.keyspace(RESERVATION).orElseThrow().views().get(0);
        assertThat(view.name()).isEqualTo(Identifier.of("by_confirmation"));
        assertThat(view.id()).isEqualTo(BY_CONFIRMATION);
    }

    @Test
    void should_reject_renaming_a_view_to_a_table_name() {
        assertThatThrownBy(() -> new ViewEdit.Rename(BY_CONFIRMATION, NAME, Identifier.of("guests")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace reservation already has a table named guests");
    }

    @Test
    void should_reject_a_view_edit_whose_name_is_stale() {
        assertThatThrownBy(() -> new ViewEdit.Remove(BY_CONFIRMATION, Identifier.of("old")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("materialized view reservation.reservations_by_confirmation is no longer named old");
    }
}
