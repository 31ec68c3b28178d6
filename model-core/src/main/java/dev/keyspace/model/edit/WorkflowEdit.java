package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;

/** Edits of the application workflow: its tasks and the transitions between them, addressed by id. */
public sealed interface WorkflowEdit extends Edit {

    record AddTask(Task task) implements WorkflowEdit {
        public AddTask {
            Required.all("task", task);
        }

        @Override
        public String label() {
            return "Add task " + task.name();
        }

        @Override
        public Project apply(Project project) {
            Uniqueness.requireFreeId(project, task.id(), () -> "task " + task.name());
            return project.withWorkflow(project.workflow()
                    .withTasks(Lists.appended(project.workflow().tasks(), task)));
        }
    }

    /** Removes a task with every transition into or out of it, and their diagram nodes. */
    record RemoveTask(ElementId task, String name) implements WorkflowEdit {
        public RemoveTask {
            Required.all("task", task, "name", name);
        }

        @Override
        public String label() {
            return "Remove task " + name;
        }

        @Override
        public Project apply(Project project) {
            Lookup.task(project, task, name);
            Workflow workflow = project.workflow();
            List<ElementId> gone = new ArrayList<>(List.of(task));
            List<Transition> kept = new ArrayList<>();
            for (Transition transition : workflow.transitions()) {
                if (transition.to().equals(task)
                        || transition.from().filter(task::equals).isPresent()) {
                    gone.add(transition.id());
                } else {
                    kept.add(transition);
                }
            }
            Workflow without = new Workflow(
                    workflow.tasks().stream().filter(t -> !t.id().equals(task)).toList(), kept);
            return Cascade.forgetNodes(project.withWorkflow(without), gone);
        }
    }

    record RenameTask(ElementId task, String from, String to) implements WorkflowEdit {
        public RenameTask {
            Required.all("task", task, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename task " + from + " to " + to;
        }

        @Override
        public Project apply(Project project) {
            Lookup.task(project, task, from);
            if (to.isBlank()) {
                throw rejected("task %s needs a name", from);
            }
            return project.withWorkflow(project.workflow()
                    .withTasks(project.workflow().tasks().stream()
                            .map(t -> t.id().equals(task) ? t.withName(to) : t)
                            .toList()));
        }
    }

    /** Adds an arrow between two tasks (or into one, from outside, with an empty {@code from}). */
    record AddTransition(Transition transition) implements WorkflowEdit {
        public AddTransition {
            Required.all("transition", transition);
        }

        @Override
        public String label() {
            return "Add workflow transition";
        }

        @Override
        public Project apply(Project project) {
            Uniqueness.requireFreeId(project, transition.id(), () -> "transition " + transition.id());
            transition.from().ifPresent(from -> Lookup.task(project, from));
            Lookup.task(project, transition.to());
            requireQueries(project, transition.queries());
            return project.withWorkflow(project.workflow()
                    .withTransitions(Lists.appended(project.workflow().transitions(), transition)));
        }
    }

    record RemoveTransition(ElementId transition) implements WorkflowEdit {
        public RemoveTransition {
            Required.all("transition", transition);
        }

        @Override
        public String label() {
            return "Remove workflow transition";
        }

        @Override
        public Project apply(Project project) {
            Lookup.transition(project, transition);
            Project removed = project.withWorkflow(project.workflow()
                    .withTransitions(project.workflow().transitions().stream()
                            .filter(t -> !t.id().equals(transition))
                            .toList()));
            return Cascade.forgetNodes(removed, List.of(transition));
        }
    }

    /** Changes which queries a transition's arrow is labelled with (and runs). */
    record SetTransitionQueries(ElementId transition, List<ElementId> queries) implements WorkflowEdit {
        public SetTransitionQueries {
            Required.all("transition", transition);
            queries = List.copyOf(queries);
        }

        @Override
        public String label() {
            return "Change the queries of a workflow transition";
        }

        @Override
        public Project apply(Project project) {
            Lookup.transition(project, transition);
            requireQueries(project, queries);
            return project.withWorkflow(project.workflow()
                    .withTransitions(project.workflow().transitions().stream()
                            .map(t -> t.id().equals(transition) ? new Transition(t.id(), t.from(), t.to(), queries) : t)
                            .toList()));
        }
    }

    private static void requireQueries(Project project, List<ElementId> queries) {
        queries.forEach(q -> Lookup.query(project, q));
    }
}
