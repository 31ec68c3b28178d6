package dev.keyspace.app.views.autolayout;

import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.EdgeKind;
import dev.keyspace.app.views.spec.SpecEdge;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.app.views.spec.TypeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The keyspace each node of a Chebotko diagram belongs to, which the auto-layout keeps together as one
 * group: the frame of the physical view, or in the logical view (which draws no frames) the keyspace of the
 * table, view or type. A query's origin node joins the group of the table it enters.
 */
final class LayoutGroups {

    private LayoutGroups() {}

    /** Group key per node in model order; empty when the diagram is not made of keyspaces. */
    static Map<ElementId, String> of(DiagramSpec spec) {
        Map<ElementId, String> groups = new LinkedHashMap<>();
        for (SpecNode node : spec.nodes()) {
            if (!node.isFrame()) {
                keyspaceOf(node).ifPresent(k -> groups.put(node.id(), k));
            }
        }
        if (groups.isEmpty()) {
            return groups;
        }
        for (SpecEdge edge : spec.edges()) {
            if (edge.kind() == EdgeKind.QUERY && groups.containsKey(edge.target())) {
                groups.putIfAbsent(edge.source(), groups.get(edge.target()));
            }
        }
        Map<ElementId, String> ordered = new LinkedHashMap<>();
        spec.placedNodes().forEach(n -> ordered.put(n.id(), groups.getOrDefault(n.id(), "")));
        return ordered;
    }

    private static Optional<String> keyspaceOf(SpecNode node) {
        if (node.parent().isPresent()) {
            return Optional.of(node.parent().get().value());
        }
        Object element = node.element();
        if (element instanceof TableRef t) {
            return Optional.of(t.keyspace().name().asCql());
        }
        if (element instanceof ViewRef v) {
            return Optional.of(v.keyspace().name().asCql());
        }
        if (element instanceof TypeRef t) {
            return Optional.of(t.keyspace().name().asCql());
        }
        return Optional.empty();
    }
}
