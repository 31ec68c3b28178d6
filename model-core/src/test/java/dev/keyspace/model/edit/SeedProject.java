package dev.keyspace.model.edit;

import static dev.keyspace.model.schema.CqlType.of;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
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
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.MaterializedView.ClusteringKey;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The hotel and reservation example of the method, small enough to read, with every kind of element. */
final class SeedProject {

    static final Identifier HOTEL = Identifier.of("hotel");
    static final Identifier RESERVATION = Identifier.of("reservation");
    static final ElementId HOTELS_BY_POI = ElementId.forTable(HOTEL, Identifier.of("hotels_by_poi"));
    static final ElementId HOTELS = ElementId.forTable(HOTEL, Identifier.of("hotels"));
    static final ElementId ROOMS = ElementId.forTable(HOTEL, Identifier.of("available_rooms_by_hotel_date"));
    static final ElementId RESERVATIONS = ElementId.forTable(RESERVATION, Identifier.of("reservations_by_hotel_date"));
    static final ElementId GUESTS = ElementId.forTable(RESERVATION, Identifier.of("guests"));
    static final ElementId BY_CONFIRMATION =
            ElementId.forView(RESERVATION, Identifier.of("reservations_by_confirmation"));
    static final ElementId HOTEL_ENTITY = ElementId.of("entity:hotel");
    static final ElementId POI_ENTITY = ElementId.of("entity:poi");
    static final ElementId ROOM_ENTITY = ElementId.of("entity:room");
    static final ElementId GUEST_ENTITY = ElementId.of("entity:guest");
    static final ElementId FEATURES = ElementId.of("relationship:features");
    static final ElementId RESERVES = ElementId.of("relationship:reserves");
    static final ElementId Q1 = ElementId.of("query:1");
    static final ElementId Q2 = ElementId.of("query:2");
    static final ElementId Q4 = ElementId.of("query:4");
    static final ElementId Q6 = ElementId.of("query:6");
    static final ElementId Q9 = ElementId.of("query:9");
    static final ElementId SEARCH_TASK = ElementId.of("task:search");
    static final ElementId HOTEL_TASK = ElementId.of("task:hotel");
    static final ElementId BOOK_TASK = ElementId.of("task:book");
    static final ElementId ENTRY = ElementId.of("transition:entry");
    static final ElementId TO_HOTEL = ElementId.of("transition:to-hotel");
    static final ElementId TO_BOOK = ElementId.of("transition:to-book");

    private static final CqlType TEXT = of(NativeType.TEXT);
    private static final CqlType ADDRESS = UserTypeRef.named("address", true);

    private SeedProject() {}

    static Project create() {
        return new Project(
                "hotel reservations",
                CassandraVersion.DEFAULT,
                conceptual(),
                queries(),
                workflow(),
                List.of(hotelKeyspace(), reservationKeyspace()),
                Map.of(ROOMS, SizingExamples.roomsAssumptions(), GUESTS, SizingExamples.guestsAssumptions()),
                layout(),
                analysis(),
                List.of());
    }

    /** Hints on two tables, a suppression on a table and one on a query, and a keyspace out of production. */
    static AnalysisSettings analysis() {
        return AnalysisSettings.DEFAULTS
                .withHints(ROOMS, TableHints.NONE.withDistinctValues("room_number", 100))
                .withHints(GUESTS, TableHints.NONE.withFrequentDeletes(true).withCollectionItems("emails", 3))
                .withSuppression(new Suppression("orphan", "hotel.hotels", "read by the admin tool"))
                .withSuppression(new Suppression("allow-filtering", "Q1", "a small table"))
                .withNonProductionKeyspaces(Set.of("reservation"));
    }

    static Keyspace hotelKeyspace() {
        Table hotelsByPoi = new Table(
                HOTELS_BY_POI,
                Identifier.of("hotels_by_poi"),
                List.of(
                        Column.partitionKey("poi_name", TEXT, 0),
                        Column.clustering("hotel_id", TEXT, 0, ClusteringOrder.ASC),
                        Column.regular("name", TEXT),
                        Column.regular("phone", TEXT),
                        Column.regular("address", ADDRESS)),
                dev.keyspace.model.schema.TableOptions.NONE.with("comment", OptionValue.text("Q1")),
                false);
        Table hotels = Table.of(
                HOTELS,
                "hotels",
                List.of(
                        Column.partitionKey("id", TEXT, 0),
                        Column.regular("name", TEXT),
                        Column.regular("phone", TEXT),
                        Column.regular("address", ADDRESS),
                        Column.regular("pois", new CqlType.SetType(TEXT, false))));
        Table rooms = Table.of(
                ROOMS,
                "available_rooms_by_hotel_date",
                List.of(
                        Column.partitionKey("hotel_id", TEXT, 0),
                        Column.clustering("date", of(NativeType.DATE), 0, ClusteringOrder.ASC),
                        Column.clustering("room_number", of(NativeType.SMALLINT), 1, ClusteringOrder.ASC),
                        Column.regular("is_available", of(NativeType.BOOLEAN))));
        return new Keyspace(
                HOTEL,
                Replication.simple(3),
                true,
                List.of(address()),
                List.of(hotelsByPoi, hotels, rooms),
                List.of(Index.sai("hotels_phone_idx", "hotels", IndexTarget.simple("phone"))),
                List.of());
    }

    static Keyspace reservationKeyspace() {
        Table reservations = Table.of(
                RESERVATIONS,
                "reservations_by_hotel_date",
                List.of(
                        Column.partitionKey("hotel_id", TEXT, 0),
                        Column.partitionKey("start_date", of(NativeType.DATE), 1),
                        Column.clustering("room_number", of(NativeType.SMALLINT), 0, ClusteringOrder.ASC),
                        Column.regular("end_date", of(NativeType.DATE)),
                        Column.regular("confirm_number", TEXT),
                        Column.regular("guest_id", of(NativeType.UUID))));
        Table guests = Table.of(
                GUESTS,
                "guests",
                List.of(
                        Column.partitionKey("guest_id", of(NativeType.UUID), 0),
                        Column.regular("first_name", TEXT),
                        Column.regular("last_name", TEXT),
                        Column.regular("emails", new CqlType.SetType(TEXT, false)),
                        Column.regular("addresses", new CqlType.MapType(TEXT, ADDRESS, false))));
        MaterializedView byConfirmation = new MaterializedView(
                BY_CONFIRMATION,
                Identifier.of("reservations_by_confirmation"),
                Identifier.of("reservations_by_hotel_date"),
                List.of(),
                "confirm_number IS NOT NULL AND hotel_id IS NOT NULL AND start_date IS NOT NULL"
                        + " AND room_number IS NOT NULL",
                List.of(Identifier.of("confirm_number")),
                List.of(
                        ClusteringKey.asc("hotel_id"),
                        ClusteringKey.asc("start_date"),
                        ClusteringKey.asc("room_number")),
                dev.keyspace.model.schema.TableOptions.NONE);
        return new Keyspace(
                RESERVATION,
                Replication.simple(3),
                true,
                List.of(address()),
                List.of(reservations, guests),
                List.of(Index.legacy("guests_last_name_idx", "guests", IndexTarget.simple("last_name"))),
                List.of(byConfirmation));
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

    private static ConceptualModel conceptual() {
        Entity hotel = new Entity(
                HOTEL_ENTITY,
                "Hotel",
                List.of(
                        Attribute.key("id", "text"),
                        Attribute.of("name", "text"),
                        Attribute.of("phone", "text"),
                        Attribute.of("address", "address")));
        Entity poi = new Entity(
                POI_ENTITY,
                "Point of interest",
                List.of(Attribute.key("name", "text"), Attribute.of("description", "text")));
        Entity room = new Entity(
                ROOM_ENTITY,
                "Room",
                List.of(Attribute.key("number", "smallint"), Attribute.multiValued("amenities", "text")));
        Entity guest = new Entity(
                GUEST_ENTITY,
                "Guest",
                List.of(
                        Attribute.key("guest_id", "uuid"),
                        Attribute.of("last_name", "text"),
                        Attribute.multiValued("emails", "text")));
        Relationship features = new Relationship(
                FEATURES,
                "Features",
                List.of(Participant.of(HOTEL_ENTITY, Cardinality.N), Participant.of(POI_ENTITY, Cardinality.M)),
                List.of());
        Relationship reserves = new Relationship(
                RESERVES,
                "Reserves",
                List.of(Participant.of(GUEST_ENTITY, Cardinality.ONE), Participant.of(ROOM_ENTITY, Cardinality.N)),
                List.of(Attribute.of("start_date", "date"), Attribute.of("confirm_number", "text")));
        return new ConceptualModel(List.of(hotel, poi, room, guest), List.of(features, reserves));
    }

    private static List<Query> queries() {
        AttributeRef poiName = new AttributeRef(POI_ENTITY, "name");
        AttributeRef hotelId = new AttributeRef(HOTEL_ENTITY, "id");
        AttributeRef hotelName = new AttributeRef(HOTEL_ENTITY, "name");
        AttributeRef startDate = new AttributeRef(RESERVES, "start_date");
        AttributeRef confirm = new AttributeRef(RESERVES, "confirm_number");
        AttributeRef guestId = new AttributeRef(GUEST_ENTITY, "guest_id");
        return List.of(
                new Query(
                        Q1,
                        "Q1",
                        "Find hotels near a point of interest",
                        new AccessPattern(List.of(poiName), List.of(), List.of(), List.of(hotelId, hotelName)),
                        Optional.of(HOTELS_BY_POI)),
                new Query(
                        Q2,
                        "Q2",
                        "Find a hotel by id",
                        new AccessPattern(List.of(hotelId), List.of(), List.of(), List.of(hotelName)),
                        Optional.of(HOTELS)),
                new Query(
                        Q4,
                        "Q4",
                        "Find available rooms by hotel and date",
                        new AccessPattern(
                                List.of(hotelId),
                                List.of(startDate),
                                List.of(new Ordering(startDate, ClusteringOrder.ASC)),
                                List.of()),
                        Optional.of(ROOMS)),
                new Query(
                        Q6,
                        "Q6",
                        "Find a reservation by confirmation number",
                        new AccessPattern(List.of(confirm), List.of(), List.of(), List.of(startDate, guestId)),
                        Optional.of(BY_CONFIRMATION)),
                new Query(
                        Q9,
                        "Q9",
                        "Find a guest by id",
                        new AccessPattern(List.of(guestId), List.of(), List.of(), List.of()),
                        Optional.of(GUESTS)));
    }

    private static Workflow workflow() {
        return new Workflow(
                List.of(
                        new Task(SEARCH_TASK, "Search hotels"),
                        new Task(HOTEL_TASK, "View hotel"),
                        new Task(BOOK_TASK, "Book a room")),
                List.of(
                        new Transition(ENTRY, Optional.empty(), SEARCH_TASK, List.of(Q1)),
                        new Transition(TO_HOTEL, Optional.of(SEARCH_TASK), HOTEL_TASK, List.of(Q2, Q4)),
                        new Transition(TO_BOOK, Optional.of(HOTEL_TASK), BOOK_TASK, List.of(Q6, Q9))));
    }

    private static Layout layout() {
        Layout layout = Layout.EMPTY;
        double x = 0;
        for (ElementId table : List.of(HOTELS_BY_POI, HOTELS, ROOMS, RESERVATIONS, GUESTS, BY_CONFIRMATION)) {
            layout = layout.with(ViewKind.LOGICAL, table, new NodeBounds(x, 40, 180, 120))
                    .with(ViewKind.PHYSICAL, table, new NodeBounds(x, 60, 220, 140));
            x += 240;
        }
        for (ElementId node : List.of(HOTEL_ENTITY, POI_ENTITY, ROOM_ENTITY, GUEST_ENTITY, FEATURES, RESERVES)) {
            layout = layout.with(ViewKind.CONCEPTUAL, node, new NodeBounds(x, 10, 120, 60));
            x += 140;
        }
        for (ElementId node : List.of(SEARCH_TASK, HOTEL_TASK, BOOK_TASK, ENTRY, TO_HOTEL, TO_BOOK)) {
            layout = layout.with(ViewKind.WORKFLOW, node, new NodeBounds(x, 0, 100, 40));
            x += 120;
        }
        return layout;
    }
}
