package dev.keyspace.app.export;

import dev.keyspace.cli.spi.DiagramRenderer;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
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

    /** About 64 MB of pixels per band. */
    static final int BAND_PIXELS = 16 * 1024 * 1024;

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
        int band = bandHeight(width);
        for (int top = 0; top < snapshot.height(); top += band) {
            int rows = Math.min(band, snapshot.height() - top);
            snapshot.draw(top, rows, pixels, top * width);
        }
        return image;
    }

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static void write(Node diagram, Path file) throws IOException {
        ExportFiles.write(file, out -> write(diagram, 1, out));
    }

    /** The PNG file's bytes. Must be called on the JavaFX thread, with the node in a scene. */
    static byte[] bytes(Node diagram, double scale) throws IOException {
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        write(diagram, scale, png);
        return png.toByteArray();
    }

    /**
     * Writes the PNG file to {@code out}. Must be called on the JavaFX thread, with the node in a scene. The image is
     * drawn in bands of rows, each as wide as the image and at most {@link TiledSnapshot#TILE} high (the same tiles
     * as {@link #render}, since where a tile starts can change a drawn pixel by one shade), and each band is
     * compressed on other threads while the next is drawn: a diagram of 10,000 tables is about a billion pixels,
     * never all in memory at once. Boxes are drawn straight, not through the images the window caches them in,
     * which would otherwise be kept for every box of the diagram.
     */
    static void write(Node diagram, double scale, OutputStream out) throws IOException {
        TiledSnapshot snapshot = snapshot(diagram, scale);
        int width = snapshot.width();
        int height = snapshot.height();
        int band = bandHeight(width);
        try (PngEncoder encoder = new PngEncoder(out, width, height, band)) {
            // three bands in turn: while one is drawn, the encoder may still read the two before it (the last one's
            // pieces, and its last row as the row above the next band's first)
            int[][] bands = new int[Math.min(3, (height + band - 1) / band)][];
            for (int top = 0, next = 0; top < height; top += band, next = (next + 1) % bands.length) {
                int rows = Math.min(band, height - top);
                if (bands[next] == null) {
                    bands[next] = new int[band * width];
                }
                snapshot.draw(top, rows, bands[next], 0);
                encoder.writeRows(bands[next], 0, rows);
            }
            encoder.finish();
        }
    }

    /**
     * Rows per band: a tile high where the image is narrow, fewer where it is wide, so that a band (of which the
     * encoder holds two or three at a time) stays near {@link #BAND_PIXELS} pixels.
     */
    static int bandHeight(int width) {
        return Math.max(64, Math.min(TiledSnapshot.TILE, BAND_PIXELS / Math.max(1, width)));
    }

    private static TiledSnapshot snapshot(Node diagram, double scale) {
        if (!(scale >= MIN_SCALE && scale <= MAX_SCALE)) {
            throw new IllegalArgumentException("scale " + scale + " is outside " + MIN_SCALE + " to " + MAX_SCALE);
        }
        return new TiledSnapshot(diagram, ExportArea.of(diagram), scale);
    }
}
