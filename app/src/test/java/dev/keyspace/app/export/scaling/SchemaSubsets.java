package dev.keyspace.app.export.scaling;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * A schema cut down to its first {@code n} tables, taken in turn from each keyspace, so that every subset has the
 * same keyspaces (the same frames in the physical view) and only their contents grow; each table keeps its
 * indexes and materialized views.
 */
final class SchemaSubsets {

    private SchemaSubsets() {}

    static Project firstTables(Project project, int n) {
        List<Keyspace> keyspaces = project.keyspaces();
        int[] kept = new int[keyspaces.size()];
        int total = 0;
        for (int round = 0; total < n; round++) {
            boolean any = false;
            for (int k = 0; k < keyspaces.size() && total < n; k++) {
                if (round < keyspaces.get(k).tables().size()) {
                    kept[k]++;
                    total++;
                    any = true;
                }
            }
            if (!any) {
                throw new IllegalArgumentException("the schema has only " + total + " tables, not " + n);
            }
        }
        List<Keyspace> subset = new ArrayList<>();
        for (int k = 0; k < keyspaces.size(); k++) {
            Keyspace keyspace = keyspaces.get(k);
            List<Table> tables = keyspace.tables().subList(0, kept[k]);
            subset.add(keyspace.withTables(tables)
                    .withIndexes(tables.stream()
                            .flatMap(t -> keyspace.indexesOn(t.name()).stream())
                            .toList())
                    .withViews(tables.stream()
                            .flatMap(t -> keyspace.viewsOf(t.name()).stream())
                            .toList()));
        }
        return project.withKeyspaces(subset);
    }
}
