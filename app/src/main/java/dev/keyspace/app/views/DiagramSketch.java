package dev.keyspace.app.views;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.transform.Scale;

/**
 * The boxes of a large diagram drawn as outlines on one canvas, for a zoom at which more boxes are in view than
 * the scene can style and lay out in a frame (Fit to Window on 2,000 tables), or at which their text would be too
 * small to read: tables and tasks as boxes, a Chen diagram's shapes as they are drawn (see {@link ChenSketch}). The canvas covers the part in view only and is drawn at screen resolution, so its size does not grow
 * with the diagram. It takes no mouse events: a click or a drag there acts as on the diagram's background, and a
 * rubber band selects the boxes it meets (see {@link DiagramView#boundsOf}).
 */
final class DiagramSketch {

    /** Below this width on screen a box's title is not written. */
    static final double TITLED = 48;

    private static final Color FILL = Color.rgb(120, 140, 170, 0.22);
    static final Color OUTLINE = Color.rgb(110, 120, 135, 0.95);
    private static final Color SELECTED = Color.rgb(9, 105, 218, 0.55);
    static final Color TITLE = Color.rgb(90, 100, 115);
    private static final Color ARROW = Color.rgb(110, 120, 135, 0.7);
    private static final Color GROUP = Color.rgb(87, 96, 106);
    private static final Color GROUP_BACKGROUND = Color.rgb(255, 255, 255, 0.85);
    /** A group's name is written as a keyspace frame's title is, at screen size whatever the zoom. */
    private static final String GROUP_TITLE = "keyspace-frame-title";
    /** Screen pixels between a group's boxes and the outline drawn around them. */
    private static final double GROUP_MARGIN = 6;

    /** A group of boxes the sketch outlines and names at a readable size: a keyspace's tables, views and types. */
    record Group(String name, Bounds bounds) {}

    private final Canvas canvas = new Canvas();
    private final Scale toScreen = new Scale();
    private boolean shown;
    private List<String> named = List.of();

    DiagramSketch() {
        canvas.setMouseTransparent(true);
        canvas.setManaged(false);
        canvas.getStyleClass().add("diagram-sketch");
        canvas.getTransforms().add(toScreen);
    }

    Canvas canvas() {
        return canvas;
    }

    boolean isShown() {
        return shown;
    }

    /**
     * Draws the arrows and the boxes that meet {@code area} (diagram coordinates) at {@code scale} screen pixels per
     * unit, then each group that meets it, outlined and named at screen size: a sketch is read by where its keyspaces
     * are.
     */
    void draw(
            Collection<Node> nodes,
            java.util.function.Function<Node, Bounds> boxOf,
            Collection<ArrowNode> arrows,
            Collection<Group> groups,
            Bounds area,
            double scale) {
        shown = true;
        canvas.setWidth(Math.ceil(area.getWidth() * scale));
        canvas.setHeight(Math.ceil(area.getHeight() * scale));
        canvas.relocate(area.getMinX(), area.getMinY());
        toScreen.setX(1 / scale);
        toScreen.setY(1 / scale);
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        g.setLineWidth(1);
        drawArrows(g, arrows, area, scale);
        for (Node node : nodes) {
            if (!node.isVisible()) {
                continue;
            }
            Bounds box = boxOf.apply(node);
            if (!box.intersects(area)) {
                continue;
            }
            Color fill = node.getStyleClass().contains("selected") ? SELECTED : FILL;
            if (node instanceof ChenClusterNode cluster) {
                ChenSketch.draw(g, cluster, box, area, scale, fill);
                continue;
            }
            double x = Math.floor((box.getMinX() - area.getMinX()) * scale) + 0.5;
            double y = Math.floor((box.getMinY() - area.getMinY()) * scale) + 0.5;
            double w = Math.max(1, Math.round(box.getWidth() * scale));
            double h = Math.max(1, Math.round(box.getHeight() * scale));
            g.setFill(fill);
            g.setStroke(OUTLINE);
            if (node instanceof Anchored anchored && anchored.anchorShape() == AnchorShape.ELLIPSE) {
                g.fillOval(x, y, w, h);
                g.strokeOval(x, y, w, h);
                continue;
            }
            g.fillRect(x, y, w, h);
            g.strokeRect(x, y, w, h);
            String title = node instanceof ChebotkoTableNode table
                    ? table.title()
                    : node instanceof TextBoxNode text ? text.text() : null;
            if (w >= TITLED && title != null) {
                g.setFill(TITLE);
                g.fillText(title, x + 3, y + Math.min(h - 2, 11), w - 6);
            }
        }
        drawGroups(g, groups, area, scale);
    }

    /** Each arrow as a thin line along its route, under the boxes, so that what leads where still shows. */
    private static void drawArrows(GraphicsContext g, Collection<ArrowNode> arrows, Bounds area, double scale) {
        g.setStroke(ARROW);
        for (ArrowNode arrow : arrows) {
            if (!arrow.isVisible() || !arrow.getBoundsInParent().intersects(area)) {
                continue;
            }
            List<javafx.geometry.Point2D> points = arrow.points();
            double[] xs = new double[points.size()];
            double[] ys = new double[points.size()];
            for (int i = 0; i < points.size(); i++) {
                xs[i] = (points.get(i).getX() - area.getMinX()) * scale;
                ys[i] = (points.get(i).getY() - area.getMinY()) * scale;
            }
            g.strokePolyline(xs, ys, points.size());
        }
    }

    /** The groups the last drawing named, in the order drawn. */
    List<String> named() {
        return named;
    }

    private void drawGroups(GraphicsContext g, Collection<Group> groups, Bounds area, double scale) {
        List<String> names = new ArrayList<>();
        g.save(); // the boxes' titles of the next drawing keep the canvas's own font and baseline
        g.setFont(DiagramText.font(GROUP_TITLE));
        g.setTextBaseline(VPos.BOTTOM);
        for (Group group : groups) {
            Bounds box = group.bounds();
            if (!box.intersects(area)) {
                continue;
            }
            double x = Math.floor((box.getMinX() - area.getMinX()) * scale - GROUP_MARGIN) + 0.5;
            double y = Math.floor((box.getMinY() - area.getMinY()) * scale - GROUP_MARGIN) + 0.5;
            double w = Math.round(box.getWidth() * scale + 2 * GROUP_MARGIN);
            double h = Math.round(box.getHeight() * scale + 2 * GROUP_MARGIN);
            g.setStroke(GROUP);
            g.setLineDashes(6, 3);
            g.strokeRoundRect(x, y, w, h, 8, 8);
            g.setLineDashes();
            Bounds measured = DiagramText.measure(group.name(), GROUP_TITLE);
            double textWidth = Math.min(measured.getWidth(), Math.max(w, 40));
            double textHeight = measured.getHeight();
            // the name sits on the outline's top edge; with no room above (the top of the drawing), inside the
            // outline's
            // top right corner, where the left-aligned boxes of a layout leave room most often
            boolean above = y >= textHeight + 2;
            double ty = above ? y : textHeight + 2;
            double tx = above ? x + 4 : Math.max(x + 4, x + w - textWidth - 10);
            g.setFill(GROUP_BACKGROUND);
            g.fillRect(tx, ty - textHeight - 1, textWidth + 6, textHeight + 2);
            g.setFill(GROUP);
            g.fillText(group.name(), tx + 3, ty, textWidth);
            names.add(group.name());
        }
        g.restore();
        named = List.copyOf(names);
    }

    /** Clears the canvas and gives it no size (boxes are drawn as nodes again). */
    void hide() {
        if (!shown) {
            return;
        }
        shown = false;
        named = List.of();
        canvas.setWidth(0);
        canvas.setHeight(0);
    }
}
