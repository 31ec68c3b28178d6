package dev.keyspace.app.views.spec;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The query arrows of the Chebotko diagrams. A query whose workflow step starts from a task whose own
 * queries are served by other tables gets an arrow from each of those tables (the workflow between tables:
 * the output of one query feeds the next); any other query enters its table from its own origin node. Arrows
 * between the same two tables are merged, their labels joined ("Q6, Q7"). A query read by a plan also flows from
 * each table it reads to the next (the application reading the second by what the first found).
 */
final class QueryArrows {

    private QueryArrows() {}

    /** The queries that need an origin node of their own, in project order. */
    static List<Query> entryQueries(Project project, Set<ElementId> drawn) {
        return project.queries().stream()
                .filter(q -> q.servedBy().filter(drawn::contains).isPresent())
                .filter(q -> predecessors(project, q, drawn).isEmpty())
                .toList();
    }

    static List<SpecEdge> edges(Project project, Set<ElementId> drawn) {
        List<SpecEdge> edges = new ArrayList<>();
        Map<List<ElementId>, List<String>> flows = new LinkedHashMap<>();
        for (Query query : project.queries()) {
            Optional<ElementId> served = query.servedBy().filter(drawn::contains);
            if (served.isEmpty()) {
                continue;
            }
            Set<ElementId> predecessors = predecessors(project, query, drawn);
            if (predecessors.isEmpty()) {
                edges.add(new SpecEdge(query.id(), served.get(), query.label(), EdgeKind.QUERY));
            }
            predecessors.forEach(p -> flows.computeIfAbsent(List.of(p, served.get()), k -> new ArrayList<>())
                    .add(query.label()));
            List<ElementId> read = query.tablesRead();
            for (int i = 0; i + 1 < read.size(); i++) {
                if (drawn.contains(read.get(i))
                        && drawn.contains(read.get(i + 1))
                        && !read.get(i).equals(read.get(i + 1))) {
                    List<String> labels =
                            flows.computeIfAbsent(List.of(read.get(i), read.get(i + 1)), k -> new ArrayList<>());
                    if (!labels.contains(query.label())) {
                        labels.add(query.label());
                    }
                }
            }
        }
        flows.forEach((pair, labels) ->
                edges.add(new SpecEdge(pair.get(0), pair.get(1), String.join(", ", labels), EdgeKind.FLOW)));
        return edges;
    }

    /**
     * The drawn tables serving the queries that lead to the tasks this query is run from, minus its own table.
     */
    private static Set<ElementId> predecessors(Project project, Query query, Set<ElementId> drawn) {
        Set<ElementId> tables = new LinkedHashSet<>();
        for (Transition transition : project.workflow().transitions()) {
            if (transition.queries().contains(query.id()) && transition.from().isPresent()) {
                tables.addAll(tablesOfTask(project, transition.from().get(), drawn));
            }
        }
        query.servedBy().ifPresent(tables::remove);
        return tables;
    }

    private static Set<ElementId> tablesOfTask(Project project, ElementId task, Set<ElementId> drawn) {
        return project.workflow().transitions().stream()
                .filter(t -> t.to().equals(task))
                .flatMap(t -> t.queries().stream())
                .map(project::query)
                .flatMap(Optional::stream)
                .map(Query::servedBy)
                .flatMap(Optional::stream)
                .filter(drawn::contains)
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }
}
