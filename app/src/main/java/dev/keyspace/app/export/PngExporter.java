package dev.keyspace.app.export;

import dev.keyspace.cli.spi.DiagramRenderer;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.Node;

/**
 * Exports a diagram as a PNG: a snapshot of the node as the window draws it, on white, at a scale (2 draws every
 * line twice as fine, for high-density screens and print).
 */
public final class PngExporter {

    /** The smallest and largest scale an export takes: a quarter for a thumbnail, 8 for print. */
    public static final double MIN_SCALE = DiagramRenderer.MIN_SCALE;

    public static final double MAX_SCALE = DiagramRenderer.MAX_SCALE;

    private PngExporter() {}

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static BufferedImage render(Node diagram) {
        return render(diagram, 1);
    }

    /** As {@link #render(Node)}, {@code scale} times as wide and high. */
    public static BufferedImage render(Node diagram, double scale) {
        TiledSnapshot snapshot = snapshot(diagram, scale);
        int width = snapshot.width();
        BufferedImage image = new BufferedImage(width, snapshot.height(), BufferedImage.TYPE_INT_RGB);
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        for (int top = 0; top < snapshot.height(); top += TiledSnapshot.TILE) {
            int rows = Math.min(TiledSnapshot.TILE, snapshot.height() - top);
            snapshot.draw(top, rows, pixels, top * width);
        }
        return image;
    }

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static void write(Node diagram, Path file) throws IOException {
        ExportFiles.write(file, bytes(diagram, 1));
    }

    /**
     * The PNG file's bytes. Must be called on the JavaFX thread, with the node in a scene. The image is drawn in
     * bands one tile high (the same tiles as {@link #render}, since where a tile starts can change a drawn pixel by
     * one shade), and each band is compressed on other threads while the next is drawn: a diagram of 2,000 tables
     * is some 190 million pixels, never all in memory at once.
     */
    static byte[] bytes(Node diagram, double scale) throws IOException {
        TiledSnapshot snapshot = snapshot(diagram, scale);
        int width = snapshot.width();
        int height = snapshot.height();
        int band = TiledSnapshot.TILE;
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try (PngEncoder encoder = new PngEncoder(png, width, height, band)) {
            for (int top = 0; top < height; top += band) {
                int rows = Math.min(band, height - top);
                // a new array per band: the encoder still reads the last one
                int[] pixels = new int[rows * width];
                snapshot.draw(top, rows, pixels, 0);
                encoder.writeRows(pixels, 0, rows);
            }
            encoder.finish();
        }
        return png.toByteArray();
    }

    private static TiledSnapshot snapshot(Node diagram, double scale) {
        if (!(scale >= MIN_SCALE && scale <= MAX_SCALE)) {
            throw new IllegalArgumentException("scale " + scale + " is outside " + MIN_SCALE + " to " + MAX_SCALE);
        }
        return new TiledSnapshot(diagram, ExportArea.of(diagram), scale);
    }
}
