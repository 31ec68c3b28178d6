package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.app.views.DiagramNodes;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.KeyspaceFrameNode;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.Optional;
import java.util.OptionalInt;
import javafx.geometry.Point2D;
import javafx.scene.Node;

/**
 * What is under the pointer: a diagram node (its top-level node and the element selected by a click, which
 * may be a line inside it: a column, a field, an attribute oval), a keyspace frame, or the background. On a sketched
 * diagram a box is hit by its place, as a whole.
 */
record Hit(Optional<ElementId> element, Optional<Node> top, OptionalInt row, Optional<KeyspaceFrameNode> frame) {

    static final Hit BACKGROUND = new Hit(Optional.empty(), Optional.empty(), OptionalInt.empty(), Optional.empty());

    boolean isNode() {
        return top.isPresent();
    }

    static Hit at(DiagramView diagram, Node picked, Point2D point) {
        // a sketched box is no node in the scene (its keyspace's frame is): it is found by its place
        Optional<Hit> sketched = diagram.sketchedNodeAt(point).flatMap(top -> DiagramNodes.elementId(top)
                .map(id -> new Hit(Optional.of(id), Optional.of(top), OptionalInt.empty(), Optional.empty())));
        if (sketched.isPresent()) {
            return sketched.get();
        }
        ElementId inner = null;
        for (Node n = picked; n != null && n != diagram; n = n.getParent()) {
            Optional<ElementId> id = DiagramNodes.elementId(n);
            if (n instanceof KeyspaceFrameNode frame) {
                return new Hit(id, Optional.empty(), OptionalInt.empty(), Optional.of(frame));
            }
            if (id.isEmpty()) {
                continue;
            }
            if (diagram.node(id.get()).orElse(null) == n) {
                return onNode(diagram, n, id.get(), Optional.ofNullable(inner), point);
            }
            if (inner == null) {
                inner = id.get();
            }
        }
        return BACKGROUND;
    }

    private static Hit onNode(DiagramView diagram, Node top, ElementId id, Optional<ElementId> inner, Point2D point) {
        if (inner.isPresent()) {
            return new Hit(inner, Optional.of(top), OptionalInt.empty(), Optional.empty());
        }
        if (top instanceof ChebotkoTableNode box && isEditableBox(diagram, id)) {
            OptionalInt row = box.rowAt(top.parentToLocal(point).getY());
            if (row.isPresent()) {
                String name = box.rows().get(row.getAsInt()).name();
                ElementId part = ElementKeys.part(id, Identifier.fromCql(name).internal());
                return new Hit(Optional.of(part), Optional.of(top), row, Optional.empty());
            }
        }
        return new Hit(Optional.of(id), Optional.of(top), OptionalInt.empty(), Optional.empty());
    }

    /** Tables and types have editable lines; a view's lines come from its base table. */
    private static boolean isEditableBox(DiagramView diagram, ElementId id) {
        return diagram.getProject().table(id).isPresent() || id.value().startsWith("type:");
    }
}
