package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.export.ExportFormat;
import dev.keyspace.app.export.HeadlessRenderer;
import dev.keyspace.model.placement.ViewKind;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Shape;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The dark theme darkens the diagram canvas too, readably; an export is still drawn on white. */
@ExtendWith(ApplicationExtension.class)
class DarkCanvasTest extends DesignerFixture {

    private static final Color CANVAS = Color.web("#0d1117");

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @AfterEach
    void lightAgain() {
        WaitForAsyncUtils.asyncFx(Theme.LIGHT::apply);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Color background(Node node) {
        Region region = (Region) node;
        assertThat(region.getBackground()).isNotNull();
        return (Color) region.getBackground().getFills().get(0).getFill();
    }

    private Color paint(String styleClass, boolean fill) {
        Shape shape = (Shape) logical().lookup("." + styleClass);
        return (Color) (fill ? shape.getFill() : shape.getStroke());
    }

    @Test
    void should_draw_the_canvas_boxes_text_and_arrows_in_dark_colours_and_back_in_light(FxRobot robot) {
        onFx(() -> window.select(ViewKind.LOGICAL));
        assertThat(background(logical())).isEqualTo(Color.WHITE);

        onFx(() -> window.actions().toggleTheme());
        assertThat(window.stage().getScene().getRoot().getStyleClass()).contains(Theme.DARK_CLASS);
        assertThat(background(window.currentDiagram().lookup(".viewport"))).isEqualTo(CANVAS);
        assertThat(background(logical())).isEqualTo(CANVAS);
        assertThat(paint("chebotko-outline", true).getBrightness())
                .as("a table box")
                .isLessThan(0.3);
        assertThat(paint("chebotko-title", true).getBrightness())
                .as("text on it")
                .isGreaterThan(0.8);
        assertThat(paint("arrow-line", false).getBrightness()).as("an arrow").isGreaterThan(0.5);

        onFx(() -> window.actions().toggleTheme());
        assertThat(background(logical())).isEqualTo(Color.WHITE);
        assertThat(paint("chebotko-title", true).getBrightness()).isLessThan(0.3);
    }

    @Test
    void should_export_the_diagram_on_white_while_the_window_is_dark() throws Exception {
        onFx(() -> window.actions().toggleTheme());
        byte[] png = HeadlessRenderer.render(project(), ViewKind.LOGICAL, ExportFormat.PNG);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(image.getRGB(1, 1) & 0xffffff).isEqualTo(0xffffff);
        assertThat(image.getRGB(image.getWidth() - 2, image.getHeight() - 2) & 0xffffff)
                .isEqualTo(0xffffff);
    }
}
