package dev.keyspace.app.export;

import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.transform.Transform;

/**
 * A node's export area drawn on white at a scale, rows at a time, as ARGB pixels. JavaFX cannot snapshot a large
 * diagram in one piece (its texture has a size limit), so each band of rows is taken in tiles at most {@link
 * #TILE} pixels wide. Must be used on the JavaFX thread, with the node in a scene.
 */
final class TiledSnapshot {

    /** The largest piece drawn in one snapshot, in image pixels. */
    static final int TILE = 4096;

    private final Node node;
    private final ExportArea area;
    private final double scale;
    private final int width;
    private final int height;
    private final SnapshotParameters parameters = new SnapshotParameters();
    private WritableImage tile;

    TiledSnapshot(Node node, ExportArea area, double scale) {
        this.node = node;
        this.area = area;
        this.scale = scale;
        this.width = Math.max(1, (int) Math.ceil(area.width() * scale));
        this.height = Math.max(1, (int) Math.ceil(area.height() * scale));
        parameters.setFill(Color.WHITE);
        parameters.setTransform(Transform.scale(scale, scale));
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    /**
     * Draws the image's rows {@code top} to {@code top + rows} (at most {@link #TILE}) into {@code pixels} from
     * {@code offset}, {@link #width()} pixels a row. Every pixel is opaque (the background is white), so the
     * premultiplied pixels JavaFX draws are the plain ARGB values and are copied as they are.
     */
    void draw(int top, int rows, int[] pixels, int offset) {
        if (rows < 1 || rows > TILE || top < 0 || top + rows > height) {
            throw new IllegalArgumentException("rows " + top + " to " + (top + rows) + " of " + height);
        }
        for (int x = 0; x < width; x += TILE) {
            int w = Math.min(TILE, width - x);
            // the viewport is in the scaled coordinates
            parameters.setViewport(new Rectangle2D(area.minX() * scale + x, area.minY() * scale + top, w, rows));
            WritableImage drawn = node.snapshot(parameters, reusableTile(w, rows));
            drawn.getPixelReader()
                    .getPixels(0, 0, w, rows, PixelFormat.getIntArgbPreInstance(), pixels, offset + x, width);
        }
    }

    /** The tile of the last snapshot when it has this size: most tiles have, and a new one costs its pixels. */
    private WritableImage reusableTile(int w, int h) {
        if (tile == null || tile.getWidth() != w || tile.getHeight() != h) {
            tile = new WritableImage(w, h);
        }
        return tile;
    }
}
