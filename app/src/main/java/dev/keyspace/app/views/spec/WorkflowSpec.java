package dev.keyspace.app.views.spec;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The workflow diagram's graph: a start marker (when some transition is an entry point), one box per task
 * and one arrow per pair of tasks with transitions between them, labelled with the queries those
 * transitions run (three entry transitions into one task make one arrow "Q6, Q7, Q8"), each with its rate when the
 * designer shows one, a query a line ("Q6 120/s", "p99 20 ms", "Q7 30/s").
 */
final class WorkflowSpec {

    private WorkflowSpec() {}

    static DiagramSpec of(Project project) {
        return of(project, query -> "");
    }

    static DiagramSpec of(Project project, Function<ElementId, String> rateOf) {
        Workflow workflow = project.workflow();
        Set<ElementId> tasks = workflow.tasks().stream().map(Task::id).collect(Collectors.toSet());
        List<SpecNode> nodes = new ArrayList<>();
        boolean hasEntry =
                workflow.transitions().stream().anyMatch(t -> t.from().isEmpty() && tasks.contains(t.to()));
        if (hasEntry) {
            nodes.add(SpecNode.of(DiagramIds.WORKFLOW_START, NodeKind.START, workflow));
        }
        workflow.tasks().forEach(task -> nodes.add(SpecNode.of(task.id(), NodeKind.TASK, task)));
        Map<List<ElementId>, List<Query>> arrows = new LinkedHashMap<>();
        for (Transition transition : workflow.transitions()) {
            ElementId source = transition.from().orElse(DiagramIds.WORKFLOW_START);
            boolean known = transition.from().map(tasks::contains).orElse(true);
            if (known && tasks.contains(transition.to())) {
                List<Query> runs = arrows.computeIfAbsent(List.of(source, transition.to()), k -> new ArrayList<>());
                transition.queries().stream()
                        .map(project::query)
                        .flatMap(Optional::stream)
                        .forEach(runs::add);
            }
        }
        List<SpecEdge> edges = new ArrayList<>();
        arrows.forEach((ends, runs) ->
                edges.add(new SpecEdge(ends.get(0), ends.get(1), label(runs, rateOf), EdgeKind.TRANSITION)));
        return new DiagramSpec(nodes, edges);
    }

    /** "Q6, Q7"; with rates, a query a line, so that the label stays about as narrow as the gap between tasks. */
    private static String label(List<Query> runs, Function<ElementId, String> rateOf) {
        List<String> rates = runs.stream().map(q -> rateOf.apply(q.id())).toList();
        if (rates.stream().allMatch(String::isEmpty)) {
            return runs.stream().map(Query::label).collect(Collectors.joining(", "));
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            lines.add(rates.get(i).isEmpty() ? runs.get(i).label() : runs.get(i).label() + " " + rates.get(i));
        }
        return String.join("\n", lines);
    }
}
