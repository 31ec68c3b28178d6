package dev.keyspace.app.export;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javax.imageio.ImageIO;

/** Exports a diagram as a PNG: a snapshot of the node as the window draws it, on white. */
public final class PngExporter {

    private PngExporter() {}

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static BufferedImage render(Node diagram) {
        ExportArea area = ExportArea.of(diagram);
        SnapshotParameters parameters = new SnapshotParameters();
        parameters.setFill(Color.WHITE);
        parameters.setViewport(new Rectangle2D(area.minX(), area.minY(), area.width(), area.height()));
        WritableImage image = diagram.snapshot(parameters, null);
        return SwingFXUtils.fromFXImage(image, null);
    }

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static void write(Node diagram, Path file) throws IOException {
        ExportFiles.write(file, bytes(diagram));
    }

    /** The PNG file's bytes. Must be called on the JavaFX thread, with the node in a scene. */
    static byte[] bytes(Node diagram) throws IOException {
        BufferedImage image = render(diagram);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        if (!ImageIO.write(image, "png", png)) {
            throw new IOException("no PNG writer available");
        }
        return png.toByteArray();
    }
}
