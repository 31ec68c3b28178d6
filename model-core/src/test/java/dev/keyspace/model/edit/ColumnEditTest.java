package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.BY_CONFIRMATION;
import static dev.keyspace.model.edit.SeedProject.GUESTS;
import static dev.keyspace.model.edit.SeedProject.HOTEL;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.RESERVATION;
import static dev.keyspace.model.edit.SeedProject.RESERVATIONS;
import static dev.keyspace.model.edit.SeedProject.ROOMS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ColumnEditTest {

    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    private final Project seed = SeedProject.create();

    private static Table table(Project project, dev.keyspace.model.schema.ElementId id) {
        return project.table(id).orElseThrow().table();
    }

    @Test
    void should_add_a_regular_column_at_the_end() {
        Project after = new ColumnEdit.Add(HOTELS, Column.regular("email", TEXT)).apply(seed);

        assertThat(table(after, HOTELS).columns()).last().isEqualTo(Column.regular("email", TEXT));
    }

    @Test
    void should_insert_a_key_column_at_its_position_and_move_the_others_down() {
        Column first = Column.clustering("floor", CqlType.of(NativeType.INT), 0, ClusteringOrder.DESC);

        Project after = new ColumnEdit.Add(ROOMS, first).apply(seed);

        assertThat(table(after, ROOMS).clustering())
                .extracting(c -> c.name().internal() + "@" + c.position())
                .containsExactly("floor@0", "date@1", "room_number@2");
    }

    @Test
    void should_reject_a_column_whose_name_is_taken() {
        assertThatThrownBy(() -> new ColumnEdit.Add(HOTELS, Column.regular("phone", TEXT)).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table hotel.hotels already has a column named phone");
    }

    @Test
    void should_remember_a_dropped_column_as_cassandra_does_and_not_a_removed_one() {
        Project dropped = new ColumnEdit.Drop(HOTELS, Identifier.of("phone")).apply(seed);
        assertThat(table(dropped, HOTELS).column("phone")).isEmpty();
        assertThat(table(dropped, HOTELS).droppedColumn(Identifier.of("phone")))
                .contains(new DroppedColumn(Identifier.of("phone"), TEXT, false));
        Project removed = new ColumnEdit.Remove(HOTELS, Identifier.of("phone")).apply(seed);
        assertThat(table(removed, HOTELS).droppedColumns()).isEmpty();
    }

    @Test
    void should_remove_a_key_column_and_close_up_the_positions() {
        Project after = new ColumnEdit.Remove(ROOMS, Identifier.of("date")).apply(seed);

        assertThat(table(after, ROOMS).clustering())
                .extracting(c -> c.name().internal() + "@" + c.position())
                .containsExactly("room_number@0");
    }

    @Test
    void should_remove_the_indexes_and_sizing_assumption_of_a_removed_column() {
        Project after = CompositeEdit.of(
                        "remove",
                        new ColumnEdit.Remove(HOTELS, Identifier.of("phone")),
                        new ColumnEdit.Remove(GUESTS, Identifier.of("last_name")))
                .apply(seed);

        assertThat(after.keyspace(HOTEL).orElseThrow().indexes()).isEmpty();
        assertThat(after.keyspace(RESERVATION).orElseThrow().indexes()).isEmpty();
        assertThat(after.sizingOf(GUESTS).averageColumnBytes()).containsOnlyKeys("first_name", "emails");
    }

    @Test
    void should_reject_removing_a_column_that_a_view_names() {
        assertThatThrownBy(() -> new ColumnEdit.Remove(RESERVATIONS, Identifier.of("confirm_number")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage(
                        "column confirm_number of table reservation.reservations_by_hotel_date is used by"
                                + " materialized view reservation.reservations_by_confirmation: change or remove the view first");
    }

    @Test
    void should_reject_removing_a_column_that_does_not_exist() {
        assertThatThrownBy(() -> new ColumnEdit.Remove(HOTELS, Identifier.of("fax")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table hotel.hotels has no column named fax");
    }

    @Test
    void should_rename_a_column_in_index_targets() {
        Project after =
                new ColumnEdit.Rename(HOTELS, Identifier.of("phone"), Identifier.of("phone_number")).apply(seed);

        assertThat(table(after, HOTELS).column("phone_number")).isPresent();
        assertThat(after.keyspace(HOTEL).orElseThrow().indexes().get(0).targets())
                .containsExactly(IndexTarget.simple("phone_number"));
    }

    @Test
    void should_rename_a_column_in_views_key_selection_and_where_clause() {
        Project selecting = CompositeEdit.of(
                        "select",
                        new ViewEdit.Remove(BY_CONFIRMATION, Identifier.of("reservations_by_confirmation")),
                        new ViewEdit.Add(RESERVATION, ViewExamples.selectingConfirmation()))
                .apply(seed);

        Project after = new ColumnEdit.Rename(
                        RESERVATIONS, Identifier.of("confirm_number"), Identifier.of("Confirmation"))
                .apply(selecting);

        MaterializedView view =
                after.keyspace(RESERVATION).orElseThrow().views().get(0);
        assertThat(view.partitionKey()).containsExactly(Identifier.of("Confirmation"));
        assertThat(view.selected())
                .contains(Identifier.of("Confirmation"))
                .doesNotContain(Identifier.of("confirm_number"));
        assertThat(view.where()).startsWith("\"Confirmation\" IS NOT NULL AND hotel_id IS NOT NULL");
    }

    @Test
    void should_rename_a_clustering_column_of_a_view() {
        Project after =
                new ColumnEdit.Rename(RESERVATIONS, Identifier.of("room_number"), Identifier.of("room")).apply(seed);

        MaterializedView view =
                after.keyspace(RESERVATION).orElseThrow().views().get(0);
        assertThat(view.clustering()).last().isEqualTo(MaterializedView.ClusteringKey.asc("room"));
        assertThat(view.where()).endsWith("AND room IS NOT NULL");
    }

    @Test
    void should_move_the_sizing_assumption_of_a_renamed_column() {
        Project after = new ColumnEdit.Rename(ROOMS, Identifier.of("hotel_id"), Identifier.of("hotel")).apply(seed);

        assertThat(after.sizingOf(ROOMS).averageColumnBytes())
                .containsEntry("hotel", 5)
                .doesNotContainKey("hotel_id");
    }

    @Test
    void should_reject_renaming_a_column_to_a_taken_name() {
        assertThatThrownBy(
                        () -> new ColumnEdit.Rename(HOTELS, Identifier.of("phone"), Identifier.of("name")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table hotel.hotels already has a column named name");
    }

    @Test
    void should_change_a_column_type() {
        CqlType bigint = CqlType.of(NativeType.BIGINT);

        Project after = new ColumnEdit.ChangeType(HOTELS, Identifier.of("phone"), bigint).apply(seed);

        assertThat(table(after, HOTELS).column("phone").orElseThrow().type()).isEqualTo(bigint);
    }

    @Test
    void should_set_and_clear_a_mask() {
        ColumnMask mask = ColumnMask.of("mask_inner", "1", "null");

        Project masked = new ColumnEdit.SetMask(HOTELS, Identifier.of("phone"), Optional.of(mask)).apply(seed);
        Project cleared =
                ColumnEdit.SetMask.clear(HOTELS, Identifier.of("phone")).apply(masked);

        assertThat(table(masked, HOTELS).column("phone").orElseThrow().mask()).contains(mask);
        assertThat(cleared).isEqualTo(seed);
        assertThat(new ColumnEdit.SetMask(HOTELS, Identifier.of("phone"), Optional.of(mask)).label())
                .isEqualTo("Mask column phone with mask_inner(1, null)");
    }
}
