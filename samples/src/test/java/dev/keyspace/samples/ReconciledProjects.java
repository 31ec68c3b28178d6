package dev.keyspace.samples;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.shared.SharedFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The projects the reconciliation is tried on: every sample, and every schema of real open-source projects in
 * {@code shared/corpus/realworld} (beside the checkout), each furnished so that identity shows: every table
 * and view has sizing assumptions, a place in the physical diagram and a query it serves.
 */
final class ReconciledProjects {

    record Named(String name, Project project) {
        @Override
        public String toString() {
            return name;
        }
    }

    private ReconciledProjects() {}

    static List<Named> all() throws IOException {
        List<Named> all = new ArrayList<>();
        SampleCatalog.all()
                .forEach(s -> all.add(new Named(s.name(), furnished(s.builder().get()))));
        for (Path file : SharedFiles.cqlFiles("corpus/realworld")) {
            // the statements Cassandra 5.0 refuses (zipkin's read_repair_chance) leave the rest of the schema
            CqlImport imported = new CqlReader().read(file);
            all.add(new Named(
                    file.getParent().getFileName() + "/" + file.getFileName(), furnished(imported.project())));
        }
        return all;
    }

    /** The project with sizing, a diagram place and a serving query for every table and view that lacks them. */
    static Project furnished(Project project) {
        List<ElementId> ids = new ArrayList<>();
        project.allTables().forEach(t -> ids.add(t.table().id()));
        project.allViews().forEach(v -> ids.add(v.view().id()));
        Map<ElementId, SizingAssumptions> sizing = new HashMap<>(project.sizing());
        List<Query> queries = new ArrayList<>(project.queries());
        Map<ElementId, NodeBounds> places = new HashMap<>(project.layout().nodes(ViewKind.PHYSICAL));
        for (int i = 0; i < ids.size(); i++) {
            ElementId id = ids.get(i);
            sizing.putIfAbsent(
                    id,
                    new SizingAssumptions(Optional.of(10.0 + i), Optional.empty(), Optional.of(1000L + i), Map.of()));
            places.putIfAbsent(id, new NodeBounds(40 * i, 30 * i, 200, 100));
            if (queries.stream().noneMatch(q -> q.servedBy().equals(Optional.of(id)))) {
                queries.add(new Query(
                        ElementId.of("query:served-by-" + id.value()),
                        "QS" + i,
                        "served by " + id.value(),
                        AccessPattern.EMPTY,
                        Optional.of(id)));
            }
        }
        return project.withSizing(sizing)
                .withQueries(queries)
                .withLayout(project.layout().withView(ViewKind.PHYSICAL, places));
    }
}
