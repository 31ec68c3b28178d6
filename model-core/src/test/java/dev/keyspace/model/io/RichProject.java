package dev.keyspace.model.io;

import static dev.keyspace.model.schema.CqlType.of;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
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
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** A project that uses every feature of the model, for round-trip and golden-file tests. */
final class RichProject {

    static final ElementId HOTELS = ElementId.of("table:hotels.hotels_by_poi");
    static final ElementId EVERY_TYPE = ElementId.of("table:hotels.every_type");
    static final ElementId VIEW = ElementId.of("view:hotels.hotels_by_name");

    private RichProject() {}

    static Project create() {
        return new Project(
                "Hotel reservations — ünïcode",
                CassandraVersion.DEFAULT,
                conceptual(),
                queries(),
                workflow(),
                List.of(hotelsKeyspace(), otherKeyspace()),
                sizing(),
                layout(),
                analysis(),
                List.of());
    }

    private static ConceptualModel conceptual() {
        Entity hotel = new Entity(
                ElementId.of("e-hotel"),
                "Hotel",
                List.of(
                        Attribute.key("id", "uuid"),
                        Attribute.of("name", "text"),
                        Attribute.multiValued("phones", "text")));
        Entity poi = new Entity(
                ElementId.of("e-poi"),
                "PointOfInterest",
                List.of(Attribute.key("name", "text"), Attribute.of("x", "")));
        Relationship near = new Relationship(
                ElementId.of("r-near"),
                "Near",
                List.of(
                        new Relationship.Participant(hotel.id(), Cardinality.N, "neighbour"),
                        Relationship.Participant.of(poi.id(), Cardinality.M)),
                List.of(Attribute.of("distance", "float")));
        Relationship owns = new Relationship(
                ElementId.of("r-owns"),
                "Owns",
                List.of(
                        Relationship.Participant.of(hotel.id(), Cardinality.ONE),
                        Relationship.Participant.of(poi.id(), Cardinality.N)),
                List.of());
        return new ConceptualModel(List.of(hotel, poi), List.of(near, owns));
    }

    private static List<Query> queries() {
        AccessPattern pattern = new AccessPattern(
                List.of(AttributeRef.of("e-poi", "name")),
                List.of(AttributeRef.of("r-near", "distance")),
                List.of(
                        new Ordering(AttributeRef.of("r-near", "distance"), ClusteringOrder.ASC),
                        new Ordering(AttributeRef.of("e-hotel", "name"), ClusteringOrder.DESC)),
                List.of(AttributeRef.of("e-hotel", "id"), AttributeRef.of("e-hotel", "name")));
        return List.of(
                new Query(
                        ElementId.of("q1"), "Q1", "Find hotels near a point of interest", pattern, Optional.of(HOTELS)),
                new Query(ElementId.of("q2"), "Q2", "", AccessPattern.EMPTY, Optional.empty()),
                new Query(
                        ElementId.of("q3"),
                        "Q3",
                        "Hotels, joined in the application",
                        AccessPattern.EMPTY,
                        Optional.of(HOTELS),
                        Optional.of(new dev.keyspace.model.query.ReadPlan(List.of(HOTELS)))));
    }

    private static Workflow workflow() {
        Task search = new Task(ElementId.of("t-search"), "Search hotels");
        Task details = new Task(ElementId.of("t-details"), "Show \"details\"");
        return new Workflow(
                List.of(search, details),
                List.of(
                        new Transition(ElementId.of("w-entry"), Optional.empty(), search.id(), List.of()),
                        new Transition(
                                ElementId.of("w-1"),
                                Optional.of(search.id()),
                                details.id(),
                                List.of(ElementId.of("q1"), ElementId.of("q2")))));
    }

    private static Keyspace hotelsKeyspace() {
        // Cassandra 6.0's COMMENT ON TYPE and FIELD, kept by the file as any other field
        UserType address = new UserType(
                Identifier.of("address"),
                List.of(
                        UserType.Field.of("street", of(NativeType.TEXT)),
                        new UserType.Field(
                                Identifier.of("Zip Code"), of(NativeType.INT), Optional.of("the \"zip\", ünïcode")),
                        UserType.Field.of("geo", new CqlType.VectorType(of(NativeType.FLOAT), 2))),
                Optional.of("postal, 'quoted'"));
        UserType phone = new UserType(
                Identifier.of("Phone"),
                List.of(UserType.Field.of("number", of(NativeType.TEXT)), UserType.Field.of("home", addressRef(true))));
        return new Keyspace(
                Identifier.of("hotels"),
                Replication.networkTopology(orderedFactors()),
                false,
                List.of(address, phone),
                List.of(hotelsTable(), everyTypeTable()),
                indexes(),
                List.of(view()));
    }

    private static Map<String, Integer> orderedFactors() {
        Map<String, Integer> factors = new LinkedHashMap<>();
        factors.put("dc2", 3);
        factors.put("dc1", 1);
        return factors;
    }

    private static CqlType.UserTypeRef addressRef(boolean frozen) {
        return CqlType.UserTypeRef.named("address", frozen);
    }

    private static Table hotelsTable() {
        List<Column> columns = List.of(
                Column.partitionKey("poi_name", of(NativeType.TEXT), 0),
                Column.partitionKey("Region", of(NativeType.TEXT), 1),
                Column.clustering("distance", of(NativeType.FLOAT), 0, ClusteringOrder.DESC),
                Column.clustering("hotel_id", of(NativeType.UUID), 1, ClusteringOrder.ASC),
                Column.staticColumn("poi_description", of(NativeType.TEXT)),
                Column.regular("name", of(NativeType.TEXT))
                        .withMask(Optional.of(new ColumnMask(
                                Optional.of(Identifier.of("system")),
                                Identifier.of("mask_inner"),
                                List.of("1", "null")))),
                Column.regular("email", of(NativeType.TEXT)).withMask(Optional.of(ColumnMask.of("mask_default"))),
                Column.regular("address", addressRef(true)),
                Column.regular("select", of(NativeType.INT)),
                Column.regular("prénom", of(NativeType.TEXT)),
                Column.regular("with \"quotes\"", of(NativeType.TEXT)));
        Map<String, OptionValue> compaction = new LinkedHashMap<>();
        compaction.put("class", OptionValue.text("LeveledCompactionStrategy"));
        compaction.put("sstable_size_in_mb", OptionValue.number(160));
        compaction.put("only_purge_repaired_tombstones", new OptionValue.Bool(true));
        TableOptions options = TableOptions.NONE
                .with("comment", OptionValue.text("Q1: hotels near a POI, it's ordered"))
                .with("bloom_filter_fp_chance", new OptionValue.Number("0.010"))
                .with("cdc", new OptionValue.Bool(false))
                .with("compaction", new OptionValue.MapValue(compaction))
                .with("caching", OptionValue.map(Map.of("keys", "ALL")))
                .with("extensions", new OptionValue.MapValue(Map.of("vendor", new OptionValue.Raw("0xcafe"))))
                .with("memtable", new OptionValue.Raw("'default'"))
                .with("default_time_to_live", OptionValue.number(0));
        return new Table(HOTELS, Identifier.of("hotels_by_poi"), columns, options, false);
    }

    private static Table everyTypeTable() {
        List<Column> columns = new ArrayList<>();
        columns.add(Column.partitionKey("id", of(NativeType.TIMEUUID), 0));
        for (NativeType type : NativeType.values()) {
            if (type != NativeType.COUNTER) {
                columns.add(Column.regular("c_" + type.cqlName(), of(type)));
            }
        }
        CqlType nested =
                new CqlType.MapType(of(NativeType.TEXT), new CqlType.ListType(of(NativeType.INT), false), true);
        columns.add(Column.regular("nested", nested));
        columns.add(Column.regular("tags", new CqlType.SetType(of(NativeType.TEXT), false)));
        columns.add(Column.regular("frozen_set", new CqlType.SetType(of(NativeType.BIGINT), true)));
        columns.add(
                Column.regular("pair", new CqlType.TupleType(List.of(of(NativeType.INT), addressRef(true), nested))));
        columns.add(Column.regular("embedding", new CqlType.VectorType(of(NativeType.FLOAT), 3)));
        columns.add(Column.regular("home", addressRef(false)));
        columns.add(Column.regular(
                "other_ks_type",
                new CqlType.UserTypeRef(Optional.of(Identifier.of("Other KS")), Identifier.of("Money"), true)));
        columns.add(Column.regular(
                "qualified", new CqlType.UserTypeRef(Optional.of(Identifier.of("ks")), Identifier.of("udt"), false)));
        columns.add(Column.regular("custom", new CqlType.CustomType("org.example.It'sType")));
        columns.add(Column.regular("phones", new CqlType.ListType(CqlType.UserTypeRef.named("Phone", true), false)));
        return new Table(EVERY_TYPE, Identifier.of("every_type"), columns, TableOptions.NONE, true);
    }

    private static List<Index> indexes() {
        Map<String, String> saiOptions = new LinkedHashMap<>();
        saiOptions.put("case_sensitive", "false");
        saiOptions.put("ascii", "true");
        return List.of(
                Index.legacy("by_name", "hotels_by_poi", IndexTarget.simple("name")),
                new Index(
                        Identifier.of("Tags_Idx"),
                        Identifier.of("every_type"),
                        IndexKind.SAI,
                        List.of(new IndexTarget(Identifier.of("tags"), IndexTarget.Kind.VALUES)),
                        Optional.empty(),
                        saiOptions),
                new Index(
                        Identifier.of("nested_keys"),
                        Identifier.of("every_type"),
                        IndexKind.SASI,
                        List.of(new IndexTarget(Identifier.of("nested"), IndexTarget.Kind.FULL)),
                        Optional.of(Index.SASI_CLASS),
                        Map.of("mode", "CONTAINS")),
                new Index(
                        Identifier.of("custom_idx"),
                        Identifier.of("every_type"),
                        IndexKind.CUSTOM,
                        List.of(
                                new IndexTarget(Identifier.of("nested"), IndexTarget.Kind.KEYS),
                                new IndexTarget(Identifier.of("nested"), IndexTarget.Kind.ENTRIES)),
                        Optional.of("org.example.MyIndex"),
                        Map.of()));
    }

    private static MaterializedView view() {
        return new MaterializedView(
                VIEW,
                Identifier.of("hotels_by_name"),
                Identifier.of("hotels_by_poi"),
                List.of(Identifier.of("name"), Identifier.of("Region")),
                "name IS NOT NULL AND poi_name IS NOT NULL",
                List.of(Identifier.of("name")),
                List.of(
                        new MaterializedView.ClusteringKey(Identifier.of("poi_name"), ClusteringOrder.DESC),
                        MaterializedView.ClusteringKey.asc("Region")),
                TableOptions.NONE.with("comment", OptionValue.text("by name")));
    }

    private static Keyspace otherKeyspace() {
        UserType money = new UserType(
                Identifier.of("Money"),
                List.of(
                        UserType.Field.of("amount", of(NativeType.DECIMAL)),
                        UserType.Field.of("currency", of(NativeType.ASCII))));
        Table counters = new Table(
                ElementId.of("t-counters"),
                Identifier.of("Page Views"),
                List.of(
                        Column.partitionKey("page", of(NativeType.TEXT), 0),
                        Column.regular("views", of(NativeType.COUNTER))),
                TableOptions.NONE,
                false);
        return new Keyspace(
                        Identifier.of("Other KS"),
                        Replication.simple(1),
                        true,
                        List.of(money),
                        List.of(counters),
                        List.of(),
                        List.of())
                // Cassandra 6.0's keyspace comment and fast_path, kept by the file as any other field
                .withComment(Optional.of("counters, 'quoted'"))
                .withFastPath(Optional.of(
                        OptionValue.map(new java.util.TreeMap<>(Map.of("size", "2", "dcs", "dc1:1,dc2:2")))));
    }

    private static AnalysisSettings analysis() {
        TableHints hotels = TableHints.NONE
                .withDeletedAfterRead(true)
                .withWritesNulls(true)
                .withDistinctValues("id", 40)
                .withRowsPerDay(Optional.of(2.5))
                .withCollectionItems("phones", 3);
        return AnalysisSettings.DEFAULTS
                .withThresholds(
                        new Thresholds(50_000L, 1_000_000_000L, 10 * Thresholds.MB, Thresholds.GB, 3, 1024L, 10L, 0L))
                .withHints(HOTELS, hotels)
                .withHints(EVERY_TYPE, TableHints.NONE.withFrequentDeletes(true))
                .withSuppression(new Suppression("replication", "\"Other KS\"", "a scratch keyspace — ünïcode"))
                .withSuppression(new Suppression("orphan", "Q1", "served by a search service"))
                .withNonProductionKeyspaces(Set.of("Other KS"));
    }

    private static Map<ElementId, SizingAssumptions> sizing() {
        Map<String, Integer> bytes = new LinkedHashMap<>();
        bytes.put("name", 24);
        bytes.put("address", 120);
        return Map.of(
                HOTELS,
                new SizingAssumptions(Optional.of(12.5), Optional.of(200.0), Optional.of(3_000_000_000L), bytes),
                EVERY_TYPE,
                SizingAssumptions.NONE.withPartitions(Optional.of(10L)));
    }

    private static Layout layout() {
        return Layout.EMPTY
                .with(ViewKind.CONCEPTUAL, ElementId.of("e-hotel"), new NodeBounds(10, 20, 120, 60))
                .with(ViewKind.CONCEPTUAL, ElementId.of("e-poi"), new NodeBounds(-40.25, 300.5, 140, 60))
                .with(ViewKind.CONCEPTUAL, ElementId.of("r-near"), new NodeBounds(200, 20, 80, 80))
                .with(ViewKind.WORKFLOW, ElementId.of("t-search"), new NodeBounds(0, 0, 100, 40))
                .with(ViewKind.LOGICAL, HOTELS, new NodeBounds(1e-3, 1e6, 220.125, 0))
                .with(ViewKind.PHYSICAL, HOTELS, new NodeBounds(50, 60, 240, 180))
                .with(ViewKind.PHYSICAL, VIEW, new NodeBounds(400, 60, 240, 120));
    }
}
