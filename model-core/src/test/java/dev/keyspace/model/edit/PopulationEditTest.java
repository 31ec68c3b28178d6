package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.SizeDefaults;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Entity counts, end cardinalities and default sizes change through edits, with undo. */
class PopulationEditTest {

    private static final ElementId HOTEL = ElementId.of("entity:hotel");
    private static final ElementId ROOM = ElementId.of("entity:room");
    private static final ElementId HAS = ElementId.of("relationship:has");

    private static Project project() {
        return Project.empty("p")
                .withConceptual(new ConceptualModel(
                        List.of(
                                new Entity(HOTEL, "Hotel", List.of(Attribute.key("id", "text"))),
                                new Entity(ROOM, "Room", List.of(Attribute.key("number", "int")))),
                        List.of(new Relationship(
                                HAS,
                                "Has",
                                List.of(
                                        Relationship.Participant.of(HOTEL, Cardinality.ONE),
                                        Relationship.Participant.of(ROOM, Cardinality.N)),
                                List.of()))));
    }

    @Test
    void should_set_a_count_and_a_cardinality_and_undo_them() {
        History history = new History(project());

        history.apply(new PopulationEdit.SetEntityCount(HOTEL, Optional.of(1000L)));
        history.apply(new PopulationEdit.SetEndCardinality(HAS, 1, Optional.of(new EndCardinality(100, 500))));

        assertThat(history.project().conceptual().population().count(HOTEL)).contains(1000L);
        assertThat(history.project().conceptual().population().end(HAS, 1)).contains(new EndCardinality(100, 500));
        history.undo();
        assertThat(history.project().conceptual().population().end(HAS, 1)).isEmpty();
        history.undo();
        assertThat(history.project()).isEqualTo(project());
    }

    @Test
    void should_reject_an_unknown_entity_and_a_participant_out_of_range() {
        assertThatThrownBy(() ->
                        new PopulationEdit.SetEntityCount(ElementId.of("entity:x"), Optional.of(1L)).apply(project()))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no entity with id entity:x");
        assertThatThrownBy(() ->
                        new PopulationEdit.SetEndCardinality(HAS, 2, Optional.of(EndCardinality.ONE)).apply(project()))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("relationship Has has no participant 3 (it has 2)");
    }

    @Test
    void should_drop_the_count_of_a_removed_entity_and_the_ends_of_a_removed_relationship() {
        Project populated = new PopulationEdit.SetEndCardinality(HAS, 1, Optional.of(new EndCardinality(3, 9)))
                .apply(new PopulationEdit.SetEntityCount(ROOM, Optional.of(7L)).apply(project()));

        Project withoutRoom = new EntityEdit.Remove(ROOM, "Room").apply(populated);
        Project withoutHas = new RelationshipEdit.Remove(HAS, "Has").apply(populated);

        assertThat(withoutRoom.conceptual().population().count(ROOM)).isEmpty();
        assertThat(withoutHas.conceptual().population().ends()).isEmpty();
    }

    @Test
    void should_change_the_default_sizes_and_undo() {
        History history = new History(project());

        history.apply(new SizingEdit.SetSizeDefaults(new SizeDefaults(32, 64, 4, 8)));

        assertThat(history.project().analysis().sizeDefaults().textBytes()).isEqualTo(32);
        history.undo();
        assertThat(history.project().analysis().sizeDefaults()).isEqualTo(SizeDefaults.DEFAULTS);
    }
}
