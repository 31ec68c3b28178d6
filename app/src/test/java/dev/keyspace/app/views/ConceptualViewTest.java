package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import javafx.scene.shape.Ellipse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ConceptualViewTest {

    private static DiagramView view;

    @BeforeAll
    static void render() throws Exception {
        FxTestSupport.startToolkit();
        Project project = HotelSample.build();
        Project withDates = project.withConceptual(project.conceptual()
                .withRelationships(project.conceptual().relationships().stream()
                        .map(r -> r.name().equals("Reserves")
                                ? r.withAttributes(
                                        List.of(Attribute.of("start_date", "date"), Attribute.of("end_date", "date")))
                                : r)
                        .toList()));
        view = FxTestSupport.rendered(ViewKind.CONCEPTUAL, withDates);
    }

    private static AttributeOvalNode oval(String cssId) {
        return (AttributeOvalNode) view.nodeById("entity-" + cssId).orElseThrow();
    }

    @Test
    void should_draw_hotel_as_a_rectangle_with_its_attribute_ovals() {
        ChenEntityNode hotel = (ChenEntityNode) view.nodeById("entity-hotel").orElseThrow();

        assertThat(hotel.nameText().getText()).isEqualTo("Hotel");
        assertThat(hotel.box().getWidth())
                .isGreaterThan(hotel.nameText().getLayoutBounds().getWidth());
        assertThat(hotel.attributeOvals())
                .extracting(o -> o.nameText().getText())
                .containsExactly("id", "name", "phone", "address");
    }

    @Test
    void should_underline_key_attributes_only() {
        assertThat(oval("hotel/id").nameText().isUnderline()).isTrue();
        assertThat(oval("hotel/name").nameText().isUnderline()).isFalse();
    }

    @Test
    void should_draw_multi_valued_attributes_as_double_ovals() {
        AttributeOvalNode emails = oval("guest/emails");

        assertThat(emails.getChildrenUnmodifiable().filtered(Ellipse.class::isInstance))
                .hasSize(2);
        assertThat(oval("guest/title").getChildrenUnmodifiable().filtered(Ellipse.class::isInstance))
                .hasSize(1);
    }

    @Test
    void should_label_each_connector_with_its_cardinality() {
        List<String> hasLabels = view.arrows().stream()
                .filter(a -> a.edge().source().value().equals("relationship:has_room")
                        || a.edge().target().value().equals("relationship:has_room"))
                .map(ArrowNode::label)
                .toList();
        List<String> nearLabels = view.arrows().stream()
                .filter(a -> a.edge().target().value().equals("relationship:near")
                        || a.edge().source().value().equals("relationship:near"))
                .map(ArrowNode::label)
                .toList();

        assertThat(hasLabels).containsExactly("1", "n");
        assertThat(nearLabels).containsExactly("m", "n");
        assertThat(view.arrows()).allMatch(a -> a.lookupAll(".arrow-label").size() == 1);
    }

    @Test
    void should_draw_relationships_as_diamonds_with_their_own_attribute_ovals() {
        ChenRelationshipNode reserves =
                (ChenRelationshipNode) view.nodeById("relationship-reserves").orElseThrow();

        assertThat(reserves.diamond().getPoints()).hasSize(8);
        assertThat(reserves.attributeOvals())
                .extracting(o -> o.nameText().getText())
                .containsExactly("start_date", "end_date");
    }
}
