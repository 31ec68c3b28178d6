package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/** Edits of the application's queries, addressed by their stable id. */
public sealed interface QueryEdit extends Edit {

    /** Adds a query; its label must be new, its attributes must exist, and so must the table that serves it. */
    record Add(Query query) implements QueryEdit {
        public Add {
            Objects.requireNonNull(query, "query");
        }

        @Override
        public String label() {
            return "Add query " + query.label();
        }

        @Override
        public Project apply(Project project) {
            requireFreeLabel(project, query.label());
            Uniqueness.requireFreeId(project, query.id(), "query " + query.label());
            requireAttributes(project, query.label(), query.pattern());
            requireServer(project, query.label(), query.servedBy());
            List<Query> queries = new ArrayList<>(project.queries());
            queries.add(query);
            return project.withQueries(queries);
        }
    }

    /** Removes a query; workflow transitions stop running it and its diagram node goes. */
    record Remove(ElementId query, String queryLabel) implements QueryEdit {
        public Remove {
            Objects.requireNonNull(query, "query");
            Objects.requireNonNull(queryLabel, "queryLabel");
        }

        @Override
        public String label() {
            return "Remove query " + queryLabel;
        }

        @Override
        public Project apply(Project project) {
            Lookup.query(project, query, queryLabel);
            Project removed = project.withQueries(project.queries().stream()
                            .filter(q -> !q.id().equals(query))
                            .toList())
                    .withWorkflow(Cascade.withoutQuery(project.workflow(), query));
            return Cascade.forgetNodes(AnalysisCascade.forgetElement(removed, queryLabel), List.of(query));
        }
    }

    /** Gives a query another label (Q3 becomes Q4). */
    record Relabel(ElementId query, String from, String to) implements QueryEdit {
        public Relabel {
            Objects.requireNonNull(query, "query");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
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
            Objects.requireNonNull(query, "query");
            Objects.requireNonNull(description, "description");
        }

        @Override
        public String label() {
            return "Change query description";
        }

        @Override
        public Project apply(Project project) {
            Lookup.query(project, query);
            return update(project, query, q -> q.withDescription(description));
        }
    }

    /** Replaces what a query searches by, orders by and returns; every attribute must exist. */
    record SetAccessPattern(ElementId query, AccessPattern pattern) implements QueryEdit {
        public SetAccessPattern {
            Objects.requireNonNull(query, "query");
            Objects.requireNonNull(pattern, "pattern");
        }

        @Override
        public String label() {
            return "Change query access pattern";
        }

        @Override
        public Project apply(Project project) {
            requireAttributes(project, Lookup.query(project, query).label(), pattern);
            return update(project, query, q -> q.withPattern(pattern));
        }
    }

    /** Links a query to the table or view that serves it, or unlinks it with an empty id. */
    record SetServedBy(ElementId query, Optional<ElementId> servedBy) implements QueryEdit {
        public SetServedBy {
            Objects.requireNonNull(query, "query");
            Objects.requireNonNull(servedBy, "servedBy");
        }

        @Override
        public String label() {
            return servedBy.isPresent() ? "Change the table that serves a query" : "Unlink query from its table";
        }

        @Override
        public Project apply(Project project) {
            requireServer(project, Lookup.query(project, query).label(), servedBy);
            return update(project, query, q -> q.withServedBy(servedBy));
        }
    }

    private static Project update(Project project, ElementId id, UnaryOperator<Query> change) {
        return project.withQueries(project.queries().stream()
                .map(q -> q.id().equals(id) ? change.apply(q) : q)
                .toList());
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
        Stream.of(
                        pattern.equality().stream(),
                        pattern.range().stream(),
                        pattern.ordering().stream().map(Ordering::attribute),
                        pattern.returned().stream())
                .flatMap(s -> s)
                .forEach(ref -> requireAttribute(project, queryLabel, ref));
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
