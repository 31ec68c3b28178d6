package dev.keyspace.model.placement;

import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
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
                keyspaceDiagramId(keyspace), keyspace, ViewKind.PHYSICAL, Optional.of(keyspace), List.of(), Map.of());
    }

    /** The id of a keyspace's diagram, which follows the keyspace's (internal) name. */
    public static ElementId keyspaceDiagramId(String keyspace) {
        return ElementId.of("diagram:keyspace:" + keyspace);
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

    /**
     * This keyspace's diagram after its keyspace is renamed to {@code to} (internal name): its id follows the name,
     * and so does its own name when it was the keyspace's; its places stay.
     */
    public PartDiagram forRenamedKeyspace(String to) {
        String from = keyspace.orElseThrow(() -> new IllegalStateException(name + " is not a keyspace's diagram"));
        return new PartDiagram(
                keyspaceDiagramId(to), name.equals(from) ? to : name, view, Optional.of(to), tables, nodes);
    }

    /** This subject area with {@code table} among its tables (at the end); a keyspace's diagram is unchanged. */
    public PartDiagram including(ElementId table) {
        if (keyspace.isPresent() || tables.contains(table)) {
            return this;
        }
        List<ElementId> more = new ArrayList<>(tables);
        more.add(table);
        return new PartDiagram(id, name, view, keyspace, more, nodes);
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
