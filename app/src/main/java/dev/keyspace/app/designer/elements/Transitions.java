package dev.keyspace.app.designer.elements;

import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.model.Project;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;

/**
 * The workflow's transitions as the designer shows them: by the names of their ends, and grouped the way the
 * workflow diagram draws them (one arrow for every transition between the same two tasks).
 */
public final class Transitions {

    /** Why F2 on an arrow does nothing. */
    public static final String NO_NAME =
            "a workflow transition has no name of its own: change its queries in the inspector";

    private Transitions() {}

    public static Element.OfTransition element(Project project, Transition transition) {
        return new Element.OfTransition(
                transition, endName(project, transition.from()), endName(project, Optional.of(transition.to())));
    }

    /** The task's name, or "start" for the outside of the application (an entry arrow's source). */
    public static String endName(Project project, Optional<ElementId> task) {
        return task.map(id -> project.workflow().task(id).map(Task::name).orElse(id.value()))
                .orElse("start");
    }

    /** The transitions drawn by the workflow arrow between two diagram nodes (the start marker included). */
    public static List<ElementId> drawnBy(Project project, ElementId source, ElementId target) {
        Optional<ElementId> from = source.equals(DiagramIds.WORKFLOW_START) ? Optional.empty() : Optional.of(source);
        return project.workflow().transitions().stream()
                .filter(t -> t.from().equals(from) && t.to().equals(target))
                .map(Transition::id)
                .toList();
    }

    /** The arrows into a task: the queries it runs. */
    public static List<Transition> into(Project project, ElementId task) {
        return project.workflow().transitions().stream()
                .filter(t -> t.to().equals(task))
                .toList();
    }

    /** The arrows out of a task: the steps it unlocks. */
    public static List<Transition> outOf(Project project, ElementId task) {
        return project.workflow().transitions().stream()
                .filter(t -> t.from().equals(Optional.of(task)))
                .toList();
    }
}
