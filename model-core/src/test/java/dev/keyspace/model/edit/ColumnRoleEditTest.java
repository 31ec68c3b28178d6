package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.RESERVATIONS;
import static dev.keyspace.model.edit.SeedProject.ROOMS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import org.junit.jupiter.api.Test;

class ColumnRoleEditTest {

    private final Project seed = SeedProject.create();

    private static List<String> key(Project project, ElementId table) {
        return project.table(table).orElseThrow().table().primaryKey().stream()
                .map(c -> c.name().internal() + ":" + ColumnRole.of(c) + "@" + c.position())
                .toList();
    }

    private static Column column(Project project, ElementId table, String name) {
        return project.table(table).orElseThrow().table().column(name).orElseThrow();
    }

    @Test
    void should_append_a_column_made_partition_key() {
        Project after =
                new ColumnRoleEdit.SetRole(ROOMS, Identifier.of("is_available"), ColumnRole.PARTITION_KEY).apply(seed);

        assertThat(key(after, ROOMS))
                .containsExactly(
                        "hotel_id:PARTITION_KEY@0",
                        "is_available:PARTITION_KEY@1",
                        "date:CLUSTERING_ASC@0",
                        "room_number:CLUSTERING_ASC@1");
    }

    @Test
    void should_renumber_the_key_a_column_leaves() {
        Project after = new ColumnRoleEdit.SetRole(RESERVATIONS, Identifier.of("hotel_id"), ColumnRole.CLUSTERING_DESC)
                .apply(seed);

        assertThat(key(after, RESERVATIONS))
                .containsExactly(
                        "start_date:PARTITION_KEY@0", "room_number:CLUSTERING_ASC@0", "hotel_id:CLUSTERING_DESC@1");
    }

    @Test
    void should_keep_the_place_of_a_clustering_column_that_changes_order() {
        Project after =
                new ColumnRoleEdit.SetRole(ROOMS, Identifier.of("date"), ColumnRole.CLUSTERING_DESC).apply(seed);

        assertThat(key(after, ROOMS))
                .containsExactly("hotel_id:PARTITION_KEY@0", "date:CLUSTERING_DESC@0", "room_number:CLUSTERING_ASC@1");
    }

    @Test
    void should_make_a_key_column_static_or_regular_with_position_zero_and_ascending_order() {
        Project after = CompositeEdit.of(
                        "demote",
                        new ColumnRoleEdit.SetRole(ROOMS, Identifier.of("date"), ColumnRole.STATIC),
                        new ColumnRoleEdit.SetRole(ROOMS, Identifier.of("room_number"), ColumnRole.CLUSTERING_DESC),
                        new ColumnRoleEdit.SetRole(ROOMS, Identifier.of("room_number"), ColumnRole.REGULAR))
                .apply(seed);

        assertThat(column(after, ROOMS, "date").kind()).isEqualTo(ColumnKind.STATIC);
        assertThat(column(after, ROOMS, "room_number"))
                .extracting(Column::kind, Column::position, Column::order)
                .containsExactly(ColumnKind.REGULAR, 0, ClusteringOrder.ASC);
        assertThat(key(after, ROOMS)).containsExactly("hotel_id:PARTITION_KEY@0");
    }

    @Test
    void should_change_nothing_when_the_role_is_already_set() {
        assertThat(new ColumnRoleEdit.SetRole(ROOMS, Identifier.of("date"), ColumnRole.CLUSTERING_ASC).apply(seed))
                .isEqualTo(seed);
    }

    @Test
    void should_move_a_key_column_within_its_kind() {
        Project after = new ColumnRoleEdit.MoveKeyColumn(RESERVATIONS, Identifier.of("start_date"), 0).apply(seed);

        assertThat(key(after, RESERVATIONS))
                .containsExactly(
                        "start_date:PARTITION_KEY@0", "hotel_id:PARTITION_KEY@1", "room_number:CLUSTERING_ASC@0");
    }

    @Test
    void should_reject_moving_a_column_outside_the_primary_key() {
        assertThatThrownBy(() -> new ColumnRoleEdit.MoveKeyColumn(HOTELS, Identifier.of("phone"), 0).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("column phone of table hotel.hotels is not in the primary key");
    }

    @Test
    void should_reject_moving_a_key_column_past_the_end_of_its_kind() {
        assertThatThrownBy(() -> new ColumnRoleEdit.MoveKeyColumn(ROOMS, Identifier.of("date"), 2).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage(
                        "table hotel.available_rooms_by_hotel_date has 2 clustering columns: position 3 does not exist");
    }

    @Test
    void should_label_role_edits_with_the_role() {
        assertThat(new ColumnRoleEdit.SetRole(ROOMS, Identifier.of("date"), ColumnRole.CLUSTERING_DESC).label())
                .isEqualTo("Make date a descending clustering column");
        assertThat(new ColumnRoleEdit.MoveKeyColumn(ROOMS, Identifier.of("date"), 1).label())
                .isEqualTo("Move key column date to position 2");
    }
}
