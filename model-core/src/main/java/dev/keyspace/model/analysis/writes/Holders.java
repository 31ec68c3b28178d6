package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import java.util.ArrayList;
import java.util.List;

/** Every table and materialized view of a project with the origins of its columns. */
final class Holders {

    private Holders() {}

    static List<Holder> of(Project project, ColumnOrigins origins) {
        List<Holder> holders = new ArrayList<>();
        for (TableRef ref : project.allTables()) {
            holders.add(new Holder(
                    ref.table().id(),
                    ref.keyspace(),
                    ref.table(),
                    false,
                    origins.of(ref.table().id(), ref.table(), project.queries())));
        }
        for (ViewRef ref : project.allViews()) {
            ref.keyspace().table(ref.view().baseTable()).ifPresent(base -> {
                var table = AccessPatternQueries.asTable(ref.view(), base);
                holders.add(new Holder(
                        ref.view().id(),
                        ref.keyspace(),
                        table,
                        true,
                        origins.of(ref.view().id(), table, project.queries())));
            });
        }
        return List.copyOf(holders);
    }
}
