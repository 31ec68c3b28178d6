package dev.keyspace.model.placement;

import dev.keyspace.model.schema.ElementId;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Positions and sizes of diagram nodes per view, kept apart from the schema so that moving a box never
 * changes the model Cassandra sees. Nodes are keyed by element id; maps are sorted for stable files.
 */
public record Layout(Map<ViewKind, Map<ElementId, NodeBounds>> views) {

    public static final Layout EMPTY = new Layout(Map.of());

    public Layout {
        Map<ViewKind, Map<ElementId, NodeBounds>> copy = new EnumMap<>(ViewKind.class);
        views.forEach((view, nodes) -> {
            if (!nodes.isEmpty()) {
                copy.put(view, Collections.unmodifiableMap(new TreeMap<>(nodes)));
            }
        });
        views = Collections.unmodifiableMap(copy);
    }

    public Map<ElementId, NodeBounds> nodes(ViewKind view) {
        return views.getOrDefault(view, Map.of());
    }

    public Optional<NodeBounds> bounds(ViewKind view, ElementId node) {
        return Optional.ofNullable(nodes(view).get(node));
    }

    public Layout with(ViewKind view, ElementId node, NodeBounds bounds) {
        Map<ViewKind, Map<ElementId, NodeBounds>> copy = new EnumMap<>(ViewKind.class);
        copy.putAll(views);
        Map<ElementId, NodeBounds> nodes = new TreeMap<>(nodes(view));
        nodes.put(node, bounds);
        copy.put(view, nodes);
        return new Layout(copy);
    }

    public Layout without(ElementId node) {
        Map<ViewKind, Map<ElementId, NodeBounds>> copy = new EnumMap<>(ViewKind.class);
        views.forEach((view, nodes) -> {
            Map<ElementId, NodeBounds> kept = new TreeMap<>(nodes);
            kept.remove(node);
            copy.put(view, kept);
        });
        return new Layout(copy);
    }

    public Layout withView(ViewKind view, Map<ElementId, NodeBounds> nodes) {
        Map<ViewKind, Map<ElementId, NodeBounds>> copy = new EnumMap<>(ViewKind.class);
        copy.putAll(views);
        copy.put(view, nodes);
        return new Layout(copy);
    }
}
