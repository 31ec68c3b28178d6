package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The owner names of one conceptual model, with the column links its renames recorded, keeping each attribute's
 * candidate column names: a check derives the SELECT of thousands of queries, each asking for the same few
 * attributes' names again.
 */
final class ModelOwnerNames implements OwnerNames {

    private final Function<ElementId, Optional<String>> names;
    private final ConceptualModel conceptual;
    private final Map<AttributeRef, Candidates> candidates = new ConcurrentHashMap<>();

    /** An attribute's candidate column names, and the same folded for lookups ignoring case. */
    private record Candidates(List<String> names, List<String> folded) {}

    ModelOwnerNames(Function<ElementId, Optional<String>> names, ConceptualModel conceptual) {
        this.names = names;
        this.conceptual = conceptual;
    }

    @Override
    public Optional<String> nameOf(ElementId owner) {
        return names.apply(owner);
    }

    @Override
    public Optional<String> linkedColumn(ElementId table, ElementId owner, String attribute) {
        return conceptual.columnLinks().isEmpty() ? Optional.empty() : conceptual.linkedColumn(table, owner, attribute);
    }

    @Override
    public List<String> candidateNames(AttributeRef attribute) {
        return candidates(attribute).names();
    }

    @Override
    public List<String> foldedCandidateNames(AttributeRef attribute) {
        return candidates(attribute).folded();
    }

    private Candidates candidates(AttributeRef attribute) {
        Candidates kept = candidates.get(attribute); // found without the lock computeIfAbsent may take
        return kept != null ? kept : candidates.computeIfAbsent(attribute, this::candidatesOf);
    }

    private Candidates candidatesOf(AttributeRef attribute) {
        List<String> names = AccessPatternQueries.conventionNames(this, attribute);
        return new Candidates(names, OwnerNames.folded(names));
    }
}
