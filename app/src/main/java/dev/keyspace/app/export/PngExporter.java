package dev.keyspace.app.export;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.transform.Transform;
import javax.imageio.ImageIO;

/**
 * Exports a diagram as a PNG: a snapshot of the node as the window draws it, on white, at a scale (2 draws every
 * diagram pixel as 2 by 2 image pixels, as sharp as a screen of twice the density shows it).
 */
public final class PngExporter {

    /** The smallest and largest scale an export takes: a quarter for a thumbnail, 8 for print. */
    public static final double MIN_SCALE = 0.25;

    public static final double MAX_SCALE = 8;

    /** The largest piece drawn in one snapshot, in image pixels. */
    private static final int TILE = 4096;

    private PngExporter() {}

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static BufferedImage render(Node diagram) {
        return render(diagram, 1);
    }

    /** As {@link #render(Node)}, {@code scale} times as wide and high. */
    public static BufferedImage render(Node diagram, double scale) {
        if (!(scale >= MIN_SCALE && scale <= MAX_SCALE)) {
            throw new IllegalArgumentException("scale " + scale + " is outside " + MIN_SCALE + " to " + MAX_SCALE);
        }
        ExportArea area = ExportArea.of(diagram);
        int width = (int) Math.ceil(area.width() * scale);
        int height = (int) Math.ceil(area.height() * scale);
        BufferedImage image = new BufferedImage(Math.max(width, 1), Math.max(height, 1), BufferedImage.TYPE_INT_RGB);
        SnapshotParameters parameters = new SnapshotParameters();
        parameters.setFill(Color.WHITE);
        parameters.setTransform(Transform.scale(scale, scale));
        // JavaFX cannot snapshot a large diagram in one piece (its texture has a size limit): take it in tiles
        for (int y = 0; y < height; y += TILE) {
            for (int x = 0; x < width; x += TILE) {
                int w = Math.min(TILE, width - x);
                int h = Math.min(TILE, height - y);
                // the viewport is in the scaled coordinates
                parameters.setViewport(new Rectangle2D(area.minX() * scale + x, area.minY() * scale + y, w, h));
                WritableImage tile = diagram.snapshot(parameters, new WritableImage(w, h));
                int[] pixels = new int[w * h];
                tile.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), pixels, 0, w);
                image.setRGB(x, y, w, h, pixels, 0, w);
            }
        }
        return image;
    }

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static void write(Node diagram, Path file) throws IOException {
        ExportFiles.write(file, bytes(diagram, 1));
    }

    /** The PNG file's bytes. Must be called on the JavaFX thread, with the node in a scene. */
    static byte[] bytes(Node diagram, double scale) throws IOException {
        BufferedImage image = render(diagram, scale);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        if (!ImageIO.write(image, "png", png)) {
            throw new IOException("no PNG writer available");
        }
        return png.toByteArray();
    }
}
