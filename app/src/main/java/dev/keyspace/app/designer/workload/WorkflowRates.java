package dev.keyspace.app.designer.workload;

import dev.keyspace.app.designer.editing.CurrentMix;
import dev.keyspace.app.views.WorkflowView;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Workload;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The workflow diagram shows each query's rate in the current mix after its label ("Q6 120/s p99 20 ms"): drawn
 * again with each project (an edit, an undo) and when another mix is chosen. A project without a workload shows none.
 */
public final class WorkflowRates {

    private WorkflowRates() {}

    public static void show(WorkflowView view, CurrentMix mix) {
        BiFunction<Project, ElementId, String> rateOf = (project, query) -> {
            Workload workload = project.analysis().workload();
            return workload.isEmpty()
                    ? ""
                    : DemandText.shown(
                            Optional.ofNullable(mix.of(workload).queries().get(query)));
        };
        view.showRates(rateOf);
        mix.chosenProperty().addListener((o, was, now) -> view.showRates(rateOf));
    }
}
