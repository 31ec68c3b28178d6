package dev.keyspace.analysis.estimate;

import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    private final ConceptualModel conceptual;
    private final OwnerNames names;
    private final Map<ElementId, Relationship> relationships = new HashMap<>();
    private final Map<ElementId, List<Hop>> hops = new HashMap<>();

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
            double average = 1;
            double maximum = 1;
            boolean defaulted = false;
            List<String> parts = new ArrayList<>();
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
                add(
                        participants.get(i).entity(),
                        new Hop(participants.get(j).entity(), end.average(), end.maximum(), basis, isDefault));
                average *= end.average();
                maximum *= end.maximum();
                defaulted |= isDefault;
                parts.add(basis);
            }
            add(
                    participants.get(i).entity(),
                    new Hop(relationship.id(), average, maximum, String.join(", ", parts), defaulted));
            add(relationship.id(), new Hop(participants.get(i).entity(), 1, 1, "", false));
        }
    }

    private void add(ElementId from, Hop hop) {
        hops.computeIfAbsent(from, k -> new ArrayList<>()).add(hop);
    }

    /** The fewest hops from any of {@code sources} to {@code target}; empty when none leads there. */
    Optional<List<Hop>> path(Collection<ElementId> sources, ElementId target) {
        if (sources.contains(target)) {
            return Optional.of(List.of());
        }
        Map<ElementId, Hop> cameBy = new LinkedHashMap<>();
        Map<ElementId, ElementId> cameFrom = new HashMap<>();
        Deque<ElementId> queue = new ArrayDeque<>(sources);
        sources.forEach(s -> cameFrom.put(s, s));
        while (!queue.isEmpty()) {
            ElementId node = queue.poll();
            for (Hop hop : hops.getOrDefault(node, List.of())) {
                if (cameFrom.containsKey(hop.to())) {
                    continue;
                }
                cameFrom.put(hop.to(), node);
                cameBy.put(hop.to(), hop);
                if (hop.to().equals(target)) {
                    List<Hop> path = new ArrayList<>();
                    for (ElementId at = target; !sources.contains(at); at = cameFrom.get(at)) {
                        path.add(0, cameBy.get(at));
                    }
                    return Optional.of(path);
                }
                queue.add(hop.to());
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
            Hop hop = hops.get(first).stream()
                    .filter(h -> h.to().equals(node))
                    .findFirst()
                    .orElseThrow();
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
