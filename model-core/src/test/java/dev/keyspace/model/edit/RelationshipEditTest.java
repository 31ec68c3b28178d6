package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.FEATURES;
import static dev.keyspace.model.edit.SeedProject.GUEST_ENTITY;
import static dev.keyspace.model.edit.SeedProject.HOTEL_ENTITY;
import static dev.keyspace.model.edit.SeedProject.Q4;
import static dev.keyspace.model.edit.SeedProject.Q6;
import static dev.keyspace.model.edit.SeedProject.RESERVES;
import static dev.keyspace.model.edit.SeedProject.ROOM_ENTITY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import org.junit.jupiter.api.Test;

class RelationshipEditTest {

    private final Project seed = SeedProject.create();

    @Test
    void should_add_a_relationship_between_existing_entities() {
        Relationship has = new Relationship(
                ElementId.of("relationship:has"),
                "Has",
                List.of(Participant.of(HOTEL_ENTITY, Cardinality.ONE), Participant.of(ROOM_ENTITY, Cardinality.N)),
                List.of());

        Project after = new RelationshipEdit.Add(has).apply(seed);

        assertThat(after.conceptual().relationship(has.id())).contains(has);
    }

    @Test
    void should_reject_a_relationship_to_a_missing_entity_or_with_a_taken_name() {
        Relationship dangling = new Relationship(
                ElementId.of("relationship:x"),
                "Visits",
                List.of(Participant.of(ElementId.of("entity:city"), Cardinality.N)),
                List.of());

        assertThatThrownBy(() -> new RelationshipEdit.Add(dangling).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("relationship Visits cannot connect entity entity:city: there is no such entity");
        assertThatThrownBy(() -> new RelationshipEdit.Add(
                                new Relationship(ElementId.of("relationship:y"), "Features", List.of(), List.of()))
                        .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is already a relationship named Features");
    }

    @Test
    void should_remove_a_relationship_with_its_query_attributes_and_node() {
        Project after = new RelationshipEdit.Remove(RESERVES, "Reserves").apply(seed);

        assertThat(after.conceptual().relationships())
                .extracting(Relationship::id)
                .containsExactly(FEATURES);
        assertThat(after.query(Q6).orElseThrow().pattern().equality()).isEmpty();
        assertThat(after.query(Q4).orElseThrow().pattern().ordering()).isEmpty();
        assertThat(after.layout().nodes(ViewKind.CONCEPTUAL)).doesNotContainKey(RESERVES);
    }

    @Test
    void should_rename_a_relationship() {
        Project after = new RelationshipEdit.Rename(RESERVES, "Reserves", "Books").apply(seed);

        assertThat(after.conceptual().relationship(RESERVES).orElseThrow().name())
                .isEqualTo("Books");
        assertThatThrownBy(() -> new RelationshipEdit.Rename(RESERVES, "Reserves", "Features").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is already a relationship named Features");
    }

    @Test
    void should_replace_participants_and_reject_missing_entities() {
        List<Participant> participants = List.of(new Participant(GUEST_ENTITY, Cardinality.M, "guest"));

        Project after = new RelationshipEdit.SetParticipants(RESERVES, participants).apply(seed);

        assertThat(after.conceptual().relationship(RESERVES).orElseThrow().participants())
                .isEqualTo(participants);
        assertThatThrownBy(() -> new RelationshipEdit.SetParticipants(
                                RESERVES, List.of(Participant.of(ElementId.of("entity:gone"), Cardinality.ONE)))
                        .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("relationship Reserves cannot connect entity entity:gone: there is no such entity");
    }
}
