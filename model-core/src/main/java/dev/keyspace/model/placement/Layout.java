package dev.keyspace.model.placement;

import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Positions and sizes of diagram nodes per view, kept apart from the schema so that moving a box never
 * changes the model Cassandra sees. Nodes are keyed by element id; maps are sorted for stable files. The
 * diagrams of a part (a keyspace, a subject area) each keep their own places, in {@code parts}, in the order
 * the user made them.
 */
public record Layout(Map<ViewKind, Map<ElementId, NodeBounds>> views, List<PartDiagram> parts) {

    public static final Layout EMPTY = new Layout(Map.of());

    public Layout(Map<ViewKind, Map<ElementId, NodeBounds>> views) {
        this(views, List.of());
    }

    public Layout {
        parts = List.copyOf(parts);
        if (parts.stream().map(PartDiagram::id).distinct().count() != parts.size()) {
            throw new IllegalArgumentException("two diagrams have the same id");
        }
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
        return new Layout(copy, parts);
    }

    public Layout without(ElementId node) {
        return new Layout(
                eachView(nodes -> nodes.remove(node)),
                parts.stream().map(p -> p.without(node)).toList());
    }

    /** This layout with only the places, in every view, of the nodes {@code kept} accepts; diagrams of parts stay. */
    public Layout keeping(Predicate<ElementId> kept) {
        return new Layout(eachView(nodes -> nodes.keySet().removeIf(kept.negate())), parts);
    }

    /** This layout with the node {@code from} placed by the id {@code to} in every view (a renamed type's box). */
    public Layout withNodeRenamed(ElementId from, ElementId to) {
        return new Layout(
                eachView(nodes -> {
                    NodeBounds place = nodes.remove(from);
                    if (place != null) {
                        nodes.put(to, place);
                    }
                }),
                parts);
    }

    /** The views, each a copy that {@code change} has changed. */
    private Map<ViewKind, Map<ElementId, NodeBounds>> eachView(Consumer<Map<ElementId, NodeBounds>> change) {
        Map<ViewKind, Map<ElementId, NodeBounds>> copy = new EnumMap<>(ViewKind.class);
        views.forEach((view, nodes) -> {
            Map<ElementId, NodeBounds> changed = new TreeMap<>(nodes);
            change.accept(changed);
            copy.put(view, changed);
        });
        return copy;
    }

    public Layout withView(ViewKind view, Map<ElementId, NodeBounds> nodes) {
        Map<ViewKind, Map<ElementId, NodeBounds>> copy = new EnumMap<>(ViewKind.class);
        copy.putAll(views);
        copy.put(view, nodes);
        return new Layout(copy, parts);
    }

    public Optional<PartDiagram> part(ElementId id) {
        return parts.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** A keyspace's (internal name) diagram as stored, or as first drawn when it was never arranged. */
    public PartDiagram keyspaceDiagram(String keyspace) {
        return part(PartDiagram.keyspaceDiagramId(keyspace)).orElseGet(() -> PartDiagram.ofKeyspace(keyspace));
    }

    /** This layout with {@code part} added at the end, or put in place of the diagram with its id. */
    public Layout withPart(PartDiagram part) {
        List<PartDiagram> copy = new ArrayList<>(parts);
        int at = copy.indexOf(this.part(part.id()).orElse(null));
        if (at >= 0) {
            copy.set(at, part);
        } else {
            copy.add(part);
        }
        return new Layout(views, copy);
    }

    public Layout withParts(List<PartDiagram> newParts) {
        return new Layout(views, newParts);
    }

    /**
     * This layout after keyspace {@code from} is renamed to {@code to} (internal names): the diagram of {@code from}
     * becomes the diagram of {@code to}, in its place among the parts; a diagram left over from an earlier keyspace
     * named {@code to} goes.
     */
    public Layout withKeyspaceRenamed(String from, String to) {
        List<PartDiagram> renamed = new ArrayList<>();
        for (PartDiagram part : parts) {
            Optional<String> keyspace = part.keyspace();
            if (keyspace.filter(from::equals).isPresent()) {
                renamed.add(part.forRenamedKeyspace(to));
            } else if (keyspace.filter(to::equals).isEmpty()) {
                renamed.add(part);
            }
        }
        return new Layout(views, renamed);
    }

    /** This layout without the diagram of keyspace {@code keyspace} (internal name), which was removed. */
    public Layout withoutKeyspace(String keyspace) {
        return new Layout(
                views,
                parts.stream()
                        .filter(p -> p.keyspace().filter(keyspace::equals).isEmpty())
                        .toList());
    }

    public Layout withoutPart(ElementId id) {
        return new Layout(views, parts.stream().filter(p -> !p.id().equals(id)).toList());
    }
}
