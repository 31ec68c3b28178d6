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
    void should_include_a_table_in_a_subject_area_without_placing_it() {
        Project added = new PartDiagramEdit.Add(area).apply(seed);
        Project included = new PartDiagramEdit.Include(area.id(), HOTELS_BY_POI).apply(added);

        PartDiagram stored = included.layout().part(area.id()).orElseThrow();
        assertThat(stored.tables()).containsExactly(HOTELS, GUESTS, HOTELS_BY_POI);
        assertThat(stored.nodes()).isEmpty();
        assertThat(new PartDiagramEdit.Include(area.id(), HOTELS).apply(included))
                .as("a member already")
                .isEqualTo(included);
        assertThatThrownBy(() -> new PartDiagramEdit.Include(area.id(), ElementId.of("table:none")).apply(added))
                .isInstanceOf(EditRejectedException.class);
        assertThatThrownBy(() -> new PartDiagramEdit.Include(ElementId.of("diagram:none"), HOTELS).apply(added))
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

    @Test
    void should_carry_a_keyspace_diagram_along_when_its_keyspace_is_renamed_and_back_on_undo() {
        PartDiagram hotel = PartDiagram.ofKeyspace("hotel");
        NodeBounds placed = new NodeBounds(10, 20, 100, 50);
        History history = new History(seed);
        history.apply(new PartDiagramEdit.SetBounds(hotel, Map.of(HOTELS, placed)));
        history.apply(new KeyspaceEdit.Rename(Identifier.of("hotel"), Identifier.of("lodging")));

        PartDiagram renamed = history.project().layout().parts().get(0);
        assertThat(renamed.id()).isEqualTo(PartDiagram.ofKeyspace("lodging").id());
        assertThat(renamed.name()).isEqualTo("lodging");
        assertThat(renamed.keyspace()).contains("lodging");
        assertThat(renamed.nodes()).containsExactly(Map.entry(HOTELS, placed));
        assertThat(renamed.includes("lodging", HOTELS)).isTrue();
        assertThat(history.project().layout().part(hotel.id())).isEmpty();

        history.undo();
        assertThat(history.project().layout().parts()).containsExactly(hotel.withNodes(Map.of(HOTELS, placed)));
        history.redo();
        assertThat(history.project().layout().parts()).containsExactly(renamed);
    }

    @Test
    void should_keep_a_diagram_name_the_user_gave_and_drop_a_leftover_diagram_of_the_new_name() {
        PartDiagram named = PartDiagram.ofKeyspace("hotel").withName("Hotels of the chain");
        PartDiagram leftover =
                PartDiagram.ofKeyspace("lodging").withNodes(Map.of(GUESTS, new NodeBounds(0, 0, 10, 10)));
        Project before =
                seed.withLayout(seed.layout().withPart(named).withPart(area).withPart(leftover));

        Project after = new KeyspaceEdit.Rename(Identifier.of("hotel"), Identifier.of("lodging")).apply(before);

        assertThat(after.layout().parts())
                .extracting(PartDiagram::name)
                .containsExactly("Hotels of the chain", "Booking");
        assertThat(after.layout().parts().get(0).id()).isEqualTo(leftover.id());
        assertThat(after.layout().part(area.id())).contains(area);
    }

    @Test
    void should_delete_a_keyspace_diagram_with_its_keyspace() {
        PartDiagram reservation = PartDiagram.ofKeyspace("reservation");
        Project before = seed.withLayout(seed.layout().withPart(reservation).withPart(area));

        Project after = new KeyspaceEdit.Remove(Identifier.of("reservation")).apply(before);

        assertThat(after.layout().parts()).extracting(PartDiagram::id).containsExactly(area.id());
    }

    @Test
    void should_make_a_table_placed_in_a_subject_area_one_of_its_tables() {
        Project added = new PartDiagramEdit.Add(area).apply(seed);
        NodeBounds click = new NodeBounds(40, 60, 0, 0);

        Project placed = new PartDiagramEdit.Place(area, HOTELS_BY_POI, click).apply(added);

        PartDiagram joined = placed.layout().part(area.id()).orElseThrow();
        assertThat(joined.tables()).containsExactly(HOTELS, GUESTS, HOTELS_BY_POI);
        assertThat(joined.bounds(HOTELS_BY_POI)).contains(click);
        assertThat(placed.layout().nodes(ViewKind.LOGICAL))
                .as("the whole logical diagram's layout is untouched")
                .isEqualTo(seed.layout().nodes(ViewKind.LOGICAL));
        PartDiagram hotel = PartDiagram.ofKeyspace("hotel");
        PartDiagram stored = new PartDiagramEdit.Place(hotel, HOTELS, click)
                .apply(seed)
                .layout()
                .part(hotel.id())
                .orElseThrow();
        assertThat(stored.tables())
                .as("a keyspace's diagram draws its keyspace, not a list")
                .isEmpty();
        assertThat(stored.bounds(HOTELS)).contains(click);
    }

    @Test
    void should_word_an_arrangement_the_same_way_in_every_diagram() {
        Map<ElementId, NodeBounds> two = Map.of(HOTELS, new NodeBounds(0, 0, 1, 1), GUESTS, new NodeBounds(5, 5, 1, 1));

        assertThat(new PartDiagramEdit.SetBounds(area, two).label()).isEqualTo("Arrange 2 nodes of diagram Booking");
        assertThat(new LayoutEdit.SetBounds(ViewKind.PHYSICAL, two).label())
                .isEqualTo("Arrange 2 nodes of the physical diagram");
    }
}
