package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Every table and materialized view of a project with the origins of its columns. */
final class Holders {

    private Holders() {}

    static List<Holder> of(Project project, ColumnOrigins origins) {
        List<Holder> holders = new ArrayList<>();
        Map<ElementId, List<Query>> served = project.queriesByServingTable();
        for (TableRef ref : project.allTables()) {
            holders.add(
                    Holder.ofTable(ref, origins, served.getOrDefault(ref.table().id(), List.of())));
        }
        for (ViewRef ref : project.allViews()) {
            ref.keyspace().table(ref.view().baseTable()).ifPresent(base -> {
                var table = ref.view().asTable(base);
                holders.add(new Holder(
                        ref.view().id(),
                        ref.keyspace(),
                        table,
                        true,
                        origins.of(table, served.getOrDefault(ref.view().id(), List.of()))));
            });
        }
        return List.copyOf(holders);
    }
}
