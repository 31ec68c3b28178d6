package dev.keyspace.app.designer.parts;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The tables a selection names, for a subject area: tables themselves (a column stands for its table), the tables
 * that serve the selected queries, and for a query path of the workflow (its transitions or tasks) the tables that
 * serve the queries along it.
 */
public final class SubjectAreaTables {

    private SubjectAreaTables() {}

    public static List<ElementId> of(Project project, Collection<ElementId> selected) {
        Set<ElementId> tables = new LinkedHashSet<>();
        for (ElementId id : selected) {
            table(project, id).ifPresent(tables::add);
            project.query(id).flatMap(Query::servedBy).ifPresent(tables::add);
            for (Transition transition : project.workflow().transitions()) {
                boolean onPath = transition.id().equals(id)
                        || transition.to().equals(id)
                        || transition.from().map(id::equals).orElse(false);
                if (onPath) {
                    transition.queries().forEach(q -> project.query(q)
                            .flatMap(Query::servedBy)
                            .ifPresent(tables::add));
                }
            }
        }
        tables.removeIf(t -> project.table(t).isEmpty());
        return List.copyOf(tables);
    }

    /** The table a table or column id names ({@code table id/column}). */
    private static Optional<ElementId> table(Project project, ElementId id) {
        if (project.table(id).isPresent()) {
            return Optional.of(id);
        }
        int slash = id.value().indexOf('/');
        return slash > 0 ? table(project, ElementId.of(id.value().substring(0, slash))) : Optional.empty();
    }
}
