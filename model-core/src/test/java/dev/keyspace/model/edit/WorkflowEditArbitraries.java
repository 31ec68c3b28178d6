package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.GeneratedValues.freshId;
import static dev.keyspace.model.edit.GeneratedValues.freshName;
import static dev.keyspace.model.edit.GeneratedValues.oneOf;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Generators of query, workflow, layout and sizing edits that apply to the given project. */
final class WorkflowEditArbitraries {

    private WorkflowEditArbitraries() {}

    static List<Arbitrary<Edit>> applicable(Project project) {
        List<Arbitrary<Edit>> edits = new ArrayList<>();
        List<String> labels = project.queries().stream().map(Query::label).toList();
        Arbitrary<AccessPattern> pattern = accessPattern(project);
        Arbitrary<Optional<ElementId>> server = servedBy(project);
        edits.add(freshId(project, "query")
                .flatMap(id -> freshName(labels).flatMap(label -> Combinators.combine(pattern, server)
                        .as((p, s) -> new QueryEdit.Add(new Query(id, label, "generated", p, s))))));
        if (!project.queries().isEmpty()) {
            Arbitrary<Query> query = oneOf(project.queries());
            edits.add(query.map(q -> new QueryEdit.Remove(q.id(), q.label())));
            edits.add(query.flatMap(q -> freshName(labels).map(n -> new QueryEdit.Relabel(q.id(), q.label(), n))));
            edits.add(query.flatMap(q -> Arbitraries.of("Find things", "List things by date")
                    .map(d -> new QueryEdit.SetDescription(q.id(), d))));
            edits.add(query.flatMap(q -> pattern.map(p -> new QueryEdit.SetAccessPattern(q.id(), p))));
            edits.add(query.flatMap(q -> server.map(s -> new QueryEdit.SetServedBy(q.id(), s))));
        }
        edits.addAll(workflowEdits(project));
        edits.addAll(layoutAndSizingEdits(project));
        return edits;
    }

    private static List<Arbitrary<Edit>> workflowEdits(Project project) {
        List<Arbitrary<Edit>> edits = new ArrayList<>();
        List<Task> tasks = project.workflow().tasks();
        edits.add(freshId(project, "task")
                .flatMap(id -> freshName(List.of()).map(n -> new WorkflowEdit.AddTask(new Task(id, n)))));
        Arbitrary<List<ElementId>> queries = queryIds(project);
        if (!tasks.isEmpty()) {
            Arbitrary<Task> task = oneOf(tasks);
            edits.add(task.map(t -> new WorkflowEdit.RemoveTask(t.id(), t.name())));
            edits.add(task.flatMap(
                    t -> freshName(List.of(t.name())).map(n -> new WorkflowEdit.RenameTask(t.id(), t.name(), n))));
            Arbitrary<Optional<ElementId>> from =
                    Arbitraries.oneOf(Arbitraries.just(Optional.empty()), task.map(t -> Optional.of(t.id())));
            edits.add(freshId(project, "transition").flatMap(id -> Combinators.combine(from, task, queries)
                    .as((f, to, qs) -> new WorkflowEdit.AddTransition(new Transition(id, f, to.id(), qs)))));
        }
        List<Transition> transitions = project.workflow().transitions();
        if (!transitions.isEmpty()) {
            Arbitrary<Transition> transition = oneOf(transitions);
            edits.add(transition.map(t -> new WorkflowEdit.RemoveTransition(t.id())));
            edits.add(transition.flatMap(t -> queries.map(qs -> new WorkflowEdit.SetTransitionQueries(t.id(), qs))));
        }
        return edits;
    }

    private static List<Arbitrary<Edit>> layoutAndSizingEdits(Project project) {
        List<Arbitrary<Edit>> edits = new ArrayList<>();
        Arbitrary<Double> coordinate =
                Arbitraries.integers().between(-500, 2000).map(Integer::doubleValue);
        List<Map.Entry<ViewKind, ElementId>> placed = Stream.of(ViewKind.values())
                .flatMap(v -> project.layout().nodes(v).keySet().stream().map(id -> Map.entry(v, id)))
                .toList();
        if (!placed.isEmpty()) {
            edits.add(oneOf(placed).flatMap(p -> Combinators.combine(coordinate, coordinate)
                    .as((x, y) -> new LayoutEdit.MoveNode(p.getKey(), p.getValue(), x, y))));
        }
        List<ElementId> nodes = new ArrayList<>(Uniqueness.ids(project));
        nodes.sort(null);
        if (!nodes.isEmpty()) {
            Arbitrary<NodeBounds> bounds =
                    Combinators.combine(coordinate, coordinate).as((x, y) -> new NodeBounds(x, y, 120, 80));
            edits.add(Arbitraries.of(ViewKind.values()).flatMap(view -> Arbitraries.maps(oneOf(nodes), bounds)
                    .ofMinSize(1)
                    .ofMaxSize(4)
                    .map(m -> new LayoutEdit.SetBounds(view, m))));
        }
        List<ElementId> sized = Stream.concat(
                        project.allTables().stream().map(t -> t.table().id()),
                        project.allViews().stream().map(v -> v.view().id()))
                .toList();
        if (!sized.isEmpty()) {
            edits.add(oneOf(sized).flatMap(id -> Arbitraries.longs()
                    .between(0, 1_000_000)
                    .map(partitions -> new SizingEdit.SetAssumptions(
                            id,
                            partitions == 0
                                    ? SizingAssumptions.NONE
                                    : SizingAssumptions.NONE.withPartitions(Optional.of(partitions))))));
        }
        return edits;
    }

    private static Arbitrary<AccessPattern> accessPattern(Project project) {
        List<AttributeRef> refs = ConceptualEditArbitraries.attributeRefs(project);
        if (refs.isEmpty()) {
            return Arbitraries.just(AccessPattern.EMPTY);
        }
        Arbitrary<List<AttributeRef>> some = oneOf(refs).list().uniqueElements().ofMaxSize(2);
        Arbitrary<List<Ordering>> ordering = oneOf(refs)
                .flatMap(r -> Arbitraries.of(ClusteringOrder.values()).map(o -> new Ordering(r, o)))
                .list()
                .ofMaxSize(1);
        return Combinators.combine(some, some, ordering, some).as(AccessPattern::new);
    }

    private static Arbitrary<Optional<ElementId>> servedBy(Project project) {
        List<Optional<ElementId>> servers = new ArrayList<>();
        servers.add(Optional.empty());
        project.allTables().forEach(t -> servers.add(Optional.of(t.table().id())));
        project.allViews().forEach(v -> servers.add(Optional.of(v.view().id())));
        return Arbitraries.of(servers);
    }

    private static Arbitrary<List<ElementId>> queryIds(Project project) {
        if (project.queries().isEmpty()) {
            return Arbitraries.just(List.of());
        }
        return oneOf(project.queries().stream().map(Query::id).toList())
                .list()
                .uniqueElements()
                .ofMaxSize(2);
    }
}
