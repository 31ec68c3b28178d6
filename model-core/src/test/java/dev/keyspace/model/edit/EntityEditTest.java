package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.FEATURES;
import static dev.keyspace.model.edit.SeedProject.HOTEL_ENTITY;
import static dev.keyspace.model.edit.SeedProject.POI_ENTITY;
import static dev.keyspace.model.edit.SeedProject.Q1;
import static dev.keyspace.model.edit.SeedProject.Q2;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntityEditTest {

    private final Project seed = SeedProject.create();

    @Test
    void should_add_an_entity() {
        Entity amenity = new Entity(ElementId.of("entity:amenity"), "Amenity", List.of(Attribute.key("name", "text")));

        Project after = new EntityEdit.Add(amenity).apply(seed);

        assertThat(after.conceptual().entity(amenity.id())).contains(amenity);
    }

    @Test
    void should_reject_an_entity_with_a_taken_name_or_id() {
        assertThatThrownBy(
                        () -> new EntityEdit.Add(new Entity(ElementId.of("entity:x"), "Hotel", List.of())).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is already an entity named Hotel");
        assertThatThrownBy(() -> new EntityEdit.Add(new Entity(SeedProject.Q1, "Amenity", List.of())).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot add entity Amenity: the id query:1 is already used in this project");
    }

    @Test
    void should_remove_an_entity_with_its_connectors_query_attributes_and_node() {
        Project after = new EntityEdit.Remove(POI_ENTITY, "Point of interest").apply(seed);

        assertThat(after.conceptual().entity(POI_ENTITY)).isEmpty();
        assertThat(after.conceptual().relationship(FEATURES).orElseThrow().participants())
                .extracting(p -> p.entity())
                .containsExactly(HOTEL_ENTITY);
        AccessPattern q1 = after.query(Q1).orElseThrow().pattern();
        assertThat(q1.equality()).isEmpty();
        assertThat(q1.returned())
                .containsExactly(new AttributeRef(HOTEL_ENTITY, "id"), new AttributeRef(HOTEL_ENTITY, "name"));
        assertThat(after.layout().nodes(ViewKind.CONCEPTUAL)).doesNotContainKey(POI_ENTITY);
        assertThat(after.query(Q2)).isEqualTo(seed.query(Q2));
    }

    @Test
    void should_rename_an_entity_and_keep_query_links() {
        Project after = new EntityEdit.Rename(HOTEL_ENTITY, "Hotel", "Lodging").apply(seed);

        assertThat(after.conceptual().entity(HOTEL_ENTITY).orElseThrow().name()).isEqualTo("Lodging");
        assertThat(after.queries()).isEqualTo(seed.queries());
    }

    @Test
    void should_reject_renaming_an_entity_to_a_taken_name_or_with_a_stale_name() {
        assertThatThrownBy(() -> new EntityEdit.Rename(HOTEL_ENTITY, "Hotel", "Room").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is already an entity named Room");
        assertThatThrownBy(() -> new EntityEdit.Rename(HOTEL_ENTITY, "Inn", "Lodging").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("entity Hotel is no longer named Inn");
    }
}
