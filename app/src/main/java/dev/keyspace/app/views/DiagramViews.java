package dev.keyspace.app.views;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;

/** Creates the view for a diagram kind. */
public final class DiagramViews {

    private DiagramViews() {}

    public static DiagramView create(ViewKind kind, Project project) {
        return switch (kind) {
            case CONCEPTUAL -> new ConceptualView(project);
            case WORKFLOW -> new WorkflowView(project);
            case LOGICAL -> new LogicalView(project);
            case PHYSICAL -> new PhysicalView(project);
        };
    }
}
