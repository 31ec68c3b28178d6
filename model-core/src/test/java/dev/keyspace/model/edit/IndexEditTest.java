package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.HOTEL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import org.junit.jupiter.api.Test;

class IndexEditTest {

    private static final Identifier PHONE_IDX = Identifier.of("hotels_phone_idx");

    private final Project seed = SeedProject.create();

    @Test
    void should_add_an_index_on_a_column_of_a_table() {
        Index byName = Index.sai("hotels_name_idx", "hotels", IndexTarget.simple("name"));

        Project after = new IndexEdit.Add(HOTEL, byName).apply(seed);

        assertThat(after.keyspace(HOTEL).orElseThrow().indexesOn(Identifier.of("hotels")))
                .hasSize(2)
                .contains(byName);
    }

    @Test
    void should_reject_an_index_whose_name_table_or_column_does_not_fit() {
        assertThatThrownBy(() -> new IndexEdit.Add(
                                HOTEL, Index.sai("hotels_phone_idx", "hotels", IndexTarget.simple("name")))
                        .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace hotel already has an index named hotels_phone_idx");
        assertThatThrownBy(() ->
                        new IndexEdit.Add(HOTEL, Index.sai("i", "motels", IndexTarget.simple("name"))).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot add index i: keyspace hotel has no table named motels");
        assertThatThrownBy(
                        () -> new IndexEdit.Add(HOTEL, Index.sai("i", "hotels", IndexTarget.simple("fax"))).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot add index i: table hotel.hotels has no column named fax");
    }

    @Test
    void should_rename_and_remove_an_index() {
        Project renamed = new IndexEdit.Rename(HOTEL, PHONE_IDX, Identifier.of("by_phone")).apply(seed);
        Project removed = new IndexEdit.Remove(HOTEL, Identifier.of("by_phone")).apply(renamed);

        assertThat(renamed.keyspace(HOTEL).orElseThrow().index(Identifier.of("by_phone")))
                .isPresent();
        assertThat(removed.keyspace(HOTEL).orElseThrow().indexes()).isEmpty();
        assertThat(new IndexEdit.Rename(HOTEL, PHONE_IDX, Identifier.of("by_phone")).label())
                .isEqualTo("Rename index hotels_phone_idx to by_phone");
    }

    @Test
    void should_reject_removing_or_renaming_a_missing_index() {
        assertThatThrownBy(() -> new IndexEdit.Remove(HOTEL, Identifier.of("nope")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace hotel has no index named nope");
        assertThatThrownBy(() -> new IndexEdit.Rename(HOTEL, Identifier.of("nope"), PHONE_IDX).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace hotel has no index named nope");
    }
}
