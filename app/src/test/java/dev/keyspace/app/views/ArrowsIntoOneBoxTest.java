package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Several arrows into one box spread along its side: the hotel's three Q9 arrows into guests. */
class ArrowsIntoOneBoxTest {

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @Test
    void should_spread_the_arrows_into_one_side_of_a_box_along_it() throws Exception {
        Project hotel = HotelSample.build();
        DiagramView view = FxTestSupport.rendered(ViewKind.LOGICAL, hotel);

        List<Double> heads = FxTestSupport.onFx(() -> {
            Bounds guests = view.boundsOf(view.node(dev.keyspace.model.schema.ElementId.forTable(
                            dev.keyspace.model.schema.Identifier.of("reservation"),
                            dev.keyspace.model.schema.Identifier.of("guests")))
                    .orElseThrow());
            return view.arrows().stream()
                    .filter(a -> a.label().equals("Q9"))
                    .map(ArrowNode::end)
                    .filter(end -> Math.abs(end.getX() - guests.getMinX()) < 2)
                    .map(Point2D::getY)
                    .sorted()
                    .toList();
        });

        assertThat(heads).as("three Q9 arrows end on the left side of guests").hasSize(3);
        for (int i = 1; i < heads.size(); i++) {
            assertThat(heads.get(i) - heads.get(i - 1))
                    .as("arrowheads far enough apart to tell apart: %s", heads)
                    .isGreaterThanOrEqualTo(28);
        }
    }
}
