package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.schema.ElementId;
import java.util.function.BiFunction;
import javafx.scene.Node;

/**
 * The application workflow: task boxes, arrows labelled with the queries each step runs, and with their rates when
 * the designer shows them.
 */
public final class WorkflowView extends DiagramView {

    /** Null until the designer shows rates (and while the view's constructor draws its first project). */
    private BiFunction<Project, ElementId, String> rates;

    public WorkflowView(Project project) {
        super(ViewKind.WORKFLOW, project);
    }

    /**
     * Shows after each query's label what {@code rateOf} says of it in the project drawn (empty: nothing), and draws
     * the diagram again: called again when what it says changes with no change of the project (another mix).
     */
    public void showRates(BiFunction<Project, ElementId, String> rateOf) {
        rates = rateOf;
        redraw();
    }

    @Override
    protected DiagramSpec specOf(Project project) {
        BiFunction<Project, ElementId, String> rateOf = rates;
        return rateOf == null
                ? super.specOf(project)
                : DiagramSpec.workflow(project, query -> rateOf.apply(project, query));
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
