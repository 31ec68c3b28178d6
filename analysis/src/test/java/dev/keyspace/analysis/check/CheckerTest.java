package dev.keyspace.analysis.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.Rule;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.HotelTables;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CheckerTest {

    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);
    private static final CqlType INT = CqlType.of(NativeType.INT);
    private static final CqlType TIMESTAMP = CqlType.of(NativeType.TIMESTAMP);
    private static final ElementId USER = ElementId.of("entity:user");
    private static final ElementId EVENTS = ElementId.of("table:app.events_by_user");

    /** app.events_by_user ((user_id), at DESC) with text payload; one query Q1 by user_id. */
    private static Table events() {
        return Table.of(
                EVENTS,
                "events_by_user",
                List.of(
                        Column.partitionKey("user_id", TEXT, 0),
                        Column.clustering("at", TIMESTAMP, 0, ClusteringOrder.DESC),
                        Column.regular("payload", TEXT),
                        Column.regular("email", TEXT)));
    }

    private static Query query(String label, List<AttributeRef> equality, ElementId table) {
        return new Query(
                ElementId.of("query:" + label),
                label,
                "find events",
                new AccessPattern(equality, List.of(), List.of(), List.of(new AttributeRef(USER, "email"))),
                Optional.of(table));
    }

    private static Project project(Keyspace keyspace, List<Query> queries) {
        ConceptualModel conceptual = new ConceptualModel(
                List.of(new Entity(
                        USER,
                        "User",
                        List.of(
                                Attribute.key("id", "text"),
                                Attribute.of("email", "text"),
                                Attribute.of("city", "text")))),
                List.of());
        return Project.empty("app")
                .withConceptual(conceptual)
                .withKeyspaces(List.of(keyspace))
                .withQueries(queries);
    }

    private static Keyspace app(Table... tables) {
        return Keyspace.of("app", Replication.networkTopology(Map.of("dc1", 3))).withTables(List.of(tables));
    }

    private static List<Finding> findings(Project project, AnalysisSettings settings, String rule) {
        return Checker.check(project, settings).findings().stream()
                .filter(f -> f.ruleId().equals(rule))
                .toList();
    }

    private static Project served() {
        return project(app(events()), List.of(query("Q1", List.of(new AttributeRef(USER, "id")), EVENTS)));
    }

    @Test
    void should_warn_over_100000_values_and_propose_moving_date_into_the_partition_key() {
        AnalysisSettings settings = AnalysisSettings.DEFAULTS.withHints(
                HotelTables.AVAILABLE_ROOMS, TableHints.NONE.withDistinctValues("date", 730));

        List<Finding> found = findings(HotelTables.project(), settings, "partition-too-many-values");

        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.element()).isEqualTo("hotel.available_rooms_by_hotel_date");
            assertThat(f.message())
                    .isEqualTo("hotel.available_rooms_by_hotel_date holds 146,000 values per partition (worst case),"
                            + " over the limit of 100,000");
            assertThat(f.fix()).contains("PRIMARY KEY ((hotel_id, date), room_number) gives 200 values");
        });
    }

    @Test
    void should_report_an_error_over_one_gigabyte_per_partition() {
        Project project = HotelTables.project()
                .withSizing(Map.of(
                        HotelTables.AVAILABLE_ROOMS,
                        new SizingAssumptions(
                                Optional.of(100_000_000.0), Optional.empty(), Optional.of(1L), Map.of("hotel_id", 5))));

        assertThat(findings(project, AnalysisSettings.DEFAULTS, "partition-too-large"))
                .singleElement()
                .satisfies(f -> {
                    assertThat(f.severity()).isEqualTo(Severity.ERROR);
                    assertThat(f.message()).contains("over the limit of 1.0 GB");
                });
    }

    @Test
    void should_flag_a_time_ordered_table_without_bucket_or_ttl() {
        assertThat(findings(served(), AnalysisSettings.DEFAULTS, "unbounded-partition"))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).startsWith("app.events_by_user is ordered by time"));
        Table withTtl = events().withOptions(TableOptions.NONE.with(
                "default_time_to_live", dev.keyspace.model.schema.OptionValue.number(86_400)));
        assertThat(findings(project(app(withTtl), List.of()), AnalysisSettings.DEFAULTS, "unbounded-partition"))
                .isEmpty();
    }

    @Test
    void should_flag_a_boolean_partition_key_as_hot() {
        Table flags = Table.of(
                ElementId.of("table:app.by_flag"),
                "by_flag",
                List.of(Column.partitionKey("active", CqlType.of(NativeType.BOOLEAN), 0), Column.regular("v", INT)));

        assertThat(findings(project(app(flags), List.of()), AnalysisSettings.DEFAULTS, "hot-partition"))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).contains("partition key is boolean"));
    }

    @Test
    void should_flag_a_query_that_needs_allow_filtering() {
        Project project =
                project(app(events()), List.of(query("Q2", List.of(new AttributeRef(USER, "email")), EVENTS)));

        assertThat(findings(project, AnalysisSettings.DEFAULTS, "allow-filtering"))
                .singleElement()
                .satisfies(f -> {
                    assertThat(f.element()).isEqualTo("Q2");
                    assertThat(f.message()).startsWith("Q2 on app.events_by_user needs ALLOW FILTERING");
                });
        assertThat(findings(project, AnalysisSettings.DEFAULTS, "multi-partition-query"))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).contains("full scan"));
    }

    @Test
    void should_not_flag_a_query_served_by_its_partition() {
        assertThat(findings(served(), AnalysisSettings.DEFAULTS, "allow-filtering"))
                .isEmpty();
        assertThat(findings(served(), AnalysisSettings.DEFAULTS, "multi-partition-query"))
                .isEmpty();
    }

    @Test
    void should_flag_a_legacy_index_on_an_email() {
        Keyspace keyspace = app(events())
                .withIndexes(List.of(Index.legacy("by_email", "events_by_user", IndexTarget.simple("email"))));

        assertThat(findings(project(keyspace, List.of()), AnalysisSettings.DEFAULTS, "index-high-cardinality"))
                .singleElement()
                .satisfies(
                        f -> assertThat(f.message()).startsWith("legacy index by_email on app.events_by_user.email"));
    }

    @Test
    void should_flag_a_queue_and_a_delete_heavy_table_from_their_hints() {
        AnalysisSettings settings = AnalysisSettings.DEFAULTS.withHints(
                EVENTS, TableHints.NONE.withDeletedAfterRead(true).withFrequentDeletes(true));

        assertThat(findings(served(), settings, "queue")).hasSize(1);
        assertThat(findings(served(), settings, "delete-heavy")).singleElement().satisfies(f -> assertThat(f.fix())
                .startsWith("set default_time_to_live on app.events_by_user"));
    }

    @Test
    void should_flag_a_collection_expected_over_64_kilobytes() {
        Table profiles = Table.of(
                ElementId.of("table:app.profiles"),
                "profiles",
                List.of(
                        Column.partitionKey("id", INT, 0),
                        Column.regular("photos", new CqlType.ListType(TEXT, false))));
        Project project = project(app(profiles), List.of())
                .withSizing(Map.of(
                        profiles.id(),
                        new SizingAssumptions(
                                Optional.empty(), Optional.empty(), Optional.empty(), Map.of("photos", 200_000))));

        assertThat(findings(project, AnalysisSettings.DEFAULTS, "large-collection"))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).contains("app.profiles.photos (list<text>)"));
    }

    @Test
    void should_flag_a_materialized_view() {
        MaterializedView view = new MaterializedView(
                ElementId.of("view:app.by_email"),
                Identifier.of("by_email"),
                Identifier.of("events_by_user"),
                List.of(),
                "email IS NOT NULL AND user_id IS NOT NULL AND at IS NOT NULL",
                List.of(Identifier.of("email")),
                List.of(MaterializedView.ClusteringKey.asc("user_id"), MaterializedView.ClusteringKey.asc("at")),
                TableOptions.NONE);
        Project project = project(app(events()).withViews(List.of(view)), List.of());

        assertThat(findings(project, AnalysisSettings.DEFAULTS, "materialized-view"))
                .hasSize(1);
        assertThat(findings(project, AnalysisSettings.DEFAULTS, "cassandra-rejects"))
                .isEmpty();
    }

    @Test
    void should_flag_a_table_missing_the_entity_key() {
        Table byCity = Table.of(
                ElementId.of("table:app.users_by_city"),
                "users_by_city",
                List.of(Column.partitionKey("user_city", TEXT, 0), Column.regular("user_email", TEXT)));
        Query q = new Query(
                ElementId.of("query:q3"),
                "Q3",
                "users in a city",
                new AccessPattern(
                        List.of(new AttributeRef(USER, "city")),
                        List.of(),
                        List.of(),
                        List.of(new AttributeRef(USER, "email"))),
                Optional.of(byCity.id()));

        assertThat(findings(project(app(byCity), List.of(q)), AnalysisSettings.DEFAULTS, "non-unique-key"))
                .singleElement()
                .satisfies(f -> assertThat(f.message())
                        .startsWith("app.users_by_city (serving Q3) stores User rows without its key id"));
    }

    @Test
    void should_flag_an_entity_written_to_more_tables_than_the_fan_out_limit() {
        List<Table> tables = List.of(1, 2, 3, 4, 5, 6).stream()
                .map(i -> Table.of(
                        ElementId.of("table:app.t" + i),
                        "t" + i,
                        List.of(Column.partitionKey("user_id", TEXT, 0), Column.regular("email", TEXT))))
                .toList();
        List<Query> queries = tables.stream()
                .map(t -> query("Q" + t.name().internal(), List.of(new AttributeRef(USER, "id")), t.id()))
                .toList();

        Project project = project(app(tables.toArray(Table[]::new)), queries);

        assertThat(findings(project, AnalysisSettings.DEFAULTS, "over-denormalization"))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).startsWith("a change to a User must be written to 6 tables"));
    }

    @Test
    void should_flag_a_table_no_query_uses_and_a_query_no_table_serves() {
        Query orphan = query("Q9", List.of(), ElementId.of("table:app.missing"));
        Project project = project(app(events()), List.of(orphan));

        assertThat(findings(project, AnalysisSettings.DEFAULTS, "orphan"))
                .extracting(Finding::element)
                .containsExactly("app.events_by_user", "Q9");
    }

    @Test
    void should_flag_simple_strategy_and_a_low_replication_factor() {
        Project project = project(Keyspace.of("app", Replication.simple(1)), List.of());

        assertThat(findings(project, AnalysisSettings.DEFAULTS, "replication"))
                .extracting(Finding::message)
                .containsExactly(
                        "keyspace app uses SimpleStrategy, which ignores datacenters and racks",
                        "keyspace app keeps 1 replica(s): a single node failure loses QUORUM");
        assertThat(findings(
                        project,
                        AnalysisSettings.DEFAULTS.withNonProductionKeyspaces(java.util.Set.of("app")),
                        "replication"))
                .isEmpty();
    }

    @Test
    void should_report_designs_cassandra_refuses_in_its_own_words() {
        Table bad = Table.of(
                ElementId.of("table:app.bad"),
                "bad",
                List.of(
                        Column.partitionKey("k", new CqlType.SetType(TEXT, false), 0),
                        Column.staticColumn("s", INT),
                        Column.regular("hits", CqlType.of(NativeType.COUNTER)),
                        Column.regular("v", INT)));

        assertThat(findings(project(app(bad), List.of()), AnalysisSettings.DEFAULTS, "cassandra-rejects"))
                .extracting(Finding::severity, Finding::element, Finding::message, Finding::fix)
                .containsExactly(
                        tuple(
                                Severity.ERROR,
                                "app.bad.k",
                                "Invalid non-frozen collection type set<text> for PRIMARY KEY column 'k'",
                                "declare app.bad.k as frozen<set<text>>, or move it out of the primary key"),
                        tuple(
                                Severity.ERROR,
                                "app.bad.s",
                                "Static columns are only useful (and thus allowed) if the table has at least one"
                                        + " clustering column",
                                "add a clustering column to the table of app.bad.s, or make app.bad.s a regular"
                                        + " column"),
                        tuple(
                                Severity.ERROR,
                                "app.bad",
                                "Cannot mix counter and non counter columns in the same table",
                                "move the counter columns of app.bad to a counter table with the same primary key"));
    }

    @Test
    void should_report_every_refusal_of_the_model_validator_including_views_and_indexes() {
        Table base = Table.of(
                ElementId.of("table:app.base"),
                "base",
                List.of(
                        Column.partitionKey("k", TEXT, 0),
                        Column.clustering("c", INT, 0, ClusteringOrder.ASC),
                        Column.staticColumn("s", INT),
                        Column.regular("v", TEXT)));
        MaterializedView byV = new MaterializedView(
                ElementId.of("view:app.by_v"),
                Identifier.of("by_v"),
                Identifier.of("base"),
                List.of(),
                "v IS NOT NULL",
                List.of(Identifier.of("v")),
                List.of(MaterializedView.ClusteringKey.asc("k")),
                TableOptions.NONE);
        Index onKey = Index.legacy("by_k", "base", IndexTarget.simple("k"));
        Keyspace keyspace = app(base).withViews(List.of(byV)).withIndexes(List.of(onKey));

        assertThat(findings(project(keyspace, List.of()), AnalysisSettings.DEFAULTS, "cassandra-rejects"))
                .extracting(Finding::element, Finding::message, Finding::fix)
                .containsExactly(
                        tuple(
                                "app.by_k",
                                "Cannot create secondary index on the only partition key column k",
                                "remove index app.by_k: k is the whole partition key, so a query by it already"
                                        + " reads one partition"),
                        tuple(
                                "app.by_v.s",
                                "Cannot include static column 's' in materialized view 'by_v'",
                                "select the columns of view by_v explicitly, leaving out static column s"),
                        tuple(
                                "app.by_v",
                                "Cannot create materialized view 'by_v' without primary key columns c from base"
                                        + " table 'base'",
                                "add c to the primary key of view app.by_v"),
                        tuple(
                                "app.by_v",
                                "Primary key columns k must be restricted with 'IS NOT NULL' or otherwise",
                                "add '<column> IS NOT NULL' for each of k to the WHERE clause of view app.by_v"));
    }

    @Test
    void should_set_aside_a_suppressed_finding_with_its_reason() {
        AnalysisSettings settings = AnalysisSettings.DEFAULTS.withSuppression(
                new Suppression("unbounded-partition", "app.events_by_user", "events expire by a nightly job"));

        CheckResult result = Checker.check(served(), settings);

        assertThat(result.findings()).extracting(Finding::ruleId).doesNotContain("unbounded-partition");
        assertThat(result.suppressed())
                .singleElement()
                .satisfies(s -> assertThat(s.suppression().reason()).isEqualTo("events expire by a nightly job"));
    }

    @Test
    void every_rule_has_a_distinct_catalogue_id() {
        assertThat(Checker.RULES)
                .extracting(Rule::id)
                .containsExactly(
                        "partition-too-many-values",
                        "partition-too-large",
                        "unbounded-partition",
                        "hot-partition",
                        "allow-filtering",
                        "multi-partition-query",
                        "index-high-cardinality",
                        "queue",
                        "delete-heavy",
                        "large-collection",
                        "materialized-view",
                        "non-unique-key",
                        "over-denormalization",
                        "changing-key",
                        "orphan",
                        "query-not-served",
                        "replication",
                        "unknown-datacenter",
                        "cassandra-rejects",
                        "unknown-rule-suppressed");
    }

    @Test
    void should_report_a_suppression_of_a_rule_this_version_does_not_have_and_hide_nothing_with_it() {
        AnalysisSettings settings = AnalysisSettings.DEFAULTS.withSuppression(
                new Suppression("unbounded-partitions", "app.events_by_user", "renamed since"));

        CheckResult result = Checker.check(served(), settings);

        assertThat(result.suppressed()).isEmpty();
        assertThat(result.findings())
                .filteredOn(f -> f.ruleId().equals("unknown-rule-suppressed"))
                .singleElement()
                .satisfies(f -> {
                    assertThat(f.element()).isEqualTo("app.events_by_user");
                    assertThat(f.message()).contains("'unbounded-partitions'", "no rule of this version");
                    assertThat(f.fix()).contains("unbounded-partition,");
                });
        assertThat(result.findings()).extracting(Finding::ruleId).contains("unbounded-partition");
    }
}
