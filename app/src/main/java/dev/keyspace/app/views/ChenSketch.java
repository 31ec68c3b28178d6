package dev.keyspace.app.views;

import javafx.geometry.Bounds;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

/**
 * A Chen entity or relationship in a {@link DiagramSketch}: its shape (rectangle or diamond) filled, its attribute
 * ovals as outlines where they stand, and its name at the canvas's own readable size: an entity's box grows round
 * its name when its cluster is wide enough on screen, a relationship is named when the name fits its diamond.
 */
final class ChenSketch {

    private static final Color OVAL = Color.rgb(110, 120, 135, 0.55);
    private static final Color NAME_BACKGROUND = Color.rgb(255, 255, 255, 0.9);

    private ChenSketch() {}

    /**
     * Draws the cluster whose whole box is {@code box} (diagram coordinates) into the canvas covering {@code area},
     * at {@code scale} screen pixels per unit.
     */
    static void draw(GraphicsContext g, ChenClusterNode cluster, Bounds box, Bounds area, double scale, Color fill) {
        g.setStroke(OVAL);
        for (AttributeOvalNode oval : cluster.attributeOvals()) {
            Bounds b = cluster.localToParent(oval.getBoundsInParent());
            if (b.getWidth() > 0) {
                g.strokeOval(x(b.getMinX(), area, scale), y(b.getMinY(), area, scale), w(b, scale), h(b, scale));
            }
        }
        Bounds shape = cluster.anchorBounds();
        double x = x(shape.getMinX(), area, scale);
        double y = y(shape.getMinY(), area, scale);
        double w = w(shape, scale);
        double h = h(shape, scale);
        g.setFill(fill);
        g.setStroke(DiagramSketch.OUTLINE);
        if (cluster.anchorShape() == AnchorShape.DIAMOND) {
            double[] xs = {x + w / 2, x + w, x + w / 2, x};
            double[] ys = {y, y + h / 2, y + h, y + h / 2};
            g.fillPolygon(xs, ys, 4);
            g.strokePolygon(xs, ys, 4);
        } else {
            g.fillRect(x, y, w, h);
            g.strokeRect(x, y, w, h);
        }
        String name = cluster.nameText().getText();
        javafx.scene.text.Text measured = new javafx.scene.text.Text(name);
        measured.setFont(g.getFont());
        double textWidth = measured.getLayoutBounds().getWidth();
        double textHeight = measured.getLayoutBounds().getHeight();
        if (cluster.anchorShape() == AnchorShape.DIAMOND) {
            if (textWidth + 4 <= w) {
                name(g, name, x + w / 2, y + h / 2);
            }
            return;
        }
        // an entity's name is what the sketch is read by: its box grows round the name, within its cluster
        if (textWidth + 8 <= box.getWidth() * scale) {
            double chipWidth = Math.max(w, textWidth + 8);
            double chipHeight = Math.max(h, textHeight + 2);
            double chipX = Math.round(x + w / 2 - chipWidth / 2) + 0.5;
            double chipY = Math.round(y + h / 2 - chipHeight / 2) + 0.5;
            g.setFill(NAME_BACKGROUND);
            g.fillRect(chipX, chipY, chipWidth, chipHeight);
            g.setFill(fill);
            g.fillRect(chipX, chipY, chipWidth, chipHeight);
            g.strokeRect(chipX, chipY, chipWidth, chipHeight);
            name(g, name, x + w / 2, y + h / 2);
        }
    }

    private static void name(GraphicsContext g, String name, double centerX, double centerY) {
        g.save();
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.setFill(DiagramSketch.TITLE);
        g.fillText(name, centerX, centerY);
        g.restore();
    }

    private static double x(double diagramX, Bounds area, double scale) {
        return Math.floor((diagramX - area.getMinX()) * scale) + 0.5;
    }

    private static double y(double diagramY, Bounds area, double scale) {
        return Math.floor((diagramY - area.getMinY()) * scale) + 0.5;
    }

    private static double w(Bounds b, double scale) {
        return Math.max(1, Math.round(b.getWidth() * scale));
    }

    private static double h(Bounds b, double scale) {
        return Math.max(1, Math.round(b.getHeight() * scale));
    }
}
