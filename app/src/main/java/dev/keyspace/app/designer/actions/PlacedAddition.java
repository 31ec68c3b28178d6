package dev.keyspace.app.designer.actions;

import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.schema.ElementId;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * An element added from a diagram's context menu, as one history entry: the addition, then the first element it
 * added placed where the user clicked ({@code place} is the diagram's own placing edit), when that element is a
 * node a diagram draws; a column or an index added from a diagram has no place of its own.
 */
public record PlacedAddition(Edit addition, double x, double y, BiFunction<ElementId, NodeBounds, Edit> place)
        implements Edit {

    public PlacedAddition {
        Objects.requireNonNull(addition, "addition");
        Objects.requireNonNull(place, "place");
    }

    @Override
    public String label() {
        return addition.label();
    }

    @Override
    public Project apply(Project project) {
        Project added = addition.apply(project);
        return firstAdded(project, added)
                .filter(added.nodeIds()::contains)
                .map(id -> place.apply(id, new NodeBounds(x, y, 0, 0)).apply(added))
                .orElse(added);
    }

    /** The first element, in outline order, that {@code after} holds and {@code before} did not. */
    public static Optional<ElementId> firstAdded(Project before, Project after) {
        Elements old = Elements.of(before);
        return Elements.of(after).all().keySet().stream()
                .filter(id -> !old.contains(id))
                .findFirst();
    }
}
