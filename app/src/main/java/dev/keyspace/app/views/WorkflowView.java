package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Task;
import javafx.scene.Node;

/** The application workflow: task boxes, arrows labelled with the queries each step runs. */
public final class WorkflowView extends DiagramView {

    public WorkflowView(Project project) {
        super(ViewKind.WORKFLOW, project);
    }

    @Override
    protected Node createNode(SpecNode node, Object content) {
        return switch (node.kind()) {
            case START -> new StartMarkerNode();
            case TASK -> new TaskNode((Task) node.element());
            default -> throw new IllegalArgumentException("not a workflow node: " + node);
        };
    }
}
