package dev.keyspace.app.export;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;

/**
 * Leaves out of each snapshot tile the nodes of a drawing that lie wholly outside it. JavaFX culls nothing when it
 * takes a snapshot: every node of the scene is drawn (and clipped pixel by pixel) in every tile, so a diagram of
 * thousands of boxes cost each of its hundreds of tiles the whole drawing. A node the tile crosses is looked into,
 * one that lies wholly inside it is drawn whole.
 *
 * <p>A node is left out by an opacity of 0, which JavaFX's renderer skips: unlike hiding it, that changes neither
 * its parent's bounds nor its descendants, and costs one node's update. Between tiles only the nodes whose side
 * changed are touched; {@link #restore()} gives every node its opacity back.
 */
final class OutsideTile {

    /** Room for anti-aliasing and strokes drawn half outside their node's bounds. */
    static final double MARGIN = 2;

    private final Parent root;
    private final Map<Node, Double> left = new HashMap<>();
    private long count;

    OutsideTile(Parent root) {
        this.root = root;
    }

    /** Leaves out the descendants of the root that lie outside {@code tile}, given in the root's coordinates. */
    void cull(Bounds tile) {
        List<Node> outside = new ArrayList<>();
        visit(root, grown(tile), outside);
        Map<Node, Double> before = new HashMap<>(left);
        left.clear();
        for (Node node : outside) {
            Double opacity = before.remove(node);
            left.put(node, opacity != null ? opacity : node.getOpacity());
            if (opacity == null) {
                node.setOpacity(0);
            }
        }
        before.forEach(Node::setOpacity);
        count += outside.size();
    }

    /** How many nodes were left out, summed over the tiles. */
    long count() {
        return count;
    }

    /** Gives every node left out its opacity back. */
    void restore() {
        left.forEach(Node::setOpacity);
        left.clear();
    }

    private void visit(Parent parent, Bounds tile, List<Node> outside) {
        for (Node child : parent.getChildrenUnmodifiable()) {
            if (!child.isVisible() || (child.getOpacity() == 0 && !left.containsKey(child))) {
                continue;
            }
            Bounds bounds = root.sceneToLocal(child.localToScene(child.getBoundsInLocal()));
            if (!tile.intersects(bounds)) {
                outside.add(child);
            } else if (!tile.contains(bounds) && child instanceof Parent inner) {
                visit(inner, tile, outside);
            }
        }
    }

    private static Bounds grown(Bounds tile) {
        return new BoundingBox(
                tile.getMinX() - MARGIN,
                tile.getMinY() - MARGIN,
                tile.getWidth() + 2 * MARGIN,
                tile.getHeight() + 2 * MARGIN);
    }
}
