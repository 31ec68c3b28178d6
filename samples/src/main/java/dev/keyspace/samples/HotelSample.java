package dev.keyspace.samples;

import static dev.keyspace.samples.SampleBuilder.*;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.MaterializedView.ClusteringKey;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The hotel and reservation domain of method.md section 4 (Carpenter and Hewitt's worked example), all
 * four models, built in code so the compiler checks every reference. It is the source of
 * samples/hotel/hotel.ksd.json; a test keeps the committed file equal to it.
 */
public final class HotelSample {

    private static final CqlType ADDRESS = UserTypeRef.named("address", true);

    public static final ElementId HOTEL = ElementId.of("entity:hotel");
    public static final ElementId POI = ElementId.of("entity:point_of_interest");
    public static final ElementId ROOM = ElementId.of("entity:room");
    public static final ElementId AMENITY = ElementId.of("entity:amenity");
    public static final ElementId AVAILABILITY = ElementId.of("entity:availability");
    public static final ElementId GUEST = ElementId.of("entity:guest");
    public static final ElementId RESERVATION = ElementId.of("entity:reservation");

    private HotelSample() {}

    public static Project build() {
        return Project.empty("Hotel and reservation")
                .withConceptual(conceptual())
                .withQueries(queries())
                .withWorkflow(workflow())
                .withKeyspaces(List.of(hotelKeyspace(), reservationKeyspace()))
                .withSizing(sizing())
                .withLayout(Layout.EMPTY)
                .withAnalysis(analysis());
    }

    /**
     * The largest hotel has 200 rooms, each with a row per day for 730 days: the hints let the bucketing
     * advisor size its proposals. A reservation is identified by its hotel, room and start date as well as by its confirmation number: a
     * room cannot be booked twice from the same date. So the tables keyed that way do not overwrite rows.
     */
    private static AnalysisSettings analysis() {
        String reason = "a room is booked once per start date, so hotel, start date and room identify a reservation";
        TableHints availability = TableHints.NONE
                .withDistinctValues("room_number", 200)
                .withDistinctValues("date", 730)
                .withRowsPerDay(Optional.of(200.0));
        return AnalysisSettings.DEFAULTS
                .withHints(tableId("hotel", "available_rooms_by_hotel_date"), availability)
                .withSuppression(new Suppression("non-unique-key", "reservation.reservations_by_hotel_date", reason))
                .withSuppression(new Suppression("non-unique-key", "reservation.reservations_by_guest", reason));
    }

    private static ConceptualModel conceptual() {
        List<Entity> entities = List.of(
                new Entity(
                        HOTEL,
                        "Hotel",
                        List.of(
                                Attribute.key("id", "text"),
                                Attribute.of("name", "text"),
                                Attribute.of("phone", "text"),
                                Attribute.of("address", "address"))),
                new Entity(
                        POI,
                        "PointOfInterest",
                        List.of(Attribute.key("name", "text"), Attribute.of("description", "text"))),
                new Entity(ROOM, "Room", List.of(Attribute.key("number", "smallint"))),
                new Entity(
                        AMENITY,
                        "Amenity",
                        List.of(Attribute.key("name", "text"), Attribute.of("description", "text"))),
                new Entity(
                        AVAILABILITY,
                        "Availability",
                        List.of(Attribute.key("date", "date"), Attribute.of("is_available", "boolean"))),
                new Entity(
                        GUEST,
                        "Guest",
                        List.of(
                                Attribute.key("guest_id", "uuid"),
                                Attribute.of("first_name", "text"),
                                Attribute.of("last_name", "text"),
                                Attribute.of("title", "text"),
                                Attribute.multiValued("emails", "text"),
                                Attribute.multiValued("phone_numbers", "text"),
                                Attribute.multiValued("addresses", "address"))),
                new Entity(
                        RESERVATION,
                        "Reservation",
                        List.of(
                                Attribute.key("confirm_number", "text"),
                                Attribute.of("start_date", "date"),
                                Attribute.of("end_date", "date"))));
        List<Relationship> relationships = List.of(
                relationship("near", "Near", POI, Cardinality.M, HOTEL, Cardinality.N),
                relationship("has_room", "Has", HOTEL, Cardinality.ONE, ROOM, Cardinality.N),
                relationship("offers", "Offers", ROOM, Cardinality.ONE, AMENITY, Cardinality.N),
                relationship("available", "Available", ROOM, Cardinality.ONE, AVAILABILITY, Cardinality.N),
                relationship("makes", "Makes", GUEST, Cardinality.ONE, RESERVATION, Cardinality.N),
                relationship("reserves", "Reserves", RESERVATION, Cardinality.N, ROOM, Cardinality.ONE));
        return new ConceptualModel(entities, relationships).withPopulation(population());
    }

    /**
     * The book's figures: 1,000 hotels of 100 rooms on average (200 at most), each room with 730 days of
     * availability, which gives available_rooms_by_hotel_date its 73,000 rows per partition.
     */
    private static Population population() {
        return new SamplePopulation()
                .count(HOTEL, 1_000)
                .count(POI, 10_000)
                .count(ROOM, 100_000)
                .count(AMENITY, 50)
                .count(GUEST, 1_000_000)
                .count(RESERVATION, 5_000_000)
                .end("near", 0, 5, 50)
                .end("near", 1, 20, 500)
                .end("has_room", 0, 1, 1)
                .end("has_room", 1, 100, 200)
                .end("offers", 0, 1, 1)
                .end("offers", 1, 8, 30)
                .end("available", 0, 1, 1)
                .end("available", 1, 730, 730)
                .end("makes", 0, 1, 1)
                .end("makes", 1, 5, 200)
                .end("reserves", 0, 50, 730)
                .end("reserves", 1, 1, 1)
                .build();
    }

    private static List<Query> queries() {
        List<AttributeRef> hotelDetails =
                List.of(ref(HOTEL, "id"), ref(HOTEL, "name"), ref(HOTEL, "phone"), ref(HOTEL, "address"));
        List<AttributeRef> reservationDetails = List.of(
                ref(HOTEL, "id"),
                ref(RESERVATION, "start_date"),
                ref(RESERVATION, "end_date"),
                ref(ROOM, "number"),
                ref(RESERVATION, "confirm_number"),
                ref(GUEST, "guest_id"));
        return List.of(
                query(
                        1,
                        "Find hotels near a given point of interest",
                        pattern(
                                List.of(ref(POI, "name")),
                                List.of(),
                                List.of(new Ordering(ref(HOTEL, "id"), ClusteringOrder.ASC)),
                                hotelDetails),
                        tableId("hotel", "hotels_by_poi")),
                query(
                        2,
                        "Find information about a given hotel",
                        pattern(List.of(ref(HOTEL, "id")), List.of(), List.of(), hotelDetails),
                        tableId("hotel", "hotels")),
                query(
                        3,
                        "Find points of interest near a given hotel",
                        pattern(
                                List.of(ref(HOTEL, "id")),
                                List.of(),
                                List.of(new Ordering(ref(POI, "name"), ClusteringOrder.ASC)),
                                List.of(ref(POI, "name"), ref(POI, "description"))),
                        tableId("hotel", "pois_by_hotel")),
                query(
                        4,
                        "Find an available room in a given date range",
                        pattern(
                                List.of(ref(HOTEL, "id")),
                                List.of(ref(AVAILABILITY, "date")),
                                List.of(new Ordering(ref(ROOM, "number"), ClusteringOrder.ASC)),
                                List.of(
                                        ref(AVAILABILITY, "date"),
                                        ref(ROOM, "number"),
                                        ref(AVAILABILITY, "is_available"))),
                        tableId("hotel", "available_rooms_by_hotel_date")),
                query(
                        5,
                        "Find amenities for a room",
                        pattern(
                                List.of(ref(HOTEL, "id"), ref(ROOM, "number")),
                                List.of(),
                                List.of(new Ordering(ref(AMENITY, "name"), ClusteringOrder.ASC)),
                                List.of(ref(AMENITY, "name"), ref(AMENITY, "description"))),
                        tableId("hotel", "amenities_by_room")),
                query(
                        6,
                        "Lookup a reservation by confirmation number",
                        pattern(List.of(ref(RESERVATION, "confirm_number")), List.of(), List.of(), reservationDetails),
                        ElementId.forView(Identifier.of("reservation"), Identifier.of("reservations_by_confirmation"))),
                query(
                        7,
                        "Lookup a reservation by hotel, date, and guest name",
                        pattern(
                                List.of(ref(HOTEL, "id"), ref(RESERVATION, "start_date")),
                                List.of(),
                                List.of(new Ordering(ref(ROOM, "number"), ClusteringOrder.ASC)),
                                reservationDetails),
                        tableId("reservation", "reservations_by_hotel_date")),
                query(
                        8,
                        "Lookup all reservations by guest name",
                        pattern(
                                List.of(ref(GUEST, "last_name")),
                                List.of(),
                                List.of(new Ordering(ref(HOTEL, "id"), ClusteringOrder.ASC)),
                                reservationDetails),
                        tableId("reservation", "reservations_by_guest")),
                query(
                        9,
                        "View guest details",
                        pattern(
                                List.of(ref(GUEST, "guest_id")),
                                List.of(),
                                List.of(),
                                List.of(
                                        ref(GUEST, "first_name"),
                                        ref(GUEST, "last_name"),
                                        ref(GUEST, "title"),
                                        ref(GUEST, "emails"),
                                        ref(GUEST, "phone_numbers"),
                                        ref(GUEST, "addresses"),
                                        ref(RESERVATION, "confirm_number"))),
                        tableId("reservation", "guests")));
    }

    private static Workflow workflow() {
        List<Task> tasks = List.of(
                task("hotels_near_poi", "View hotels near a point of interest"),
                task("hotel_information", "View hotel information"),
                task("pois_near_hotel", "View points of interest near a hotel"),
                task("available_rooms", "Find available rooms"),
                task("room_amenities", "View room amenities"),
                task("reservation", "View a reservation"),
                task("guest", "View guest information"));
        List<Transition> transitions = List.of(
                transition("t1", null, "hotels_near_poi", 1),
                transition("t2", "hotels_near_poi", "hotel_information", 2),
                transition("t3", "hotel_information", "pois_near_hotel", 3),
                transition("t4", "hotel_information", "available_rooms", 4),
                transition("t5", "available_rooms", "room_amenities", 5),
                transition("t6", null, "reservation", 6),
                transition("t7", null, "reservation", 7),
                transition("t8", null, "reservation", 8),
                transition("t9", "reservation", "guest", 9));
        return new Workflow(tasks, transitions);
    }

    private static UserType address() {
        return new UserType(
                Identifier.of("address"),
                List.of(
                        UserType.Field.of("street", TEXT),
                        UserType.Field.of("city", TEXT),
                        UserType.Field.of("state_or_province", TEXT),
                        UserType.Field.of("postal_code", TEXT),
                        UserType.Field.of("country", TEXT)));
    }

    private static Keyspace hotelKeyspace() {
        return Keyspace.of("hotel", Replication.simple(3))
                .withTypes(List.of(address()))
                .withTables(List.of(
                        table(
                                "hotel",
                                "hotels_by_poi",
                                "Q1. Find hotels near given poi",
                                List.of(
                                        Column.partitionKey("poi_name", TEXT, 0),
                                        Column.clustering("hotel_id", TEXT, 0, ClusteringOrder.ASC),
                                        Column.regular("name", TEXT),
                                        Column.regular("phone", TEXT),
                                        Column.regular("address", ADDRESS))),
                        table(
                                "hotel",
                                "hotels",
                                "Q2. Find information about a hotel",
                                List.of(
                                        Column.partitionKey("id", TEXT, 0),
                                        Column.regular("name", TEXT),
                                        Column.regular("phone", TEXT),
                                        Column.regular("address", ADDRESS),
                                        Column.regular("pois", new CqlType.SetType(TEXT, false)))),
                        table(
                                "hotel",
                                "pois_by_hotel",
                                "Q3. Find pois near a hotel",
                                List.of(
                                        Column.partitionKey("hotel_id", TEXT, 0),
                                        Column.clustering("poi_name", TEXT, 0, ClusteringOrder.ASC),
                                        Column.regular("description", TEXT))),
                        table(
                                "hotel",
                                "available_rooms_by_hotel_date",
                                "Q4. Find available rooms by hotel date",
                                List.of(
                                        Column.partitionKey("hotel_id", TEXT, 0),
                                        Column.clustering("date", DATE, 0, ClusteringOrder.ASC),
                                        Column.clustering("room_number", SMALLINT, 1, ClusteringOrder.ASC),
                                        Column.regular("is_available", BOOLEAN))),
                        table(
                                "hotel",
                                "amenities_by_room",
                                "Q5. Find amenities for a room",
                                List.of(
                                        Column.partitionKey("hotel_id", TEXT, 0),
                                        Column.partitionKey("room_number", SMALLINT, 1),
                                        Column.clustering("amenity_name", TEXT, 0, ClusteringOrder.ASC),
                                        Column.regular("description", TEXT)))));
    }

    private static Keyspace reservationKeyspace() {
        Table byHotelDate = table(
                "reservation",
                "reservations_by_hotel_date",
                "Q7. Find reservations by hotel and date",
                List.of(
                        Column.partitionKey("hotel_id", TEXT, 0),
                        Column.partitionKey("start_date", DATE, 1),
                        Column.clustering("room_number", SMALLINT, 0, ClusteringOrder.ASC),
                        Column.regular("end_date", DATE),
                        Column.regular("confirm_number", TEXT),
                        Column.regular("guest_id", UUID)));
        MaterializedView byConfirmation = new MaterializedView(
                ElementId.forView(Identifier.of("reservation"), Identifier.of("reservations_by_confirmation")),
                Identifier.of("reservations_by_confirmation"),
                byHotelDate.name(),
                List.of(),
                "confirm_number IS NOT NULL AND hotel_id IS NOT NULL AND start_date IS NOT NULL"
                        + " AND room_number IS NOT NULL",
                List.of(Identifier.of("confirm_number")),
                List.of(
                        ClusteringKey.asc("hotel_id"),
                        ClusteringKey.asc("start_date"),
                        ClusteringKey.asc("room_number")),
                TableOptions.NONE.with("comment", OptionValue.text("Q6. Find reservations by confirmation number")));
        return Keyspace.of("reservation", Replication.simple(3))
                .withTypes(List.of(address()))
                .withTables(List.of(
                        byHotelDate,
                        table(
                                "reservation",
                                "reservations_by_guest",
                                "Q8. Find reservations by guest name",
                                List.of(
                                        Column.partitionKey("guest_last_name", TEXT, 0),
                                        Column.clustering("hotel_id", TEXT, 0, ClusteringOrder.ASC),
                                        Column.regular("start_date", DATE),
                                        Column.regular("end_date", DATE),
                                        Column.regular("room_number", SMALLINT),
                                        Column.regular("confirm_number", TEXT),
                                        Column.regular("guest_id", UUID))),
                        table(
                                "reservation",
                                "guests",
                                "Q9. Find guest by ID",
                                List.of(
                                        Column.partitionKey("guest_id", UUID, 0),
                                        Column.regular("first_name", TEXT),
                                        Column.regular("last_name", TEXT),
                                        Column.regular("title", TEXT),
                                        Column.regular("emails", new CqlType.SetType(TEXT, false)),
                                        Column.regular("phone_numbers", new CqlType.ListType(TEXT, false)),
                                        Column.regular("addresses", new CqlType.MapType(TEXT, ADDRESS, false)),
                                        Column.regular("confirm_number", TEXT)))))
                .withViews(List.of(byConfirmation));
    }

    /**
     * Method.md section 5's worked figures: 100 rooms x 730 days of availability per hotel (73,000 rows), a
     * 5-byte hotel id. The other tables carry the assumptions a designer would start from.
     */
    private static Map<ElementId, SizingAssumptions> sizing() {
        return Map.of(
                tableId("hotel", "available_rooms_by_hotel_date"),
                new SizingAssumptions(
                        Optional.of(73_000.0), Optional.of(146_000.0), Optional.of(1_000L), Map.of("hotel_id", 5)),
                tableId("hotel", "hotels_by_poi"),
                new SizingAssumptions(
                        Optional.of(20.0),
                        Optional.of(500.0),
                        Optional.of(10_000L),
                        Map.of("poi_name", 20, "hotel_id", 5, "name", 30, "phone", 15, "address", 120)),
                tableId("reservation", "reservations_by_hotel_date"),
                new SizingAssumptions(
                        Optional.of(60.0),
                        Optional.of(100.0),
                        Optional.of(730_000L),
                        Map.of("hotel_id", 5, "confirm_number", 10)));
    }
}
