package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.BY_CONFIRMATION;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.MaterializedView.ClusteringKey;
import dev.keyspace.model.schema.TableOptions;
import java.util.List;

/** Materialized views used by several tests. */
final class ViewExamples {

    private ViewExamples() {}

    /** The seed project's view, selecting its columns by name instead of {@code SELECT *}. */
    static MaterializedView selectingConfirmation() {
        return new MaterializedView(
                BY_CONFIRMATION,
                Identifier.of("reservations_by_confirmation"),
                Identifier.of("reservations_by_hotel_date"),
                List.of(
                        Identifier.of("confirm_number"),
                        Identifier.of("hotel_id"),
                        Identifier.of("start_date"),
                        Identifier.of("room_number"),
                        Identifier.of("guest_id")),
                "confirm_number IS NOT NULL AND hotel_id IS NOT NULL AND start_date IS NOT NULL"
                        + " AND room_number IS NOT NULL AND confirm_number > 'confirm_number'",
                List.of(Identifier.of("confirm_number")),
                List.of(
                        ClusteringKey.asc("hotel_id"),
                        ClusteringKey.asc("start_date"),
                        ClusteringKey.asc("room_number")),
                TableOptions.NONE);
    }
}
