package dev.keyspace.optimizer;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The tables and views no query of a project is linked to, as one edit that removes them (a table with its
 * indexes and views): what an adopted design no longer reads, for a copy of the project that should hold only
 * the design (a proof of it on a node pays for every table its writes keep in step).
 */
public final class UnreadTables {

    private UnreadTables() {}

    public static Edit removal(Project project) {
        Set<ElementId> read =
                project.queries().stream().flatMap(q -> q.tablesRead().stream()).collect(Collectors.toSet());
        List<Edit> edits = new ArrayList<>();
        for (TableRef ref : project.allTables()) {
            List<MaterializedView> views = ref.keyspace().viewsOf(ref.table().name());
            boolean readItself = read.contains(ref.table().id());
            boolean readThroughView = views.stream().anyMatch(v -> read.contains(v.id()));
            if (!readItself && !readThroughView) {
                edits.add(new TableEdit.Remove(ref.table().id(), ref.table().name()));
                continue;
            }
            views.stream()
                    .filter(v -> !read.contains(v.id()))
                    .forEach(v -> edits.add(new ViewEdit.Remove(v.id(), v.name())));
        }
        return new CompositeEdit("Remove the tables and views no query reads", edits);
    }
}
