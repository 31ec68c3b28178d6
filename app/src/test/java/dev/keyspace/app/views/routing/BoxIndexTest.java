package dev.keyspace.app.views.routing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The index answers exactly the boxes a look at every box would (kept clear of, in the order given), so a route
 * searched through it is the route searched before it: checked on generated diagrams and regions of every size,
 * boxes on cell borders, touching and far apart included.
 */
class BoxIndexTest {

    @Test
    void should_answer_the_boxes_a_look_at_every_box_answers() {
        Random random = new Random(20261125);
        for (int diagram = 0; diagram < 200; diagram++) {
            List<Box> boxes = new ArrayList<>();
            int count = 1 + random.nextInt(300);
            double spread = 200 + random.nextInt(20_000);
            for (int i = 0; i < count; i++) {
                boxes.add(Box.of(coordinate(random, spread), coordinate(random, spread), size(random), size(random)));
            }
            BoxIndex index = new BoxIndex(boxes);
            assertThat(index.all()).isEqualTo(boxes);
            for (int query = 0; query < 50; query++) {
                Box region = Box.of(
                        coordinate(random, spread), coordinate(random, spread), size(random) * 4, size(random) * 4);
                assertThat(index.overlapping(region))
                        .as("diagram %d, region %s", diagram, region)
                        .isEqualTo(everyBoxMeeting(boxes, region));
            }
        }
    }

    private static List<Box> everyBoxMeeting(List<Box> boxes, Box region) {
        List<Box> near = new ArrayList<>();
        for (Box box : boxes) {
            Box kept = box.inflated(OrthogonalRouter.CLEARANCE);
            if (kept.overlaps(region)) {
                near.add(kept);
            }
        }
        return near;
    }

    /** Often a multiple of the index's cell size, or just off it, where rounding would show. */
    private static double coordinate(Random random, double spread) {
        double value = (random.nextDouble() - 0.3) * spread;
        return switch (random.nextInt(4)) {
            case 0 -> Math.round(value / 512) * 512.0;
            case 1 -> Math.round(value / 512) * 512.0 - OrthogonalRouter.CLEARANCE;
            default -> value;
        };
    }

    private static double size(Random random) {
        return random.nextInt(5) == 0 ? random.nextDouble() * 4 : 20 + random.nextDouble() * 400;
    }
}
