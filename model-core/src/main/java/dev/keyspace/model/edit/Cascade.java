package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.workload.Workload;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/** What removing an element takes with it elsewhere in the project. */
final class Cascade {

    private Cascade() {}

    /** Forgets tables or views that are gone: their sizing, hints and layout entries and the queries they served. */
    static Project forgetSchemaObjects(Project project, Collection<ElementId> ids) {
        Map<ElementId, SizingAssumptions> sizing = new TreeMap<>(project.sizing());
        sizing.keySet().removeAll(ids);
        List<Query> queries = project.queries().stream()
                .map(q -> q.servedBy().filter(ids::contains).isPresent() ? q.withServedBy(Optional.empty()) : q)
                .map(q -> q.withPlan(q.plan().map(p -> p.without(ids))))
                .toList();
        Project forgotten = ColumnLinks.forgetTables(
                AnalysisCascade.forgetTables(project.withSizing(sizing).withQueries(queries), ids), ids);
        return forgetNodes(forgotten, ids);
    }

    /** The ids of a table and of every view built on it in its keyspace. */
    static List<ElementId> tableAndViews(Keyspace keyspace, Table table) {
        return java.util.stream.Stream.concat(
                        java.util.stream.Stream.of(table.id()),
                        keyspace.viewsOf(table.name()).stream().map(MaterializedView::id))
                .toList();
    }

    /**
     * Removes diagram nodes of elements that are gone, in every view, and the workload's rates of gone queries and
     * of the writes of gone entities and relationships.
     */
    static Project forgetNodes(Project project, Collection<ElementId> ids) {
        Layout layout = project.layout();
        for (ElementId id : ids) {
            layout = layout.without(id);
        }
        Workload workload = project.analysis().workload();
        Workload left = workload.forgetting(ids);
        Project forgotten = project.withLayout(layout);
        return left == workload
                ? forgotten
                : forgotten.withAnalysis(project.analysis().withWorkload(left));
    }

    /** The workload's update rates of an attribute follow its rename ({@code to}) or go with it. */
    static Project followAttribute(Project project, ElementId owner, String from, Optional<String> to) {
        Workload workload = project.analysis().workload();
        Workload followed = workload.followingAttribute(owner, from, to);
        return followed == workload
                ? project
                : project.withAnalysis(project.analysis().withWorkload(followed));
    }

    /**
     * Removes the places of nodes that are no longer drawn: the frame and types of a removed keyspace, a removed
     * type, whatever a replaced schema no longer holds.
     */
    static Project forgetNodesGone(Project project) {
        Set<ElementId> nodes = project.nodeIds();
        return project.withLayout(project.layout().keeping(nodes::contains));
    }

    /** Keeps the places of a renamed keyspace's frame and types (their node ids follow the keyspace's name). */
    static Project renameKeyspaceNodes(Project project, Keyspace keyspace, Identifier to) {
        Layout layout =
                project.layout().withNodeRenamed(NodeIds.keyspaceFrame(keyspace.name()), NodeIds.keyspaceFrame(to));
        for (UserType type : keyspace.types()) {
            layout = layout.withNodeRenamed(NodeIds.type(keyspace.name(), type.name()), NodeIds.type(to, type.name()));
        }
        return project.withLayout(layout);
    }

    /** The workflow with the query taken off every transition that runs it. */
    static Workflow withoutQuery(Workflow workflow, ElementId query) {
        return workflow.withTransitions(workflow.transitions().stream()
                .map(t -> new Transition(
                        t.id(),
                        t.from(),
                        t.to(),
                        t.queries().stream().filter(q -> !q.equals(query)).toList()))
                .toList());
    }

    /**
     * Rewrites every attribute reference in every query's access pattern: {@code change} returns the new
     * reference, or empty to drop it (an ordering on a dropped attribute goes too).
     */
    static Project mapAttributeRefs(Project project, Function<AttributeRef, Optional<AttributeRef>> change) {
        return project.withQueries(project.queries().stream()
                .map(q -> q.withPattern(mapPattern(q.pattern(), change)))
                .toList());
    }

    private static AccessPattern mapPattern(
            AccessPattern pattern, Function<AttributeRef, Optional<AttributeRef>> change) {
        return new AccessPattern(
                mapRefs(pattern.equality(), change),
                mapRefs(pattern.range(), change),
                pattern.ordering().stream()
                        .flatMap(o -> change.apply(o.attribute()).map(r -> new Ordering(r, o.direction())).stream())
                        .toList(),
                mapRefs(pattern.returned(), change));
    }

    private static List<AttributeRef> mapRefs(
            List<AttributeRef> refs, Function<AttributeRef, Optional<AttributeRef>> change) {
        return refs.stream().flatMap(r -> change.apply(r).stream()).toList();
    }
}
