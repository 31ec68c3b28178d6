package dev.keyspace.model.placement;

import dev.keyspace.model.schema.ElementId;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A diagram of a part of the schema, with its own layout: every table of one keyspace ({@code keyspace} given),
 * or a subject area the user named, of the tables listed. It draws the tables' nodes as the logical or the
 * physical diagram ({@code view}) does; ids of tables that no longer exist are ignored.
 */
public record PartDiagram(
        ElementId id,
        String name,
        ViewKind view,
        Optional<String> keyspace,
        List<ElementId> tables,
        Map<ElementId, NodeBounds> nodes) {

    public PartDiagram {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(view, "view");
        Objects.requireNonNull(keyspace, "keyspace");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a diagram needs a name");
        }
        if (view != ViewKind.LOGICAL && view != ViewKind.PHYSICAL) {
            throw new IllegalArgumentException("a diagram of a part draws tables: LOGICAL or PHYSICAL, not " + view);
        }
        tables = List.copyOf(tables);
        nodes = Collections.unmodifiableMap(new TreeMap<>(nodes));
    }

    /** The diagram of every table of a keyspace (internal name), in the physical notation, not yet laid out. */
    public static PartDiagram ofKeyspace(String keyspace) {
        return new PartDiagram(
                ElementId.of("diagram:keyspace:" + keyspace),
                keyspace,
                ViewKind.PHYSICAL,
                Optional.of(keyspace),
                List.of(),
                Map.of());
    }

    /** A subject area: the tables listed, not yet laid out. */
    public static PartDiagram subjectArea(ElementId id, String name, ViewKind view, List<ElementId> tables) {
        return new PartDiagram(id, name, view, Optional.empty(), tables, Map.of());
    }

    /** True when this diagram draws the table of keyspace {@code keyspace} (internal name) with id {@code table}. */
    public boolean includes(String tableKeyspace, ElementId table) {
        return keyspace.map(k -> k.equals(tableKeyspace)).orElseGet(() -> tables.contains(table));
    }

    public Optional<NodeBounds> bounds(ElementId node) {
        return Optional.ofNullable(nodes.get(node));
    }

    public PartDiagram withNodes(Map<ElementId, NodeBounds> newNodes) {
        return new PartDiagram(id, name, view, keyspace, tables, newNodes);
    }

    public PartDiagram withName(String newName) {
        return new PartDiagram(id, newName, view, keyspace, tables, nodes);
    }

    /** Forgets a deleted element: its place, and its membership of a subject area. */
    public PartDiagram without(ElementId element) {
        Map<ElementId, NodeBounds> kept = new TreeMap<>(nodes);
        kept.remove(element);
        return new PartDiagram(
                id,
                name,
                view,
                keyspace,
                tables.stream().filter(t -> !t.equals(element)).toList(),
                kept);
    }
}
