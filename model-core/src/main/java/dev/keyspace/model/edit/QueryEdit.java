package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.ReadPlan;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** Edits of the application's queries, addressed by their stable id. */
public sealed interface QueryEdit extends Edit {

    /** Adds a query; its label must be new, its attributes must exist, and so must the table that serves it. */
    record Add(Query query) implements QueryEdit {
        public Add {
            Required.all("query", query);
        }

        @Override
        public String label() {
            return "Add query " + query.label();
        }

        @Override
        public Project apply(Project project) {
            requireFreeLabel(project, query.label());
            Uniqueness.requireFreeId(project, query.id(), () -> "query " + query.label());
            requireAttributes(project, query.label(), query.pattern());
            requireServer(project, query.label(), query.servedBy());
            query.plan().ifPresent(p -> p.then().forEach(t -> requireServer(project, query.label(), Optional.of(t))));
            return project.withQueries(Lists.appended(project.queries(), query));
        }
    }

    /** Removes a query; workflow transitions stop running it and its diagram node goes. */
    record Remove(ElementId query, String queryLabel) implements QueryEdit {
        public Remove {
            Required.all("query", query, "queryLabel", queryLabel);
        }

        @Override
        public String label() {
            return "Remove query " + queryLabel;
        }

        @Override
        public Project apply(Project project) {
            Lookup.query(project, query, queryLabel);
            Project removed = project.withQueries(Lists.without(project.queries(), q -> q.id().equals(query)))
                    .withWorkflow(Cascade.withoutQuery(project.workflow(), query));
            return Cascade.forgetNodes(AnalysisCascade.forgetElement(removed, queryLabel), List.of(query));
        }
    }

    /** Gives a query another label (Q3 becomes Q4). */
    record Relabel(ElementId query, String from, String to) implements QueryEdit {
        public Relabel {
            Required.all("query", query, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Relabel query " + from + " as " + to;
        }

        @Override
        public Project apply(Project project) {
            Lookup.query(project, query, from);
            if (from.equals(to)) {
                return project;
            }
            requireFreeLabel(project, to);
            return update(AnalysisCascade.renameElement(project, from, to), query, q -> q.withLabel(to));
        }
    }

    record SetDescription(ElementId query, String description) implements QueryEdit {
        public SetDescription {
            Required.all("query", query, "description", description);
        }

        @Override
        public String label() {
            return "Change query description";
        }

        @Override
        public Project apply(Project project) {
            return update(project, query, q -> q.withDescription(description));
        }
    }

    /** Replaces what a query searches by, orders by and returns; every attribute must exist. */
    record SetAccessPattern(ElementId query, AccessPattern pattern) implements QueryEdit {
        public SetAccessPattern {
            Required.all("query", query, "pattern", pattern);
        }

        @Override
        public String label() {
            return "Change query access pattern";
        }

        @Override
        public Project apply(Project project) {
            return update(project, query, q -> {
                requireAttributes(project, q.label(), pattern);
                return q.withPattern(pattern);
            });
        }
    }

    /**
     * Links a query to the table or view that serves it by one read, or unlinks it with an empty id: a read plan it
     * had goes (a plan is given after the link, {@link SetPlan}).
     */
    record SetServedBy(ElementId query, Optional<ElementId> servedBy) implements QueryEdit {
        public SetServedBy {
            Required.all("query", query, "servedBy", servedBy);
        }

        @Override
        public String label() {
            return servedBy.isPresent() ? "Change the table that serves a query" : "Unlink query from its table";
        }

        @Override
        public Project apply(Project project) {
            return update(project, query, q -> {
                requireServer(project, q.label(), servedBy);
                return q.withServedBy(servedBy).withPlan(Optional.empty());
            });
        }
    }

    /**
     * Gives a query a plan of reads that the application joins, filters and sorts (or takes it away with an empty
     * one): the query must have a serving table, and every table the plan reads must exist.
     */
    record SetPlan(ElementId query, Optional<ReadPlan> plan) implements QueryEdit {
        public SetPlan {
            Required.all("query", query, "plan", plan);
        }

        @Override
        public String label() {
            return plan.isPresent() ? "Change how a query is read" : "Read a query from its table alone";
        }

        @Override
        public Project apply(Project project) {
            return update(project, query, q -> {
                if (plan.isPresent() && q.servedBy().isEmpty()) {
                    throw rejected("query %s needs a table to read first before a plan can read more", q.label());
                }
                plan.ifPresent(p -> p.then().forEach(table -> requireServer(project, q.label(), Optional.of(table))));
                return q.withPlan(plan);
            });
        }
    }

    /** Replaces the query with this id by what {@code change} makes of it (and may refuse); it must be there. */
    private static Project update(Project project, ElementId id, UnaryOperator<Query> change) {
        Query changed = change.apply(Lookup.query(project, id));
        return project.withQueries(Lists.replaced(project.queries(), q -> q.id().equals(id), q -> changed));
    }

    private static void requireFreeLabel(Project project, String label) {
        if (label.isBlank()) {
            throw rejected("a query needs a label");
        }
        if (project.queries().stream().anyMatch(q -> q.label().equals(label))) {
            throw rejected("there is already a query labelled %s", label);
        }
    }

    private static void requireAttributes(Project project, String queryLabel, AccessPattern pattern) {
        pattern.attributes().forEach(ref -> requireAttribute(project, queryLabel, ref));
    }

    private static void requireAttribute(Project project, String queryLabel, AttributeRef ref) {
        AttributeOwner owner;
        try {
            owner = AttributeOwner.find(project, ref.owner());
        } catch (EditRejectedException e) {
            throw rejected("query %s refers to %s, which is not an entity or relationship", queryLabel, ref.owner());
        }
        if (owner.attributes().stream().noneMatch(a -> a.name().equals(ref.attribute()))) {
            throw rejected(
                    "query %s refers to %s, which has no attribute %s",
                    queryLabel, owner.description(), ref.attribute());
        }
    }

    private static void requireServer(Project project, String queryLabel, Optional<ElementId> servedBy) {
        if (servedBy.isEmpty()) {
            return;
        }
        if (!Lookup.isTableOrView(project, servedBy.get())) {
            throw rejected(
                    "query %s cannot be served by %s: there is no such table or view", queryLabel, servedBy.get());
        }
    }
}
