package dev.keyspace.app.designer;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.util.List;

/**
 * Which of the four views draw something of a project, and so which one a project opens on: the one asked for
 * (the tab shown, or the one remembered) if it draws something, else the physical view if it does (a schema
 * imported from CQL has tables and no conceptual model), else the first that does in the method's order; an empty
 * project opens on the conceptual view, where the method starts.
 */
final class ViewContent {

    private static final List<ViewKind> FALLBACKS =
            List.of(ViewKind.PHYSICAL, ViewKind.CONCEPTUAL, ViewKind.WORKFLOW, ViewKind.LOGICAL);

    private ViewContent() {}

    static ViewKind opening(Project project, ViewKind wanted) {
        if (draws(project, wanted)) {
            return wanted;
        }
        return FALLBACKS.stream()
                .filter(kind -> draws(project, kind))
                .findFirst()
                // an empty project starts where the method starts
                .orElse(ViewKind.CONCEPTUAL);
    }

    static boolean draws(Project project, ViewKind kind) {
        return switch (kind) {
            case CONCEPTUAL -> !project.conceptual().entities().isEmpty()
                    || !project.conceptual().relationships().isEmpty();
            case WORKFLOW -> !project.workflow().tasks().isEmpty();
            case LOGICAL -> hasTables(project) || !project.queries().isEmpty();
            case PHYSICAL -> hasTables(project)
                    || project.keyspaces().stream().anyMatch(k -> !k.types().isEmpty());
        };
    }

    private static boolean hasTables(Project project) {
        return project.keyspaces().stream()
                .anyMatch(k -> !k.tables().isEmpty() || !k.views().isEmpty());
    }
}
