package dev.keyspace.model.analysis;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The hotel example's available_rooms_by_hotel_date (method.md sections 4 and 5), built for the tests. */
public final class HotelTables {

    public static final ElementId AVAILABLE_ROOMS =
            ElementId.forTable(Identifier.of("hotel"), Identifier.of("available_rooms_by_hotel_date"));

    private HotelTables() {}

    public static Table availableRooms() {
        return new Table(
                AVAILABLE_ROOMS,
                Identifier.of("available_rooms_by_hotel_date"),
                List.of(
                        Column.partitionKey("hotel_id", CqlType.of(NativeType.TEXT), 0),
                        Column.clustering("date", CqlType.of(NativeType.DATE), 0, ClusteringOrder.ASC),
                        Column.clustering("room_number", CqlType.of(NativeType.SMALLINT), 1, ClusteringOrder.ASC),
                        Column.regular("is_available", CqlType.of(NativeType.BOOLEAN))),
                dev.keyspace.model.schema.TableOptions.NONE,
                false);
    }

    public static Keyspace hotelKeyspace(Table... tables) {
        return Keyspace.of("hotel", Replication.simple(3)).withTables(List.of(tables));
    }

    /** 100 rooms x 730 days per hotel, 146,000 rows at worst, 1,000 hotels, 5-byte hotel ids. */
    public static SizingAssumptions availableRoomsAssumptions() {
        return new SizingAssumptions(
                Optional.of(73_000.0), Optional.of(146_000.0), Optional.of(1_000L), Map.of("hotel_id", 5));
    }

    public static Project project() {
        return Project.empty("hotel")
                .withKeyspaces(List.of(hotelKeyspace(availableRooms())))
                .withSizing(Map.of(AVAILABLE_ROOMS, availableRoomsAssumptions()));
    }
}
