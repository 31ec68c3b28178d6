package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.BY_CONFIRMATION;
import static dev.keyspace.model.edit.SeedProject.HOTEL;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.HOTELS_BY_POI;
import static dev.keyspace.model.edit.SeedProject.Q6;
import static dev.keyspace.model.edit.SeedProject.RESERVATION;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.Suppression;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The hand-made cases of {@link SchemaReconciliation}; the samples and the real-world schemas in samples' tests. */
class SchemaReconciliationTest {

    private static final Identifier CONFIRMATION_VIEW = Identifier.of("reservations_by_confirmation");

    private final Project seed = SeedProject.create();

    /** The schema as a text without the hotels table reads: without its indexes and views either. */
    private List<Keyspace> withoutHotelsTable() {
        Identifier hotels = seed.table(HOTELS).orElseThrow().table().name();
        return mapHotelKeyspace(k -> k.withTables(
                        k.tables().stream().filter(t -> !t.id().equals(HOTELS)).toList())
                .withIndexes(k.indexes().stream()
                        .filter(i -> !i.table().equals(hotels))
                        .toList())
                .withViews(k.views().stream()
                        .filter(v -> !v.baseTable().equals(hotels))
                        .toList()));
    }

    @Test
    void should_keep_everything_but_the_schema_when_the_schema_is_the_same() {
        Project after = reconciled(seed, seed.keyspaces());

        assertThat(after).isEqualTo(seed);
    }

    @Test
    void should_keep_layout_and_query_links_of_tables_that_keep_their_names() {
        Project after = reconciled(seed, withoutHotelsTable());

        assertThat(after.table(HOTELS)).isEmpty();
        assertThat(after.layout().bounds(ViewKind.LOGICAL, HOTELS_BY_POI))
                .isEqualTo(seed.layout().bounds(ViewKind.LOGICAL, HOTELS_BY_POI));
        assertThat(after.queries())
                .filteredOn(q -> q.label().equals("Q1"))
                .extracting(Query::servedBy)
                .containsExactly(Optional.of(HOTELS_BY_POI));
        assertThat(after.conceptual()).isEqualTo(seed.conceptual());
        assertThat(after.workflow()).isEqualTo(seed.workflow());
    }

    @Test
    void should_forget_layout_sizing_and_query_links_of_a_table_that_is_gone() {
        Project after = reconciled(seed, withoutHotelsTable());

        assertThat(after.layout().bounds(ViewKind.LOGICAL, HOTELS)).isEmpty();
        assertThat(after.sizing()).doesNotContainKey(HOTELS);
        assertThat(after.queries())
                .filteredOn(q -> q.label().equals("Q2"))
                .extracting(Query::servedBy)
                .containsExactly(Optional.empty());
        assertThat(after.keyspace(Identifier.of("reservation"))).isEqualTo(seed.keyspace(Identifier.of("reservation")));
    }

    @Test
    void should_forget_the_suppressions_of_a_table_or_keyspace_that_is_gone() {
        Project suppressed = seed.withAnalysis(seed.analysis()
                .withSuppression(new Suppression("unbounded-partition", "hotel.hotels", "a reason"))
                .withSuppression(new Suppression("replication", "reservation", "a reason"))
                .withSuppression(new Suppression("unbounded-partition", "hotel.hotels_by_poi", "kept")));
        List<Keyspace> schema = withoutHotelsTable().stream()
                .filter(k -> !k.name().equals(Identifier.of("reservation")))
                .toList();

        Project after = reconciled(suppressed, schema);

        assertThat(after.analysis().suppressions())
                .extracting(Suppression::element)
                .contains("hotel.hotels_by_poi")
                .doesNotContain("hotel.hotels", "reservation");
    }

    @Test
    void should_plan_nothing_when_the_text_is_the_schema() {
        assertThat(SchemaReconciliation.plan("Edit CQL", seed, seed.keyspaces()).edits())
                .isEmpty();
    }

    @Test
    void should_rename_a_table_whose_name_alone_changed_keeping_its_id_sizing_links_and_layout() {
        Identifier renamed = Identifier.of("hotels_near_poi");
        List<Keyspace> text = mapHotelKeyspace(k -> k.withTables(k.tables().stream()
                .map(t -> t.id().equals(HOTELS_BY_POI)
                        ? new Table(ElementId.forTable(HOTEL, renamed), renamed, t.columns(), t.options(), false)
                        : t)
                .toList()));

        CompositeEdit plan = SchemaReconciliation.plan("Edit CQL", seed, text);
        Project after = plan.apply(seed);

        assertThat(plan.edits())
                .containsExactly(new TableEdit.Rename(HOTELS_BY_POI, Identifier.of("hotels_by_poi"), renamed));
        assertThat(after.table(HOTELS_BY_POI).orElseThrow().table().name()).isEqualTo(renamed);
        assertThat(after.sizingOf(HOTELS_BY_POI)).isEqualTo(seed.sizingOf(HOTELS_BY_POI));
        assertThat(after.layout()).isEqualTo(seed.layout());
        assertThat(after.queries()).isEqualTo(seed.queries());
    }

    @Test
    void should_remove_and_add_when_two_new_tables_have_the_shape_of_the_one_gone() {
        Table poi = seed.table(HOTELS_BY_POI).orElseThrow().table();
        List<Keyspace> text = mapHotelKeyspace(k -> k.withTables(k.tables().stream()
                .flatMap(t -> t.id().equals(HOTELS_BY_POI)
                        ? Stream.of(copy(poi, "near_a"), copy(poi, "near_b"))
                        : Stream.of(t))
                .toList()));

        Project after = reconciled(seed, text);

        assertThat(after.table(HOTELS_BY_POI)).isEmpty();
        assertThat(after.sizing()).doesNotContainKey(HOTELS_BY_POI);
        assertThat(after.table("hotel", "near_a")).isPresent();
        assertThat(after.table("hotel", "near_b")).isPresent();
    }

    @Test
    void should_be_undone_in_one_step() {
        History history = new History(seed);
        List<Keyspace> text = withoutHotelsTable();

        history.apply(SchemaReconciliation.plan("Edit CQL", history.project(), text));
        history.undo();

        assertThat(history.project()).isEqualTo(seed);
    }

    @Test
    void should_list_tables_and_columns_in_the_order_of_the_text() {
        List<Keyspace> text = mapHotelKeyspace(k -> k.withTables(reversed(k.tables().stream()
                .map(t -> t.withColumns(reversed(t.columns())))
                .toList())));
        Keyspace written =
                text.stream().filter(k -> k.name().equals(HOTEL)).findFirst().orElseThrow();

        Project after = reconciled(seed, text);

        Keyspace hotel = after.keyspace(HOTEL).orElseThrow();
        assertThat(hotel.tables())
                .extracting(Table::name)
                .isEqualTo(written.tables().stream().map(Table::name).toList());
        assertThat(hotel.tables().get(0).columns())
                .isEqualTo(written.tables().get(0).columns());
        assertThat(after.sizing()).isEqualTo(seed.sizing());
    }

    private static <T> List<T> reversed(List<T> list) {
        List<T> copy = new java.util.ArrayList<>(list);
        java.util.Collections.reverse(copy);
        return copy;
    }

    private static Table copy(Table table, String name) {
        return new Table(
                ElementId.forTable(HOTEL, Identifier.of(name)),
                Identifier.of(name),
                table.columns(),
                table.options(),
                table.compactStorage());
    }

    @Test
    void should_keep_a_view_whose_text_leaves_out_an_option_it_had() {
        TableOptions both = TableOptions.NONE
                .with("comment", new OptionValue.Text("by code"))
                .with("gc_grace_seconds", OptionValue.number(60));
        Project sized = new SizingEdit.SetAssumptions(BY_CONFIRMATION, SizingExamples.roomsAssumptions())
                .apply(new ViewEdit.SetOptions(BY_CONFIRMATION, CONFIRMATION_VIEW, both).apply(seed));
        List<Keyspace> text = sized.keyspaces().stream()
                .map(k -> k.withViews(k.views().stream()
                        .map(v -> v.id().equals(BY_CONFIRMATION) ? v.withOptions(both.without("comment")) : v)
                        .toList()))
                .toList();

        Project after = reconciled(sized, text);

        MaterializedView view = after.keyspace(RESERVATION)
                .flatMap(k -> k.view(CONFIRMATION_VIEW))
                .orElseThrow();
        assertThat(view.id()).isEqualTo(BY_CONFIRMATION);
        assertThat(view.options()).isEqualTo(both.without("comment"));
        assertThat(after.sizing()).containsKey(BY_CONFIRMATION);
        assertThat(after.query(Q6).orElseThrow().servedBy()).contains(BY_CONFIRMATION);
    }

    private List<Keyspace> mapHotelKeyspace(UnaryOperator<Keyspace> change) {
        return seed.keyspaces().stream()
                .map(k -> k.name().equals(HOTEL) ? change.apply(k) : k)
                .toList();
    }

    private static Project reconciled(Project project, List<Keyspace> text) {
        return SchemaReconciliation.plan("Edit CQL", project, text).apply(project);
    }
}
