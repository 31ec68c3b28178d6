package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.app.settings.WindowSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The main window's remembered geometry: used when usable, ignored when tiny or off-screen, dividers with it. */
@ExtendWith(ApplicationExtension.class)
class WindowGeometryTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_ignore_a_remembered_geometry_that_is_tiny_and_the_dividers_saved_with_it(@TempDir Path folder)
            throws Exception {
        // what was saved after Openbox had mapped the window at its default 200 x 200 (issue 33)
        Path file = folder.resolve("window.properties");
        Files.writeString(
                file, "width=202.0\nheight=225.0\nx=160.0\ny=78.0\nsplit0.0=0.5074\nsplit0.1=0.5173\nview=LOGICAL\n");
        DesignerWindow opened = openRemembering(file);

        assertThat(opened.stage().getWidth()).isGreaterThanOrEqualTo(WindowMemory.MINIMUM.getWidth());
        assertThat(opened.stage().getHeight()).isGreaterThanOrEqualTo(WindowMemory.MINIMUM.getHeight());
        assertThat(opened.stage().getMinWidth()).isEqualTo(WindowMemory.MINIMUM.getWidth());
        assertThat(opened.stage().getMinHeight()).isEqualTo(WindowMemory.MINIMUM.getHeight());
        double[] centre = centreSplit(opened).getDividerPositions();
        assertThat(centre[0]).as("the outline keeps its default share").isLessThan(0.3);
        assertThat(centre[1]).as("the diagrams keep theirs").isGreaterThan(0.6);
        onFx(() -> opened.stage().hide());
    }

    @Test
    void should_ignore_a_remembered_geometry_on_no_screen(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("window.properties");
        Files.writeString(file, "width=1000.0\nheight=700.0\nx=5000.0\ny=3000.0\n");
        DesignerWindow opened = openRemembering(file);

        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        assertThat(opened.stage().getX()).isBetween(screen.getMinX(), screen.getMaxX() - 100);
        assertThat(opened.stage().getY()).isBetween(screen.getMinY(), screen.getMaxY() - 100);
        onFx(() -> opened.stage().hide());
    }

    @Test
    void should_put_back_a_usable_geometry_and_its_dividers(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("window.properties");
        Files.writeString(file, "width=1000.0\nheight=700.0\nx=40.0\ny=30.0\nsplit0.0=0.25\nsplit0.1=0.6\n");
        DesignerWindow opened = openRemembering(file);

        assertThat(opened.stage().getWidth()).isEqualTo(1000);
        assertThat(opened.stage().getX()).isEqualTo(40);
        waitFor(() -> Math.abs(centreSplit(opened).getDividerPositions()[0] - 0.25) < 0.01);
        assertThat(centreSplit(opened).getDividerPositions()[1]).isCloseTo(0.6, within(0.01));

        // a window manager passing it through its default size does not squeeze the side panes for good
        onFx(() -> {
            opened.stage().setWidth(202);
            opened.stage().setHeight(225);
        });
        onFx(() -> {
            opened.stage().setWidth(1000);
            opened.stage().setHeight(700);
        });
        waitFor(() -> Math.abs(centreSplit(opened).getDividerPositions()[0] - 0.25) < 0.01);
        assertThat(centreSplit(opened).getDividerPositions()[1]).isCloseTo(0.6, within(0.01));
        onFx(() -> opened.stage().hide());
    }

    @Test
    void should_not_remember_a_geometry_that_is_not_usable(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("window.properties");
        Files.writeString(file, "width=1000.0\nheight=700.0\nx=40.0\ny=30.0\n");
        DesignerWindow opened = openRemembering(file);
        onFx(() -> {
            opened.stage().setMinWidth(0);
            opened.stage().setMinHeight(0);
            opened.stage().setWidth(202);
            opened.stage().setHeight(225);
        });
        onFx(() -> opened.stage().hide());
        assertThat(WindowSettings.at(file).number("width")).contains(1000.0);
        assertThat(WindowSettings.at(file).number("height")).contains(700.0);
    }

    private static SplitPane centreSplit(DesignerWindow window) {
        return (SplitPane) window.stage().getScene().lookup("#designer-centre");
    }
}
