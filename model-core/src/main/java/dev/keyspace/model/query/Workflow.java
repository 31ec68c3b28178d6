package dev.keyspace.model.query;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;

/** The application workflow: tasks and the transitions between them, labelled with queries. */
public record Workflow(List<Task> tasks, List<Transition> transitions) {

    public static final Workflow EMPTY = new Workflow(List.of(), List.of());

    public Workflow {
        tasks = List.copyOf(tasks);
        transitions = List.copyOf(transitions);
    }

    public Optional<Task> task(ElementId id) {
        return tasks.stream().filter(t -> t.id().equals(id)).findFirst();
    }

    public Workflow withTasks(List<Task> newTasks) {
        return new Workflow(newTasks, transitions);
    }

    public Workflow withTransitions(List<Transition> newTransitions) {
        return new Workflow(tasks, newTransitions);
    }
}
