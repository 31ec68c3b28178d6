package dev.keyspace.model.validation;

import static dev.keyspace.model.schema.CqlType.of;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.MaterializedView.ClusteringKey;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import java.util.List;

/** The physical model of the hotel and reservation example (method.md section 4), built by hand. */
final class HotelSchema {

    static final CqlType TEXT = of(NativeType.TEXT);
    static final CqlType DATE = of(NativeType.DATE);
    static final CqlType SMALLINT = of(NativeType.SMALLINT);
    static final CqlType UUID = of(NativeType.UUID);
    static final CqlType BOOLEAN = of(NativeType.BOOLEAN);
    static final CqlType ADDRESS = CqlType.UserTypeRef.named("address", true);

    private HotelSchema() {}

    static Project project() {
        return Project.empty("hotel").withKeyspaces(List.of(hotel(), reservation()));
    }

    static UserType address() {
        return new UserType(
                Identifier.of("address"),
                List.of(
                        UserType.Field.of("street", TEXT),
                        UserType.Field.of("city", TEXT),
                        UserType.Field.of("state_or_province", TEXT),
                        UserType.Field.of("postal_code", TEXT),
                        UserType.Field.of("country", TEXT)));
    }

    static Keyspace hotel() {
        return Keyspace.of("hotel", Replication.simple(3))
                .withTypes(List.of(address()))
                .withTables(List.of(
                        table(
                                "hotel",
                                "hotels_by_poi",
                                "Q1",
                                Column.partitionKey("poi_name", TEXT, 0),
                                Column.clustering("hotel_id", TEXT, 0, ClusteringOrder.ASC),
                                Column.regular("name", TEXT),
                                Column.regular("phone", TEXT),
                                Column.regular("address", ADDRESS)),
                        table(
                                "hotel",
                                "hotels",
                                "Q2",
                                Column.partitionKey("id", TEXT, 0),
                                Column.regular("name", TEXT),
                                Column.regular("phone", TEXT),
                                Column.regular("address", ADDRESS),
                                Column.regular("pois", new CqlType.SetType(TEXT, false))),
                        table(
                                "hotel",
                                "pois_by_hotel",
                                "Q3",
                                Column.partitionKey("hotel_id", TEXT, 0),
                                Column.clustering("poi_name", TEXT, 0, ClusteringOrder.ASC),
                                Column.regular("description", TEXT)),
                        table(
                                "hotel",
                                "available_rooms_by_hotel_date",
                                "Q4",
                                Column.partitionKey("hotel_id", TEXT, 0),
                                Column.clustering("date", DATE, 0, ClusteringOrder.ASC),
                                Column.clustering("room_number", SMALLINT, 1, ClusteringOrder.ASC),
                                Column.regular("is_available", BOOLEAN)),
                        table(
                                "hotel",
                                "amenities_by_room",
                                "Q5",
                                Column.partitionKey("hotel_id", TEXT, 0),
                                Column.partitionKey("room_number", SMALLINT, 1),
                                Column.clustering("amenity_name", TEXT, 0, ClusteringOrder.ASC),
                                Column.regular("description", TEXT))));
    }

    static Keyspace reservation() {
        return Keyspace.of("reservation", Replication.simple(3))
                .withTypes(List.of(address()))
                .withTables(List.of(
                        table(
                                "reservation",
                                "reservations_by_hotel_date",
                                "Q7",
                                Column.partitionKey("hotel_id", TEXT, 0),
                                Column.partitionKey("start_date", DATE, 1),
                                Column.clustering("room_number", SMALLINT, 0, ClusteringOrder.ASC),
                                Column.regular("end_date", DATE),
                                Column.regular("confirm_number", TEXT),
                                Column.regular("guest_id", UUID)),
                        table(
                                "reservation",
                                "reservations_by_guest",
                                "Q8",
                                Column.partitionKey("guest_last_name", TEXT, 0),
                                Column.clustering("hotel_id", TEXT, 0, ClusteringOrder.ASC),
                                Column.regular("start_date", DATE),
                                Column.regular("end_date", DATE),
                                Column.regular("room_number", SMALLINT),
                                Column.regular("confirm_number", TEXT),
                                Column.regular("guest_id", UUID)),
                        table(
                                "reservation",
                                "guests",
                                "Q9",
                                Column.partitionKey("guest_id", UUID, 0),
                                Column.regular("first_name", TEXT),
                                Column.regular("last_name", TEXT),
                                Column.regular("title", TEXT),
                                Column.regular("emails", new CqlType.SetType(TEXT, false)),
                                Column.regular("phone_numbers", new CqlType.ListType(TEXT, false)),
                                Column.regular("addresses", new CqlType.MapType(TEXT, ADDRESS, false)),
                                Column.regular("confirm_number", TEXT))))
                .withViews(List.of(reservationsByConfirmation()));
    }

    static MaterializedView reservationsByConfirmation() {
        return new MaterializedView(
                ElementId.forView(Identifier.of("reservation"), Identifier.of("reservations_by_confirmation")),
                Identifier.of("reservations_by_confirmation"),
                Identifier.of("reservations_by_hotel_date"),
                List.of(),
                "confirm_number IS NOT NULL AND hotel_id IS NOT NULL AND start_date IS NOT NULL "
                        + "AND room_number IS NOT NULL",
                List.of(Identifier.of("confirm_number")),
                List.of(
                        ClusteringKey.asc("hotel_id"),
                        ClusteringKey.asc("start_date"),
                        ClusteringKey.asc("room_number")),
                TableOptions.NONE.with("comment", OptionValue.text("Q6")));
    }

    static Table table(String keyspace, String name, String query, Column... columns) {
        return Table.of(ElementId.forTable(Identifier.of(keyspace), Identifier.of(name)), name, List.of(columns))
                .withOptions(TableOptions.NONE.with("comment", OptionValue.text(query)));
    }
}
