package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.schema.ElementId;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.geometry.Point2D;
import javafx.scene.Node;

/**
 * Moves one or several nodes. The nodes follow the pointer on screen; on release the moves are applied
 * inside one history group, so the whole drag is one undo step. Nodes that the auto-layout placed have no
 * stored position yet: the first drag stores the position of every such node of the view (SetBounds), so
 * that none of them jumps, then moves the dragged ones.
 */
final class NodeDrag implements Gesture {

    private final DiagramView diagram;
    private final Editor editor;
    private final Map<ElementId, Node> nodes;
    private final Point2D origin;
    private final Map<ElementId, Point2D> starts = new LinkedHashMap<>();

    NodeDrag(DiagramView diagram, Editor editor, Map<ElementId, Node> nodes, Point2D origin) {
        this.diagram = diagram;
        this.editor = editor;
        this.nodes = Map.copyOf(nodes);
        this.origin = origin;
    }

    @Override
    public void start() {
        nodes.forEach((id, node) -> starts.put(id, new Point2D(node.getLayoutX(), node.getLayoutY())));
        editor.history()
                .beginGroup("Move " + (nodes.size() == 1 ? "a node" : nodes.size() + " nodes") + " of the "
                        + diagram.viewKind().name().toLowerCase(java.util.Locale.ROOT) + " diagram");
    }

    @Override
    public void update(Point2D point) {
        Point2D delta = point.subtract(origin);
        starts.forEach((id, start) -> nodes.get(id).relocate(start.getX() + delta.getX(), start.getY() + delta.getY()));
        diagram.marksChanged(); // a sketched box is drawn again where it is dragged
    }

    @Override
    public void finish(Point2D point) {
        update(point);
        History history = editor.history();
        try {
            Map<ElementId, NodeBounds> unplaced = new LinkedHashMap<>();
            diagram.nodes().forEach((id, node) -> {
                if (diagram.isUnplaced(id)) {
                    Point2D at = starts.getOrDefault(id, new Point2D(node.getLayoutX(), node.getLayoutY()));
                    unplaced.put(id, new NodeBounds(at.getX(), at.getY(), node.prefWidth(-1), node.prefHeight(-1)));
                }
            });
            if (!unplaced.isEmpty()) {
                history.apply(diagram.arrangeEdit(unplaced));
            }
            nodes.forEach((id, node) -> history.apply(diagram.moveEdit(id, node.getLayoutX(), node.getLayoutY())));
            history.endGroup();
        } catch (EditRejectedException e) {
            history.cancelGroup();
            starts.forEach((id, start) -> nodes.get(id).relocate(start.getX(), start.getY()));
            editor.tell(e.getMessage());
        }
    }
}
