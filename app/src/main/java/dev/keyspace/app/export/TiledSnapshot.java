package dev.keyspace.app.export;

import dev.keyspace.app.views.DiagramView;
import java.util.Optional;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.transform.Transform;

/**
 * A node's export area drawn on white at a scale, rows at a time, as ARGB pixels: each band of rows is taken in
 * tiles at most {@link #WIDEST} pixels wide, leaving out of each the nodes outside it ({@link OutsideTile}). Must be
 * used on the JavaFX thread, with the node in a scene.
 */
final class TiledSnapshot {

    /** The most rows of one band, in image pixels (and the side of the square tiles the seam tests draw). */
    static final int TILE = 4096;

    /**
     * The widest piece drawn in one snapshot, in image pixels. A band is drawn in one piece up to this width: each
     * snapshot walks and syncs the whole scene whatever its size, so a 45,000 pixel wide band drawn in 4,096 pixel
     * tiles cost eleven walks for one.
     */
    static final int WIDEST = 65_536;

    private final boolean culling;
    private final int tileWidth;
    private final Node node;
    private final ExportArea area;
    private final double scale;
    private final int width;
    private final int height;
    private final SnapshotParameters parameters = new SnapshotParameters();
    private WritableImage tile;
    private long culled;

    TiledSnapshot(Node node, ExportArea area, double scale) {
        this(node, area, scale, true, WIDEST);
    }

    /**
     * Tiles at most {@code tileWidth} pixels wide; with {@code culling} false every node is drawn in every tile, as
     * JavaFX alone does (for tests).
     */
    TiledSnapshot(Node node, ExportArea area, double scale, boolean culling, int tileWidth) {
        this.culling = culling;
        this.tileWidth = tileWidth;
        this.node = node;
        this.area = area;
        this.scale = scale;
        this.width = Math.max(1, (int) Math.ceil(area.width() * scale));
        this.height = Math.max(1, (int) Math.ceil(area.height() * scale));
        parameters.setFill(Color.WHITE);
        parameters.setTransform(Transform.scale(scale, scale));
    }

    /** How many nodes were left out of the tiles drawn so far, summed over the tiles. */
    long culled() {
        return culled;
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
        drawOnlyAround(top, rows);
        Optional<OutsideTile> outside =
                culling && node instanceof Parent parent ? Optional.of(new OutsideTile(parent)) : Optional.empty();
        try {
            for (int x = 0; x < width; x += tileWidth) {
                int w = Math.min(tileWidth, width - x);
                Bounds drawn =
                        new BoundingBox(area.minX() + x / scale, area.minY() + top / scale, w / scale, rows / scale);
                outside.ifPresent(o -> o.cull(drawn));
                // the viewport is in the scaled coordinates
                parameters.setViewport(new Rectangle2D(area.minX() * scale + x, area.minY() * scale + top, w, rows));
                WritableImage image = node.snapshot(parameters, reusableTile(w, rows));
                image.getPixelReader()
                        .getPixels(0, 0, w, rows, PixelFormat.getIntArgbPreInstance(), pixels, offset + x, width);
            }
        } finally {
            outside.ifPresent(o -> {
                culled += o.count();
                o.restore();
            });
        }
    }

    /**
     * Puts in the scene what the rows need: a diagram's boxes and arrows that meet them (all of them without culling),
     * styled and laid out, and drawn straight rather than through the cache images the window keeps of boxes.
     */
    private void drawOnlyAround(int top, int rows) {
        if (node instanceof DiagramView diagram) {
            Bounds band = new BoundingBox(
                    area.minX() - OutsideTile.MARGIN,
                    area.minY() + top / scale - OutsideTile.MARGIN,
                    area.width() + 2 * OutsideTile.MARGIN,
                    rows / scale + 2 * OutsideTile.MARGIN);
            diagram.drawOnly(culling ? band : null);
            ExportArea.settle(diagram);
        }
        uncached(node);
    }

    private static void uncached(Node node) {
        node.setCache(false);
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(TiledSnapshot::uncached);
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
