package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.GUESTS;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.HOTEL_ENTITY;
import static dev.keyspace.model.edit.SeedProject.Q2;
import static dev.keyspace.model.edit.SeedProject.Q4;
import static dev.keyspace.model.edit.SeedProject.TO_HOTEL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class QueryEditTest {

    private final Project seed = SeedProject.create();

    private static AccessPattern byHotel(String attribute) {
        return new AccessPattern(List.of(new AttributeRef(HOTEL_ENTITY, attribute)), List.of(), List.of(), List.of());
    }

    @Test
    void should_add_a_query() {
        Query q3 = new Query(
                ElementId.of("query:3"), "Q3", "Find points of interest near a hotel", byHotel("id"), Optional.empty());

        Project after = new QueryEdit.Add(q3).apply(seed);

        assertThat(after.queries()).last().isEqualTo(q3);
    }

    @Test
    void should_reject_a_query_with_a_taken_label_an_unknown_attribute_or_a_missing_table() {
        Query taken = new Query(ElementId.of("query:x"), "Q2", "", AccessPattern.EMPTY, Optional.empty());
        Query unknown = new Query(ElementId.of("query:x"), "Q3", "", byHotel("stars"), Optional.empty());
        Query unserved = new Query(
                ElementId.of("query:x"), "Q3", "", AccessPattern.EMPTY, Optional.of(ElementId.of("table:gone")));

        assertThatThrownBy(() -> new QueryEdit.Add(taken).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is already a query labelled Q2");
        assertThatThrownBy(() -> new QueryEdit.Add(unknown).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("query Q3 refers to entity Hotel, which has no attribute stars");
        assertThatThrownBy(() -> new QueryEdit.Add(unserved).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("query Q3 cannot be served by table:gone: there is no such table or view");
    }

    @Test
    void should_remove_a_query_from_the_transitions_that_run_it() {
        Project after = new QueryEdit.Remove(Q2, "Q2").apply(seed);

        assertThat(after.query(Q2)).isEmpty();
        Transition toHotel = after.workflow().transitions().stream()
                .filter(t -> t.id().equals(TO_HOTEL))
                .findFirst()
                .orElseThrow();
        assertThat(toHotel.queries()).containsExactly(Q4);
    }

    @Test
    void should_relabel_a_query_and_reject_a_taken_label() {
        Project after = new QueryEdit.Relabel(Q2, "Q2", "Q3").apply(seed);

        assertThat(after.query(Q2).orElseThrow().label()).isEqualTo("Q3");
        assertThat(new QueryEdit.Relabel(Q2, "Q2", "Q3").label()).isEqualTo("Relabel query Q2 as Q3");
        assertThatThrownBy(() -> new QueryEdit.Relabel(Q2, "Q2", "Q4").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is already a query labelled Q4");
    }

    @Test
    void should_set_description_access_pattern_and_serving_table() {
        Project after = CompositeEdit.of(
                        "query",
                        new QueryEdit.SetDescription(Q2, "Hotel details"),
                        new QueryEdit.SetAccessPattern(Q2, byHotel("name")),
                        new QueryEdit.SetServedBy(Q2, Optional.of(GUESTS)))
                .apply(seed);

        assertThat(after.query(Q2).orElseThrow())
                .isEqualTo(new Query(Q2, "Q2", "Hotel details", byHotel("name"), Optional.of(GUESTS)));
    }

    @Test
    void should_unlink_a_query_from_its_table() {
        Project after = new QueryEdit.SetServedBy(Q2, Optional.empty()).apply(seed);

        assertThat(after.query(Q2).orElseThrow().servedBy()).isEmpty();
        assertThat(seed.query(Q2).orElseThrow().servedBy()).contains(HOTELS);
    }

    @Test
    void should_reject_an_access_pattern_on_a_missing_owner() {
        AccessPattern dangling = new AccessPattern(
                List.of(new AttributeRef(ElementId.of("entity:city"), "name")), List.of(), List.of(), List.of());

        assertThatThrownBy(() -> new QueryEdit.SetAccessPattern(Q2, dangling).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("query Q2 refers to entity:city, which is not an entity or relationship");
    }
}
