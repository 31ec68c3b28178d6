package dev.keyspace.app.views.spec;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.ViewRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Chebotko diagrams' graph (logical and physical): tables, materialized views and user-defined types,
 * the query arrows (see {@link QueryArrows}) and a dashed link from each base table to its views. The
 * physical diagram also frames each keyspace's nodes. Each view follows its base table in node order.
 */
final class SchemaSpec {

    private SchemaSpec() {}

    static DiagramSpec of(Project project, boolean framed) {
        return of(project, project.keyspaces(), framed);
    }

    /** The diagram of these keyspaces (all of the project's, or a part's cut of them) and the queries they serve. */
    static DiagramSpec of(Project project, List<Keyspace> keyspaces, boolean framed) {
        List<SpecNode> nodes = new ArrayList<>();
        Map<ElementId, Optional<ElementId>> frameOf = new HashMap<>();
        List<SpecEdge> viewLinks = new ArrayList<>();
        for (Keyspace keyspace : keyspaces) {
            Optional<ElementId> frame = framed ? Optional.of(DiagramIds.forKeyspace(keyspace)) : Optional.empty();
            frame.ifPresent(id -> nodes.add(SpecNode.of(id, NodeKind.KEYSPACE, keyspace)));
            for (Table table : keyspace.tables()) {
                nodes.add(new SpecNode(table.id(), NodeKind.TABLE, new TableRef(keyspace, table), frame));
                frameOf.put(table.id(), frame);
                for (MaterializedView view : keyspace.viewsOf(table.name())) {
                    nodes.add(new SpecNode(view.id(), NodeKind.VIEW, new ViewRef(keyspace, view), frame));
                    frameOf.put(view.id(), frame);
                    viewLinks.add(new SpecEdge(table.id(), view.id(), "", EdgeKind.VIEW_OF));
                }
            }
            for (MaterializedView view : keyspace.views()) {
                if (keyspace.table(view.baseTable()).isEmpty()) {
                    nodes.add(new SpecNode(view.id(), NodeKind.VIEW, new ViewRef(keyspace, view), frame));
                    frameOf.put(view.id(), frame);
                }
            }
            for (UserType type : keyspace.types()) {
                nodes.add(new SpecNode(
                        DiagramIds.forType(keyspace, type), NodeKind.TYPE, new TypeRef(keyspace, type), frame));
            }
        }
        Set<ElementId> drawn = new LinkedHashSet<>(frameOf.keySet());
        for (Query query : QueryArrows.entryQueries(project, drawn)) {
            Optional<ElementId> frame = frameOf.get(query.servedBy().orElseThrow());
            nodes.add(new SpecNode(query.id(), NodeKind.QUERY, query, frame));
        }
        List<SpecEdge> edges = new ArrayList<>(QueryArrows.edges(project, drawn));
        edges.addAll(viewLinks);
        return new DiagramSpec(nodes, edges);
    }
}
