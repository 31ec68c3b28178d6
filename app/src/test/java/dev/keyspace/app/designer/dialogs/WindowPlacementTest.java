package dev.keyspace.app.designer.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/** The sizes and places windows get, as values: what is remembered counts only when usable. */
class WindowPlacementTest {

    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1600, 1000);
    private static final Rectangle2D RIGHT_SCREEN = new Rectangle2D(1600, 0, 1920, 1080);
    private static final Dimension2D MINIMUM = new Dimension2D(800, 560);

    @Test
    void should_use_a_remembered_geometry_that_is_large_enough_and_on_a_screen() {
        Rectangle2D remembered = new Rectangle2D(100, 50, 1200, 800);
        assertThat(WindowPlacement.usable(remembered, MINIMUM, List.of(SCREEN))).contains(remembered);
        Rectangle2D onTheSecond = new Rectangle2D(1700, 40, 1200, 800);
        assertThat(WindowPlacement.usable(onTheSecond, MINIMUM, List.of(SCREEN, RIGHT_SCREEN)))
                .contains(onTheSecond);
    }

    @Test
    void should_ignore_a_remembered_geometry_that_is_tiny() {
        // what a window manager left when it mapped the window at its default size (issue 33)
        assertThat(WindowPlacement.usable(new Rectangle2D(160, 78, 202, 225), MINIMUM, List.of(SCREEN)))
                .isEmpty();
        assertThat(WindowPlacement.usable(new Rectangle2D(0, 0, 1200, 100), MINIMUM, List.of(SCREEN)))
                .isEmpty();
    }

    @Test
    void should_ignore_a_remembered_geometry_whose_title_bar_is_on_no_screen() {
        // the second screen it was on is gone
        assertThat(WindowPlacement.usable(new Rectangle2D(1700, 40, 1200, 800), MINIMUM, List.of(SCREEN)))
                .isEmpty();
        // above the screen: the title bar cannot be grabbed
        assertThat(WindowPlacement.usable(new Rectangle2D(100, -300, 1200, 800), MINIMUM, List.of(SCREEN)))
                .isEmpty();
        // only a sliver at the right edge
        assertThat(WindowPlacement.usable(new Rectangle2D(1550, 40, 1200, 800), MINIMUM, List.of(SCREEN)))
                .isEmpty();
        assertThat(WindowPlacement.usable(new Rectangle2D(Double.NaN, 40, 1200, 800), MINIMUM, List.of(SCREEN)))
                .isEmpty();
    }

    @Test
    void should_bring_a_usable_geometry_wholly_onto_its_screen() {
        assertThat(WindowPlacement.usable(new Rectangle2D(1000, 500, 1200, 800), MINIMUM, List.of(SCREEN)))
                .contains(new Rectangle2D(400, 200, 1200, 800));
        assertThat(WindowPlacement.usable(new Rectangle2D(0, 0, 2400, 1400), MINIMUM, List.of(SCREEN)))
                .contains(SCREEN);
    }

    @Test
    void should_centre_a_window_on_its_owner_and_keep_it_on_the_screen() {
        Rectangle2D owner = new Rectangle2D(100, 100, 1200, 800);
        assertThat(WindowPlacement.centredOn(owner, new Dimension2D(600, 400), SCREEN))
                .isEqualTo(new Rectangle2D(400, 300, 600, 400));
        Rectangle2D ownerInACorner = new Rectangle2D(-500, -100, 700, 400);
        assertThat(WindowPlacement.centredOn(ownerInACorner, new Dimension2D(900, 500), SCREEN))
                .isEqualTo(new Rectangle2D(0, 0, 900, 500));
        assertThat(WindowPlacement.centredOn(owner, new Dimension2D(2000, 1200), SCREEN))
                .isEqualTo(SCREEN);
    }

    @Test
    void should_hold_a_window_to_the_sane_minimum_unless_the_screen_is_smaller() {
        assertThat(WindowPlacement.minimum(MINIMUM, SCREEN)).isEqualTo(MINIMUM);
        assertThat(WindowPlacement.minimum(MINIMUM, new Rectangle2D(0, 0, 1024, 520)))
                .isEqualTo(new Dimension2D(800, 520));
    }
}
