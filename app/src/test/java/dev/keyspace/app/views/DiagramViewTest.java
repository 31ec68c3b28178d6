package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class DiagramViewTest {

    private static final ElementId HOTELS = ElementId.of("table:hotel.hotels");

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @Test
    void should_put_nodes_where_the_project_layout_says_and_place_the_others_automatically() throws Exception {
        Project project = HotelSample.build();
        project = project.withLayout(project.layout().with(ViewKind.LOGICAL, HOTELS, new NodeBounds(900, 700, 0, 0)));

        DiagramView view = FxTestSupport.rendered(ViewKind.LOGICAL, project);

        Node hotels = view.node(HOTELS).orElseThrow();
        assertThat(hotels.getLayoutX()).isEqualTo(900);
        assertThat(hotels.getLayoutY()).isEqualTo(700);
        Node byPoi = view.node(ElementId.of("table:hotel.hotels_by_poi")).orElseThrow();
        assertThat(byPoi.getLayoutX() + byPoi.getLayoutY()).isGreaterThan(0);
    }

    @Test
    void should_render_again_when_given_a_new_project() throws Exception {
        DiagramView view = FxTestSupport.rendered(ViewKind.PHYSICAL, HotelSample.build());
        Table extra = Table.of(
                ElementId.of("table:hotel.extra"),
                "extra",
                List.of(Column.partitionKey("k", CqlType.of(NativeType.INT), 0)));
        Project changed = view.getProject().mapKeyspace(Identifier.of("hotel"), k -> k.withTable(extra));

        FxTestSupport.onFx(() -> {
            view.setProject(changed);
            FxTestSupport.settle(view);
            return null;
        });

        ChebotkoTableNode table =
                (ChebotkoTableNode) view.nodeById("table-hotel.extra").orElseThrow();
        assertThat(table.lines()).containsExactly("k int K");
        assertThat(view.nodes()).containsKey(ElementId.of("table:hotel.extra"));
    }

    @Test
    void should_move_arrows_with_the_nodes_they_join() throws Exception {
        DiagramView view = FxTestSupport.rendered(ViewKind.LOGICAL, HotelSample.build());
        ArrowNode q2 = view.arrows().stream()
                .filter(a -> a.label().equals("Q2"))
                .findFirst()
                .orElseThrow();
        double endBefore = q2.end().getY();

        FxTestSupport.onFx(() -> {
            Node hotels = view.node(HOTELS).orElseThrow();
            hotels.relocate(hotels.getLayoutX(), hotels.getLayoutY() + 300);
            return null;
        });

        assertThat(q2.end().getY()).isGreaterThan(endBefore + 100);
    }

    @Test
    void should_offer_an_auto_layout_of_its_nodes_at_their_measured_sizes() throws Exception {
        DiagramView view = FxTestSupport.rendered(ViewKind.CONCEPTUAL, HotelSample.build());

        Map<ElementId, NodeBounds> layout = FxTestSupport.onFx(view::autoLayout);

        Node hotel = view.node(HotelSample.HOTEL).orElseThrow();
        assertThat(layout.get(HotelSample.HOTEL).width()).isEqualTo(hotel.prefWidth(-1));
        assertThat(layout.get(HotelSample.HOTEL).x()).isEqualTo(hotel.getLayoutX());
    }
}
