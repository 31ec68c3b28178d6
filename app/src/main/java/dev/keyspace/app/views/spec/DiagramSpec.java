package dev.keyspace.app.views.spec;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What one diagram of a project contains, independent of JavaFX: its nodes (frames before their members)
 * and its edges. The views draw it and the auto-layout places it, so both always agree on the graph.
 */
public record DiagramSpec(List<SpecNode> nodes, List<SpecEdge> edges) {

    public DiagramSpec {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    public static DiagramSpec of(Project project, ViewKind view) {
        return switch (view) {
            case CONCEPTUAL -> ConceptualSpec.of(project);
            case WORKFLOW -> WorkflowSpec.of(project);
            case LOGICAL -> SchemaSpec.of(project, false);
            case PHYSICAL -> SchemaSpec.of(project, true);
        };
    }

    /** The workflow diagram with each query's rate, as {@code rateOf} words it, after its label on the arrows. */
    public static DiagramSpec workflow(Project project, Function<ElementId, String> rateOf) {
        return WorkflowSpec.of(project, rateOf);
    }

    public Optional<SpecNode> node(ElementId id) {
        return nodes.stream().filter(n -> n.id().equals(id)).findFirst();
    }

    /** The nodes a layout positions: every node but the frames. */
    public List<SpecNode> placedNodes() {
        return nodes.stream().filter(n -> !n.isFrame()).toList();
    }
}
