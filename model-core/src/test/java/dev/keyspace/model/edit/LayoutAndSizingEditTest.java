package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.GUESTS;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.HOTEL_ENTITY;
import static dev.keyspace.model.edit.SeedProject.ROOMS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LayoutAndSizingEditTest {

    private final Project seed = SeedProject.create();

    @Test
    void should_move_a_node_and_keep_its_size() {
        NodeBounds before = seed.layout().bounds(ViewKind.LOGICAL, HOTELS).orElseThrow();

        Project after = new LayoutEdit.MoveNode(ViewKind.LOGICAL, HOTELS, 500, 600).apply(seed);

        assertThat(after.layout().bounds(ViewKind.LOGICAL, HOTELS)).contains(before.movedTo(500, 600));
        assertThat(after.layout().nodes(ViewKind.PHYSICAL))
                .isEqualTo(seed.layout().nodes(ViewKind.PHYSICAL));
    }

    @Test
    void should_reject_moving_a_node_that_has_no_place_in_the_view() {
        assertThatThrownBy(() -> new LayoutEdit.MoveNode(ViewKind.CONCEPTUAL, HOTELS, 1, 2).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table:hotel.hotels has no place in the conceptual diagram");
        assertThatThrownBy(() -> new LayoutEdit.MoveNode(ViewKind.LOGICAL, HOTELS, Double.NaN, 2).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot move table:hotel.hotels to NaN, 2.0: a position must be a finite number");
    }

    @Test
    void should_set_the_bounds_of_many_nodes_at_once_and_keep_the_others() {
        NodeBounds placed = new NodeBounds(10, 20, 100, 50);
        ElementId newcomer = ElementId.of("entity:new");
        Project added =
                new EntityEdit.Add(new Entity(newcomer, "New", List.of(Attribute.key("id", "uuid")))).apply(seed);

        Project after = new LayoutEdit.SetBounds(ViewKind.CONCEPTUAL, Map.of(HOTEL_ENTITY, placed, newcomer, placed))
                .apply(added);

        assertThat(after.layout().nodes(ViewKind.CONCEPTUAL))
                .containsEntry(HOTEL_ENTITY, placed)
                .containsEntry(newcomer, placed)
                .hasSize(seed.layout().nodes(ViewKind.CONCEPTUAL).size() + 1);
        assertThat(new LayoutEdit.SetBounds(ViewKind.CONCEPTUAL, Map.of(HOTEL_ENTITY, placed)).label())
                .isEqualTo("Arrange 1 node of the conceptual diagram");
    }

    @Test
    void should_set_and_clear_sizing_assumptions() {
        SizingAssumptions hotels =
                new SizingAssumptions(Optional.of(1.0), Optional.empty(), Optional.of(5000L), Map.of());

        Project set = new SizingEdit.SetAssumptions(HOTELS, hotels).apply(seed);
        Project cleared = new SizingEdit.SetAssumptions(HOTELS, SizingAssumptions.NONE).apply(set);

        assertThat(set.sizingOf(HOTELS)).isEqualTo(hotels);
        assertThat(cleared).isEqualTo(seed);
        assertThat(new SizingEdit.SetAssumptions(GUESTS, SizingAssumptions.NONE)
                        .apply(seed)
                        .sizing())
                .containsOnlyKeys(ROOMS);
    }

    @Test
    void should_reject_sizing_an_element_that_is_not_a_table_or_view() {
        assertThatThrownBy(() -> new SizingEdit.SetAssumptions(HOTEL_ENTITY, SizingAssumptions.NONE).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot size entity:hotel: there is no such table or view");
    }
}
