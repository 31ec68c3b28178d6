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
import dev.keyspace.model.query.ReadPlan;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** Generators of query, workflow, layout and sizing edits that apply to the given project. */
final class WorkflowEditGenerators {

    private WorkflowEditGenerators() {}

    static List<Gen<Edit>> applicable(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        List<String> labels = project.queries().stream().map(Query::label).toList();
        Gen<AccessPattern> pattern = accessPattern(project);
        Gen<Optional<ElementId>> server = servedBy(project);
        edits.add(freshId(project, "query").flatMap(id -> freshName(labels)
                .flatMap(label -> Gens.combine(
                        pattern, server, (p, s) -> new QueryEdit.Add(new Query(id, label, "generated", p, s))))));
        if (!project.queries().isEmpty()) {
            Gen<Query> query = oneOf(project.queries());
            edits.add(query.map(q -> new QueryEdit.Remove(q.id(), q.label())));
            edits.add(query.flatMap(q -> freshName(labels).map(n -> new QueryEdit.Relabel(q.id(), q.label(), n))));
            edits.add(query.flatMap(q ->
                    Gens.of("Find things", "List things by date").map(d -> new QueryEdit.SetDescription(q.id(), d))));
            edits.add(query.flatMap(q -> pattern.map(p -> new QueryEdit.SetAccessPattern(q.id(), p))));
            edits.add(query.flatMap(q -> server.map(s -> new QueryEdit.SetServedBy(q.id(), s))));
            List<Query> linked = project.queries().stream()
                    .filter(q -> q.servedBy().isPresent())
                    .toList();
            if (!linked.isEmpty()) {
                edits.add(oneOf(linked).flatMap(q -> plan(project).map(p -> new QueryEdit.SetPlan(q.id(), p))));
            }
        }
        edits.addAll(workflowEdits(project));
        edits.addAll(layoutAndSizingEdits(project));
        edits.addAll(PopulationEditGenerators.edits(project));
        return edits;
    }

    private static List<Gen<Edit>> workflowEdits(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        List<Task> tasks = project.workflow().tasks();
        edits.add(freshId(project, "task")
                .flatMap(id -> freshName(List.of()).map(n -> new WorkflowEdit.AddTask(new Task(id, n)))));
        Gen<List<ElementId>> queries = queryIds(project);
        if (!tasks.isEmpty()) {
            Gen<Task> task = oneOf(tasks);
            edits.add(task.map(t -> new WorkflowEdit.RemoveTask(t.id(), t.name())));
            edits.add(task.flatMap(
                    t -> freshName(List.of(t.name())).map(n -> new WorkflowEdit.RenameTask(t.id(), t.name(), n))));
            Gen<Optional<ElementId>> from =
                    Gens.oneOf(Gen.constant(Optional.empty()), task.map(t -> Optional.of(t.id())));
            edits.add(freshId(project, "transition")
                    .flatMap(id -> Gens.combine(
                            from,
                            task,
                            queries,
                            (f, to, qs) -> new WorkflowEdit.AddTransition(new Transition(id, f, to.id(), qs)))));
        }
        List<Transition> transitions = project.workflow().transitions();
        if (!transitions.isEmpty()) {
            Gen<Transition> transition = oneOf(transitions);
            edits.add(transition.map(t -> new WorkflowEdit.RemoveTransition(t.id())));
            edits.add(transition.flatMap(t -> queries.map(qs -> new WorkflowEdit.SetTransitionQueries(t.id(), qs))));
        }
        return edits;
    }

    private static List<Gen<Edit>> layoutAndSizingEdits(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        Gen<Double> coordinate = Gens.integers(-500, 2000).map(Integer::doubleValue);
        List<Map.Entry<ViewKind, ElementId>> placed = Stream.of(ViewKind.values())
                .flatMap(v -> project.layout().nodes(v).keySet().stream().map(id -> Map.entry(v, id)))
                .toList();
        if (!placed.isEmpty()) {
            edits.add(oneOf(placed)
                    .flatMap(p -> Gens.combine(
                            coordinate,
                            coordinate,
                            (x, y) -> new LayoutEdit.MoveNode(p.getKey(), p.getValue(), x, y))));
        }
        List<ElementId> nodes = new ArrayList<>(Uniqueness.ids(project));
        nodes.sort(null);
        if (!nodes.isEmpty()) {
            Gen<NodeBounds> bounds = Gens.combine(coordinate, coordinate, (x, y) -> new NodeBounds(x, y, 120, 80));
            edits.add(Gens.of(ViewKind.values()).flatMap(view -> Gens.maps(oneOf(nodes), bounds, 1, 4)
                    .map(m -> new LayoutEdit.SetBounds(view, m))));
        }
        List<ElementId> sized = Stream.concat(
                        project.allTables().stream().map(t -> t.table().id()),
                        project.allViews().stream().map(v -> v.view().id()))
                .toList();
        if (!sized.isEmpty()) {
            edits.add(oneOf(sized).flatMap(id -> Gens.longs(0, 1_000_000)
                    .map(partitions -> new SizingEdit.SetAssumptions(
                            id,
                            partitions == 0
                                    ? SizingAssumptions.NONE
                                    : SizingAssumptions.NONE.withPartitions(Optional.of(partitions))))));
        }
        return edits;
    }

    private static Gen<AccessPattern> accessPattern(Project project) {
        List<AttributeRef> refs = ConceptualEditGenerators.attributeRefs(project);
        if (refs.isEmpty()) {
            return Gen.constant(AccessPattern.EMPTY);
        }
        Gen<List<AttributeRef>> some = oneOf(refs).uniqueList(0, 2);
        Gen<List<Ordering>> ordering = oneOf(refs)
                .flatMap(r -> Gens.of(ClusteringOrder.values()).map(o -> new Ordering(r, o)))
                .list(0, 1);
        return Gens.combine(some, some, ordering, some, AccessPattern::new);
    }

    private static Gen<Optional<ElementId>> servedBy(Project project) {
        List<Optional<ElementId>> servers = new ArrayList<>();
        servers.add(Optional.empty());
        project.allTables().forEach(t -> servers.add(Optional.of(t.table().id())));
        project.allViews().forEach(v -> servers.add(Optional.of(v.view().id())));
        return Gens.elements(servers);
    }

    /** No plan, or one that reads up to two more of the project's tables and views after the first. */
    private static Gen<Optional<ReadPlan>> plan(Project project) {
        List<ElementId> tables = new ArrayList<>();
        project.allTables().forEach(t -> tables.add(t.table().id()));
        project.allViews().forEach(v -> tables.add(v.view().id()));
        Gen<List<ElementId>> then =
                tables.isEmpty() ? Gen.constant(List.of()) : oneOf(tables).uniqueList(0, 2);
        return Gens.oneOf(Gen.constant(Optional.empty()), then.map(t -> Optional.of(new ReadPlan(t))));
    }

    private static Gen<List<ElementId>> queryIds(Project project) {
        if (project.queries().isEmpty()) {
            return Gen.constant(List.of());
        }
        return oneOf(project.queries().stream().map(Query::id).toList()).uniqueList(0, 2);
    }
}
