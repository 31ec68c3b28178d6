package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import org.junit.jupiter.api.Test;

class CompositeEditTest {

    private final Project seed = SeedProject.create();

    @Test
    void should_apply_edits_in_order_so_later_ones_see_earlier_ones() {
        Edit renameTwice = CompositeEdit.of(
                "Rename table hotels twice",
                new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_by_id")),
                new TableEdit.Rename(HOTELS, Identifier.of("hotel_by_id"), Identifier.of("hotels_by_id")));

        Project after = renameTwice.apply(seed);

        assertThat(after.table(HOTELS).orElseThrow().table().name()).isEqualTo(Identifier.of("hotels_by_id"));
        assertThat(renameTwice.label()).isEqualTo("Rename table hotels twice");
    }

    @Test
    void should_apply_nothing_when_one_edit_is_rejected() {
        Edit halfValid = CompositeEdit.of(
                "Rename table and column",
                new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_by_id")),
                new ColumnEdit.Rename(HOTELS, Identifier.of("fax"), Identifier.of("telefax")));

        assertThatThrownBy(() -> halfValid.apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table hotel.hotel_by_id has no column named fax");
        assertThat(seed).isEqualTo(SeedProject.create());
    }

    @Test
    void should_leave_the_project_as_it_is_when_empty() {
        assertThat(CompositeEdit.of("Nothing").apply(seed)).isSameAs(seed);
    }
}
