package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.HashSet;
import java.util.Set;

/** Checks that nothing in a project points at a table or view it no longer holds. */
final class ProjectLinks {

    private ProjectLinks() {}

    static void requireNoDanglingLink(Project project) {
        Set<ElementId> schemaObjects = new HashSet<>();
        project.allTables().forEach(t -> schemaObjects.add(t.table().id()));
        project.allViews().forEach(v -> schemaObjects.add(v.view().id()));
        assertThat(schemaObjects).as("sizing of").containsAll(project.sizing().keySet());
        project.queries().forEach(q -> q.servedBy().ifPresent(id -> assertThat(schemaObjects)
                .as("the table serving " + q.label())
                .contains(id)));
        for (ViewKind view : ViewKind.values()) {
            assertThat(project.nodeIds())
                    .as("the nodes placed in the %s diagram", view)
                    .containsAll(project.layout().nodes(view).keySet());
        }
    }
}
