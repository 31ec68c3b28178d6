package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.GUESTS;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.HOTELS_BY_POI;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Diagrams of a part are added, placed, moved and deleted as edits, and forget a deleted table. */
class PartDiagramEditTest {

    private final Project seed = SeedProject.create();
    private final PartDiagram area = PartDiagram.subjectArea(
            ElementId.of("diagram:booking"), "Booking", ViewKind.LOGICAL, List.of(HOTELS, GUESTS));

    @Test
    void should_add_a_subject_area_and_refuse_a_second_of_the_same_name() {
        Project added = new PartDiagramEdit.Add(area).apply(seed);

        assertThat(added.layout().parts()).containsExactly(area);
        assertThat(added.keyspaces()).isEqualTo(seed.keyspaces());
        PartDiagram twin =
                PartDiagram.subjectArea(ElementId.of("diagram:other"), "Booking", ViewKind.LOGICAL, List.of());
        assertThatThrownBy(() -> new PartDiagramEdit.Add(twin).apply(added))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("Booking");
    }

    @Test
    void should_store_a_keyspace_diagram_on_its_first_placement_and_then_move_its_nodes() {
        PartDiagram hotel = PartDiagram.ofKeyspace("hotel");
        Project placed =
                new PartDiagramEdit.SetBounds(hotel, Map.of(HOTELS, new NodeBounds(10, 20, 100, 50))).apply(seed);
        Project moved = new PartDiagramEdit.MoveNode(hotel.id(), HOTELS, 300, 400).apply(placed);

        PartDiagram stored = moved.layout().part(hotel.id()).orElseThrow();
        assertThat(stored.bounds(HOTELS)).contains(new NodeBounds(300, 400, 100, 50));
        assertThat(moved.layout().nodes(ViewKind.PHYSICAL))
                .as("the whole physical diagram's layout is untouched")
                .isEqualTo(seed.layout().nodes(ViewKind.PHYSICAL));
        assertThatThrownBy(() -> new PartDiagramEdit.MoveNode(hotel.id(), HOTELS_BY_POI, 1, 1).apply(moved))
                .isInstanceOf(EditRejectedException.class);
    }

    @Test
    void should_forget_a_deleted_table_in_every_subject_area_and_delete_a_diagram() {
        Project added = new PartDiagramEdit.SetBounds(area, Map.of(HOTELS, new NodeBounds(0, 0, 10, 10))).apply(seed);
        Project deleted = new TableEdit.Remove(HOTELS, Identifier.of("hotels")).apply(added);

        PartDiagram kept = deleted.layout().part(area.id()).orElseThrow();
        assertThat(kept.tables()).containsExactly(GUESTS);
        assertThat(kept.nodes()).isEmpty();
        assertThat(new PartDiagramEdit.Remove(area.id()).apply(deleted).layout().parts())
                .isEmpty();
    }
}
