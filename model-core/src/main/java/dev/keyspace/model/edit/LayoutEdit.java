package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Edits of where diagram nodes sit: they never change the schema Cassandra sees. */
public sealed interface LayoutEdit extends Edit {

    /** Moves a node that already has a place in the view to a new position, keeping its size. */
    record MoveNode(ViewKind view, ElementId node, double x, double y) implements LayoutEdit {
        public MoveNode {
            Required.all("view", view, "node", node);
        }

        @Override
        public String label() {
            return "Move a node of the " + viewName(view) + " diagram";
        }

        @Override
        public Project apply(Project project) {
            NodeBounds current = project.layout()
                    .bounds(view, node)
                    .orElseThrow(() -> rejected("%s has no place in the %s diagram", node, viewName(view)));
            if (!Double.isFinite(x) || !Double.isFinite(y)) {
                throw rejected("cannot move %s to %s, %s: a position must be a finite number", node, x, y);
            }
            return project.withLayout(project.layout().with(view, node, current.movedTo(x, y)));
        }
    }

    /** Places and sizes many nodes of one view at once, as an automatic layout does; other nodes stay. */
    record SetBounds(ViewKind view, Map<ElementId, NodeBounds> bounds) implements LayoutEdit {
        public SetBounds {
            Required.all("view", view);
            bounds = Collections.unmodifiableMap(new TreeMap<>(bounds));
        }

        @Override
        public String label() {
            return ArrangeLabel.of(bounds.size(), "the " + viewName(view) + " diagram");
        }

        @Override
        public Project apply(Project project) {
            Set<ElementId> known = project.nodeIds();
            for (ElementId node : bounds.keySet()) {
                if (!known.contains(node)) {
                    throw rejected("cannot place %s: it is no node of this project's diagrams", node);
                }
            }
            Map<ElementId, NodeBounds> nodes = new TreeMap<>(project.layout().nodes(view));
            nodes.putAll(bounds);
            Layout layout = project.layout().withView(view, nodes);
            return project.withLayout(layout);
        }
    }

    private static String viewName(ViewKind view) {
        return view.name().toLowerCase(Locale.ROOT);
    }
}
