package dev.keyspace.model.io;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.WriteKey;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Refuses a project whose references name nothing it holds: a query served by a missing table, a
 * transition to a missing task, sizing or a diagram place for a missing element, a suppression of a rule
 * that does not exist or of an element the project does not hold. ksd never writes one (removing an element removes what refers to it), so each is
 * a hand edit or damage, reported at its JSON path rather than dropped unseen.
 */
final class ReferenceCheck {

    private static final JsonPath CONCEPTUAL = JsonPath.ROOT.field("conceptual");
    private static final JsonPath WORKFLOW = JsonPath.ROOT.field("workflow");
    private static final JsonPath ANALYSIS = JsonPath.ROOT.field("analysis");

    private final Set<ElementId> entities = new HashSet<>();
    private final Set<ElementId> owners = new HashSet<>();
    private final Set<ElementId> queries = new HashSet<>();
    private final Set<ElementId> tasks = new HashSet<>();
    private final Set<ElementId> schemaObjects = new HashSet<>();

    private ReferenceCheck(Project project) {
        project.conceptual().entities().stream().map(Entity::id).forEach(entities::add);
        owners.addAll(entities);
        project.conceptual().relationships().stream().map(Relationship::id).forEach(owners::add);
        project.queries().stream().map(Query::id).forEach(queries::add);
        project.workflow().tasks().stream().map(Task::id).forEach(tasks::add);
        project.allTables().stream().map(TableRef::table).forEach(t -> schemaObjects.add(t.id()));
        project.allViews().stream().map(ViewRef::view).forEach(v -> schemaObjects.add(v.id()));
    }

    static void check(Project project) {
        ReferenceCheck check = new ReferenceCheck(project);
        check.relationships(project.conceptual().relationships());
        check.queries(project.queries());
        check.transitions(project.workflow().transitions());
        project.sizing()
                .keySet()
                .forEach(id -> check.require(
                        check.schemaObjects, id, JsonPath.ROOT.field("sizing").field(id.value()), "table or view"));
        Set<ElementId> nodes = project.nodeIds();
        for (ViewKind view : ViewKind.values()) {
            JsonPath at = JsonPath.ROOT.field("layout").field(view.name());
            project.layout()
                    .nodes(view)
                    .keySet()
                    .forEach(id -> check.require(nodes, id, at.field(id.value()), "diagram node"));
        }
        project.analysis()
                .tableHints()
                .keySet()
                .forEach(id -> check.require(
                        check.schemaObjects, id, ANALYSIS.field("tableHints").field(id.value()), "table or view"));
        suppressions(project.analysis().suppressions(), project.analysedElementNames());
        check.workload(project);
    }

    private void workload(Project project) {
        JsonPath mixesAt = ANALYSIS.field("workload").field("mixes");
        List<Mix> mixes = project.analysis().workload().mixes();
        for (int m = 0; m < mixes.size(); m++) {
            JsonPath at = mixesAt.index(m);
            int q = 0;
            for (ElementId query : mixes.get(m).queries().keySet()) {
                require(queries, query, at.field("queries").index(q++).field("query"), "query");
            }
            int w = 0;
            for (WriteKey write : mixes.get(m).writes().keySet()) {
                JsonPath writeAt = at.field("writes").index(w++);
                require(owners, write.owner(), writeAt.field("owner"), "entity or relationship");
                Optional<String> attribute = write.attribute();
                if (attribute.isPresent()
                        && !attributesOf(project, write.owner()).contains(attribute.get())) {
                    throw new FormatProblem(
                            writeAt.field("attribute"),
                            "'" + attribute.get() + "' is no attribute of '"
                                    + write.owner().value() + "'");
                }
            }
        }
    }

    private static Set<String> attributesOf(Project project, ElementId owner) {
        Set<String> names = new HashSet<>();
        project.conceptual().entity(owner).ifPresent(e -> e.attributes().forEach(a -> names.add(a.name())));
        project.conceptual().relationship(owner).ifPresent(r -> r.attributes().forEach(a -> names.add(a.name())));
        return names;
    }

    private void relationships(List<Relationship> relationships) {
        for (int r = 0; r < relationships.size(); r++) {
            List<Relationship.Participant> participants = relationships.get(r).participants();
            for (int p = 0; p < participants.size(); p++) {
                JsonPath at = CONCEPTUAL
                        .field("relationships")
                        .index(r)
                        .field("participants")
                        .index(p);
                require(entities, participants.get(p).entity(), at.field("entity"), "entity");
            }
        }
    }

    private void queries(List<Query> list) {
        for (int q = 0; q < list.size(); q++) {
            Query query = list.get(q);
            JsonPath at = JsonPath.ROOT.field("queries").index(q);
            query.servedBy().ifPresent(id -> require(schemaObjects, id, at.field("servedBy"), "table or view"));
            List<ElementId> then = query.plan().map(p -> p.then()).orElse(List.of());
            for (int t = 0; t < then.size(); t++) {
                require(
                        schemaObjects,
                        then.get(t),
                        at.field("plan").field("then").index(t),
                        "table or view");
            }
            JsonPath pattern = at.field("pattern");
            owners(query.pattern().equality(), pattern.field("equality"));
            owners(query.pattern().range(), pattern.field("range"));
            List<AttributeRef> ordering =
                    query.pattern().ordering().stream().map(o -> o.attribute()).toList();
            owners(ordering, pattern.field("ordering"));
            owners(query.pattern().returned(), pattern.field("returned"));
        }
    }

    private void owners(List<AttributeRef> refs, JsonPath at) {
        for (int i = 0; i < refs.size(); i++) {
            require(owners, refs.get(i).owner(), at.index(i).field("owner"), "entity or relationship");
        }
    }

    private void transitions(List<Transition> transitions) {
        for (int t = 0; t < transitions.size(); t++) {
            Transition transition = transitions.get(t);
            JsonPath at = WORKFLOW.field("transitions").index(t);
            transition.from().ifPresent(id -> require(tasks, id, at.field("from"), "task"));
            require(tasks, transition.to(), at.field("to"), "task");
            for (int q = 0; q < transition.queries().size(); q++) {
                require(
                        queries,
                        transition.queries().get(q),
                        at.field("queries").index(q),
                        "query");
            }
        }
    }

    /**
     * Each suppression names an element the checker's findings can name; one on an element the project does not hold
     * (renamed or removed by hand) would hide nothing, and silently. Its rule is not checked here: a file must keep
     * loading when a later version renames or retires a rule, so the checker reports an unknown rule instead.
     */
    private static void suppressions(List<Suppression> suppressions, Set<String> elements) {
        for (int s = 0; s < suppressions.size(); s++) {
            Suppression suppression = suppressions.get(s);
            if (!elements.contains(suppression.element())) {
                throw new FormatProblem(
                        ANALYSIS.field("suppressions").index(s).field("element"),
                        "'" + suppression.element() + "' names no keyspace, table, view or query in this project");
            }
        }
    }

    private void require(Set<ElementId> known, ElementId id, JsonPath at, String kind) {
        if (!known.contains(id)) {
            throw new FormatProblem(at, "'" + id.value() + "' is the id of no " + kind + " in this project");
        }
    }
}
