package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.HOTEL_ENTITY;
import static dev.keyspace.model.edit.SeedProject.Q1;
import static dev.keyspace.model.edit.SeedProject.Q2;
import static dev.keyspace.model.edit.SeedProject.Q4;
import static dev.keyspace.model.edit.SeedProject.Q6;
import static dev.keyspace.model.edit.SeedProject.RESERVES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import org.junit.jupiter.api.Test;

class AttributeEditTest {

    private final Project seed = SeedProject.create();

    private static Attribute hotelAttribute(Project project, String name) {
        return project.conceptual()
                .entity(HOTEL_ENTITY)
                .orElseThrow()
                .attribute(name)
                .orElseThrow();
    }

    @Test
    void should_add_an_attribute_to_an_entity_or_a_relationship() {
        Project after = CompositeEdit.of(
                        "add",
                        new AttributeEdit.Add(HOTEL_ENTITY, Attribute.of("stars", "int")),
                        new AttributeEdit.Add(RESERVES, Attribute.of("end_date", "date")))
                .apply(seed);

        assertThat(hotelAttribute(after, "stars")).isEqualTo(Attribute.of("stars", "int"));
        assertThat(after.conceptual().relationship(RESERVES).orElseThrow().attributes())
                .hasSize(3);
    }

    @Test
    void should_reject_an_attribute_whose_name_is_taken_or_whose_owner_is_missing() {
        assertThatThrownBy(() -> new AttributeEdit.Add(HOTEL_ENTITY, Attribute.of("phone", "text")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("entity Hotel already has an attribute named phone");
        assertThatThrownBy(
                        () -> new AttributeEdit.Add(ElementId.of("entity:nope"), Attribute.of("a", "text")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no entity or relationship with id entity:nope");
    }

    @Test
    void should_remove_an_attribute_from_every_query_that_uses_it() {
        Project after = new AttributeEdit.Remove(RESERVES, "start_date").apply(seed);

        AccessPattern q4 = after.query(Q4).orElseThrow().pattern();
        assertThat(q4.range()).isEmpty();
        assertThat(q4.ordering()).isEmpty();
        assertThat(q4.equality()).containsExactly(new AttributeRef(HOTEL_ENTITY, "id"));
        assertThat(after.query(Q6).orElseThrow().pattern().returned()).hasSize(1);
    }

    @Test
    void should_rename_an_attribute_in_every_query_that_uses_it() {
        Project after = new AttributeEdit.Rename(HOTEL_ENTITY, "id", "hotel_id").apply(seed);

        AttributeRef renamed = new AttributeRef(HOTEL_ENTITY, "hotel_id");
        assertThat(after.query(Q1).orElseThrow().pattern().returned()).first().isEqualTo(renamed);
        assertThat(after.query(Q2).orElseThrow().pattern().equality()).containsExactly(renamed);
        assertThat(hotelAttribute(after, "hotel_id").key()).isTrue();
    }

    @Test
    void should_reject_renaming_an_attribute_to_a_taken_name() {
        assertThatThrownBy(() -> new AttributeEdit.Rename(HOTEL_ENTITY, "id", "name").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("entity Hotel already has an attribute named name");
        assertThatThrownBy(() -> new AttributeEdit.Rename(HOTEL_ENTITY, "fax", "telefax").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("entity Hotel has no attribute named fax");
    }

    @Test
    void should_set_key_multi_valued_and_type() {
        Project after = CompositeEdit.of(
                        "attribute",
                        new AttributeEdit.SetKey(HOTEL_ENTITY, "name", true),
                        new AttributeEdit.SetMultiValued(HOTEL_ENTITY, "phone", true),
                        new AttributeEdit.SetType(HOTEL_ENTITY, "phone", "list<text>"))
                .apply(seed);

        assertThat(hotelAttribute(after, "name").key()).isTrue();
        assertThat(hotelAttribute(after, "phone")).isEqualTo(new Attribute("phone", "list<text>", false, true));
        assertThat(new AttributeEdit.SetKey(HOTEL_ENTITY, "name", true).label()).isEqualTo("Make name a key attribute");
    }
}
