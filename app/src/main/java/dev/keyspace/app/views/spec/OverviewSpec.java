package dev.keyspace.app.views.spec;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What the overview of a project draws: one box per keyspace, with its summary, and no arrows. */
public final class OverviewSpec {

    private OverviewSpec() {}

    public static DiagramSpec of(Project project) {
        Map<ElementId, List<Query>> served = project.queriesByServingTable();
        List<SpecNode> nodes = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            nodes.add(SpecNode.of(
                    DiagramIds.forKeyspace(keyspace), NodeKind.KEYSPACE_SUMMARY, KeyspaceSummary.of(keyspace, served)));
        }
        return new DiagramSpec(nodes, List.of());
    }
}
