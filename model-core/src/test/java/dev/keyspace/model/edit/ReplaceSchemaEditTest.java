package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.HOTEL;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.HOTELS_BY_POI;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.settings.Suppression;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReplaceSchemaEditTest {

    private final Project seed = SeedProject.create();

    private List<Keyspace> withoutHotelsTable() {
        return seed.keyspaces().stream()
                .map(k -> k.name().equals(HOTEL)
                        ? k.withTables(k.tables().stream()
                                .filter(t -> !t.id().equals(HOTELS))
                                .toList())
                        : k)
                .toList();
    }

    @Test
    void should_keep_everything_but_the_schema_when_the_schema_is_the_same() {
        Project after = new ReplaceSchemaEdit("Edit CQL", seed.keyspaces()).apply(seed);

        assertThat(after).isEqualTo(seed);
    }

    @Test
    void should_keep_layout_and_query_links_of_tables_that_keep_their_names() {
        Project after = new ReplaceSchemaEdit("Edit CQL", withoutHotelsTable()).apply(seed);

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
        Project after = new ReplaceSchemaEdit("Edit CQL", withoutHotelsTable()).apply(seed);

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

        Project after = new ReplaceSchemaEdit("Edit CQL", schema).apply(suppressed);

        assertThat(after.analysis().suppressions())
                .extracting(Suppression::element)
                .contains("hotel.hotels_by_poi")
                .doesNotContain("hotel.hotels", "reservation");
    }
}
