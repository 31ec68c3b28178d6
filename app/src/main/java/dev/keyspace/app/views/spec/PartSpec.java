package dev.keyspace.app.views.spec;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * What the diagram of a part draws: the logical or physical diagram of the project cut down to the part's
 * tables (with their materialized views, and for a whole keyspace its types), and the queries those tables serve.
 */
public final class PartSpec {

    private PartSpec() {}

    public static DiagramSpec of(Project project, PartDiagram part) {
        return SchemaSpec.of(project, part(project, part), part.view() == ViewKind.PHYSICAL);
    }

    /** The keyspaces with only the tables and views the part draws (and for a whole keyspace its types). */
    static List<Keyspace> part(Project project, PartDiagram part) {
        List<Keyspace> kept = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            String name = keyspace.name().internal();
            List<Table> tables = keyspace.tables().stream()
                    .filter(t -> part.includes(name, t.id()))
                    .toList();
            if (tables.isEmpty()) {
                continue;
            }
            boolean whole = part.keyspace().isPresent();
            kept.add(keyspace.withTables(tables)
                    .withViews(keyspace.views().stream()
                            .filter(v -> tables.stream().anyMatch(t -> t.name().equals(v.baseTable())))
                            .toList())
                    .withTypes(whole ? keyspace.types() : List.of()));
        }
        return List.copyOf(kept);
    }
}
