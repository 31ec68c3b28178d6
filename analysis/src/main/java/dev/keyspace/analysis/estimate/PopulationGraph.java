package dev.keyspace.analysis.estimate;

import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * The conceptual model as sizing walks it: entities and relationships are nodes, and a hop from one node to
 * another carries how many instances of the target one instance of the source is related to, on average and
 * at most. An end without a given cardinality takes 1 when the model labels it 1, else {@link #DEFAULT_MANY}
 * (marked as a default); an entity without an expected count takes {@link #DEFAULT_COUNT}.
 */
final class PopulationGraph {

    static final EndCardinality DEFAULT_MANY = new EndCardinality(10, 100);
    static final long DEFAULT_COUNT = 1000;

    /** One step: to which node, how many per source instance, and the words that say where that comes from. */
    record Hop(ElementId to, double average, double maximum, String basis, boolean defaulted) {}

    /**
     * A step as the graph keeps it: to which node, through which relationship, and the relationship ends it
     * multiplies (one from an entity to another, one per other participant from an entity to the relationship,
     * none from a relationship to one of its participants).
     */
    private record Edge(ElementId from, ElementId to, ElementId relationship, List<Hop> ends) {

        /**
         * The step taken where {@code fixed} is already known: a relationship instance known fixes each of its
         * participants, and an entity known is not multiplied again on the way into a relationship it takes part
         * in (the plays of a user and a track are one play, not as many as the user's tracks). The other end of a
         * relationship of an entity with itself is another instance, never the one known (the users a user
         * follows).
         */
        Hop given(Set<ElementId> fixed) {
            double average = 1;
            double maximum = 1;
            boolean defaulted = false;
            List<String> basis = new ArrayList<>();
            if (!fixed.contains(relationship) || to.equals(relationship)) {
                for (Hop end : ends) {
                    if (!fixed.contains(end.to()) || end.to().equals(from)) {
                        average *= end.average();
                        maximum *= end.maximum();
                        defaulted |= end.defaulted();
                        basis.add(end.basis());
                    }
                }
            }
            return new Hop(to, average, maximum, String.join(", ", basis), defaulted);
        }
    }

    private final ConceptualModel conceptual;
    private final OwnerNames names;
    private final Map<ElementId, Relationship> relationships = new HashMap<>();
    private final Map<ElementId, List<Edge>> edges = new HashMap<>();

    PopulationGraph(ConceptualModel conceptual, OwnerNames names) {
        this.conceptual = conceptual;
        this.names = names;
        conceptual.relationships().forEach(r -> relationships.putIfAbsent(r.id(), r));
        conceptual.relationships().forEach(this::addRelationship);
    }

    private void addRelationship(Relationship relationship) {
        List<Relationship.Participant> participants = relationship.participants();
        Population population = conceptual.population();
        for (int i = 0; i < participants.size(); i++) {
            List<Hop> ends = new ArrayList<>();
            for (int j = 0; j < participants.size(); j++) {
                if (i == j) {
                    continue;
                }
                Optional<EndCardinality> given = population.end(relationship.id(), j);
                Cardinality label = participants.get(j).cardinality();
                EndCardinality end = given.orElse(label.isMany() ? DEFAULT_MANY : EndCardinality.ONE);
                boolean isDefault = given.isEmpty() && label.isMany();
                String basis = name(participants.get(j).entity()) + " per "
                        + name(participants.get(i).entity())
                        + " in " + relationship.name() + " " + number(end.average()) + " (max " + end.maximum()
                        + ")" + (isDefault ? " [default]" : "");
                Hop hop = new Hop(participants.get(j).entity(), end.average(), end.maximum(), basis, isDefault);
                add(
                        participants.get(i).entity(),
                        new Edge(participants.get(i).entity(), hop.to(), relationship.id(), List.of(hop)));
                ends.add(hop);
            }
            add(
                    participants.get(i).entity(),
                    new Edge(participants.get(i).entity(), relationship.id(), relationship.id(), ends));
            add(
                    relationship.id(),
                    new Edge(relationship.id(), participants.get(i).entity(), relationship.id(), List.of()));
        }
    }

    private void add(ElementId from, Edge edge) {
        edges.computeIfAbsent(from, k -> new ArrayList<>()).add(edge);
    }

    /** A node reached by a search: in how many hops, multiplied by how much, and by which hop from where. */
    private record Reached(ElementId node, int hops, double product, Reached from, Hop by) {

        boolean isBefore(Reached other) {
            return hops != other.hops ? hops < other.hops : product < other.product;
        }
    }

    /**
     * The fewest hops from any of {@code sources} to {@code target}, each hop taken given the sources and the nodes
     * before it on the way; of paths as short, the one multiplying least. Empty when none leads there.
     */
    Optional<List<Hop>> path(Collection<ElementId> sources, ElementId target) {
        if (sources.contains(target)) {
            return Optional.of(List.of());
        }
        Map<ElementId, Reached> best = new HashMap<>();
        PriorityQueue<Reached> queue = new PriorityQueue<>((a, b) -> a.isBefore(b) ? -1 : b.isBefore(a) ? 1 : 0);
        for (ElementId source : sources) {
            Reached start = new Reached(source, 0, 1, null, null);
            best.put(source, start);
            queue.add(start);
        }
        while (!queue.isEmpty()) {
            Reached at = queue.poll();
            if (best.get(at.node()) != at) {
                continue;
            }
            if (at.node().equals(target)) {
                List<Hop> path = new ArrayList<>();
                for (Reached r = at; r.by() != null; r = r.from()) {
                    path.add(0, r.by());
                }
                return Optional.of(path);
            }
            Set<ElementId> fixed = new HashSet<>(sources);
            for (Reached r = at; r.from() != null; r = r.from()) {
                fixed.add(r.node());
            }
            for (Edge edge : edges.getOrDefault(at.node(), List.of())) {
                if (fixed.contains(edge.to())) {
                    continue;
                }
                Hop hop = edge.given(fixed);
                Reached next = new Reached(edge.to(), at.hops() + 1, at.product() * hop.average(), at, hop);
                Reached known = best.get(edge.to());
                if (known == null || next.isBefore(known)) {
                    best.put(edge.to(), next);
                    queue.add(next);
                }
            }
        }
        return Optional.empty();
    }

    /** The expected number of instances of an entity, or of a relationship (through its first participant). */
    Count count(ElementId node) {
        Optional<Long> given = conceptual.population().count(node);
        if (given.isPresent()) {
            return new Count(given.get(), "count of " + name(node) + " " + given.get(), false);
        }
        Optional<Relationship> relationship = Optional.ofNullable(relationships.get(node));
        if (relationship.isPresent() && !relationship.get().participants().isEmpty()) {
            ElementId first = relationship.get().participants().get(0).entity();
            Count base = count(first);
            Hop hop = edges.get(first).stream()
                    .filter(e -> e.to().equals(node))
                    .findFirst()
                    .orElseThrow()
                    .given(Set.of());
            return new Count(
                    Math.round(base.value() * hop.average()),
                    base.basis() + " x " + hop.basis(),
                    base.defaulted() || hop.defaulted());
        }
        return new Count(DEFAULT_COUNT, "count of " + name(node) + " " + DEFAULT_COUNT + " [default]", true);
    }

    record Count(long value, String basis, boolean defaulted) {}

    String name(ElementId node) {
        return names.nameOf(node).orElse(node.value());
    }

    static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
