package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.schema.ElementId;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Edits of the diagrams of a part (a keyspace, a subject area): adding one, deleting one, and placing its nodes.
 * Like every layout edit they never change the schema Cassandra sees.
 */
public sealed interface PartDiagramEdit extends Edit {

    /** Adds a diagram, which opens as its own tab; its nodes are laid out when it is first shown. */
    record Add(PartDiagram diagram) implements PartDiagramEdit {
        public Add {
            Required.all("diagram", diagram);
        }

        @Override
        public String label() {
            return "Add diagram " + diagram.name();
        }

        @Override
        public Project apply(Project project) {
            if (project.layout().part(diagram.id()).isPresent()) {
                throw rejected("there is already a diagram %s", diagram.name());
            }
            if (project.layout().parts().stream().anyMatch(p -> p.name().equals(diagram.name()))) {
                throw rejected("there is already a diagram named %s", diagram.name());
            }
            return project.withLayout(project.layout().withPart(diagram));
        }
    }

    /** Deletes a diagram and its layout; the tables it drew stay in the project. */
    record Remove(ElementId diagram) implements PartDiagramEdit {
        public Remove {
            Required.all("diagram", diagram);
        }

        @Override
        public String label() {
            return "Delete a diagram";
        }

        @Override
        public Project apply(Project project) {
            if (project.layout().part(diagram).isEmpty()) {
                throw rejected("there is no diagram %s", diagram);
            }
            return project.withLayout(project.layout().withoutPart(diagram));
        }
    }

    /**
     * Places many nodes of a diagram at once, as its automatic layout does; other nodes stay. A keyspace's diagram
     * that the user opened but never laid out is stored by its first placement, so {@code diagram} is the whole
     * diagram, not only its id.
     */
    record SetBounds(PartDiagram diagram, Map<ElementId, NodeBounds> bounds) implements PartDiagramEdit {
        public SetBounds {
            Required.all("diagram", diagram);
            bounds = Collections.unmodifiableMap(new TreeMap<>(bounds));
        }

        @Override
        public String label() {
            return ArrangeLabel.of(bounds.size(), "diagram " + diagram.name());
        }

        @Override
        public Project apply(Project project) {
            PartDiagram stored = project.layout().part(diagram.id()).orElse(diagram);
            Map<ElementId, NodeBounds> nodes = new TreeMap<>(stored.nodes());
            nodes.putAll(bounds);
            return project.withLayout(project.layout().withPart(stored.withNodes(nodes)));
        }
    }

    /**
     * Places a node just added from the diagram's context menu where the user clicked. In a subject area a table so
     * placed becomes one of its tables, so the user sees what they added; a keyspace's diagram not stored yet is
     * stored, as by {@link SetBounds}.
     */
    record Place(PartDiagram diagram, ElementId node, NodeBounds bounds) implements PartDiagramEdit {
        public Place {
            Required.all("diagram", diagram, "node", node, "bounds", bounds);
        }

        @Override
        public String label() {
            return "Place a node in diagram " + diagram.name();
        }

        @Override
        public Project apply(Project project) {
            PartDiagram stored = project.layout().part(diagram.id()).orElse(diagram);
            PartDiagram joined = project.table(node).isPresent() ? stored.including(node) : stored;
            Map<ElementId, NodeBounds> nodes = new TreeMap<>(joined.nodes());
            nodes.put(node, bounds);
            return project.withLayout(project.layout().withPart(joined.withNodes(nodes)));
        }
    }

    /**
     * Makes a table one of a subject area's tables without placing it (its layout places it when the area is next
     * shown); a keyspace's diagram, which draws its keyspace's tables anyway, is left as it is.
     */
    record Include(ElementId diagram, ElementId table) implements PartDiagramEdit {
        public Include {
            Required.all("diagram", diagram, "table", table);
        }

        @Override
        public String label() {
            return "Add a table to a diagram";
        }

        @Override
        public Project apply(Project project) {
            PartDiagram part =
                    project.layout().part(diagram).orElseThrow(() -> rejected("there is no diagram %s", diagram));
            if (project.table(table).isEmpty()) {
                throw rejected("there is no table %s", table);
            }
            return project.withLayout(project.layout().withPart(part.including(table)));
        }
    }

    /** Moves a node that already has a place in the diagram, keeping its size. */
    record MoveNode(ElementId diagram, ElementId node, double x, double y) implements PartDiagramEdit {
        public MoveNode {
            Required.all("diagram", diagram, "node", node);
        }

        @Override
        public String label() {
            return "Move a node of a diagram";
        }

        @Override
        public Project apply(Project project) {
            PartDiagram part =
                    project.layout().part(diagram).orElseThrow(() -> rejected("there is no diagram %s", diagram));
            NodeBounds current = part.bounds(node)
                    .orElseThrow(() -> rejected("%s has no place in the diagram %s", node, part.name()));
            if (!Double.isFinite(x) || !Double.isFinite(y)) {
                throw rejected("cannot move %s to %s, %s: a position must be a finite number", node, x, y);
            }
            Map<ElementId, NodeBounds> nodes = new TreeMap<>(part.nodes());
            nodes.put(node, current.movedTo(x, y));
            return project.withLayout(project.layout().withPart(part.withNodes(nodes)));
        }
    }
}
