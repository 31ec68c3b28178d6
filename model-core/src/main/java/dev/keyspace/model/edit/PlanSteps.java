package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;

/**
 * The edits of a plan, each applied as soon as it is chosen: every later choice sees the project as the edits
 * before it left it (a renamed table's indexes already follow it when the indexes are compared).
 */
final class PlanSteps {

    private Project project;
    private final List<Edit> edits = new ArrayList<>();

    PlanSteps(Project start) {
        project = start;
    }

    Project project() {
        return project;
    }

    void apply(Edit edit) {
        project = edit.apply(project);
        edits.add(edit);
    }

    List<Edit> edits() {
        return List.copyOf(edits);
    }

    /** {@code wanted} when no element of the project has it yet, else {@code wanted#2}, {@code wanted#3}... */
    ElementId freeId(ElementId wanted) {
        ElementId candidate = wanted;
        for (int n = 2; Uniqueness.isUsed(project, candidate); n++) {
            candidate = ElementId.of(wanted.value() + "#" + n);
        }
        return candidate;
    }
}
