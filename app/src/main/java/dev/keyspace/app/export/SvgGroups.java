package dev.keyspace.app.export;

import dev.keyspace.app.views.ArrowNode;
import dev.keyspace.app.views.DiagramNodes;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.spec.SpecEdge;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.schema.ElementId;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.scene.Node;

/**
 * The SVG group each diagram node and arrow is drawn in, so the SVG says what it shows: a box is {@code <g
 * class="table" data-name="ks.t">} (its kind, then its qualified name), an arrow {@code <g class="arrow"
 * data-kind="query" data-from="Q1" data-to="ks.t" data-label="Q1">}.
 */
final class SvgGroups {

    private static final SvgGroups NONE = new SvgGroups(Map.of());

    private final Map<ElementId, SpecNode> nodes;

    private SvgGroups(Map<ElementId, SpecNode> nodes) {
        this.nodes = nodes;
    }

    /** The groups of a diagram view's nodes; any other node is drawn without groups. */
    static SvgGroups of(Node diagram) {
        if (!(diagram instanceof DiagramView view)) {
            return NONE;
        }
        Map<ElementId, SpecNode> nodes = new HashMap<>();
        view.spec().nodes().forEach(n -> nodes.put(n.id(), n));
        return new SvgGroups(nodes);
    }

    /** The attributes of the group {@code node} is drawn in, in the order they are written, if it has one. */
    Optional<Map<String, String>> groupOf(Node node) {
        if (node instanceof ArrowNode arrow) {
            return arrow(arrow.edge());
        }
        return DiagramNodes.elementId(node).map(nodes::get).map(spec -> {
            Map<String, String> attributes = new LinkedHashMap<>();
            attributes.put("class", kind(spec));
            attributes.put("data-name", DiagramElementNames.of(spec));
            return attributes;
        });
    }

    private Optional<Map<String, String>> arrow(SpecEdge edge) {
        SpecNode from = nodes.get(edge.source());
        SpecNode to = nodes.get(edge.target());
        if (from == null || to == null) {
            return Optional.empty();
        }
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("class", "arrow");
        attributes.put("data-kind", edge.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        attributes.put("data-from", DiagramElementNames.of(from));
        attributes.put("data-to", DiagramElementNames.of(to));
        attributes.put("data-label", edge.label());
        return Optional.of(attributes);
    }

    private static String kind(SpecNode node) {
        return node.kind().name().toLowerCase(Locale.ROOT);
    }
}
