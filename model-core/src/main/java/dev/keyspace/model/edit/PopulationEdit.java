package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.schema.ElementId;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** Edits of what the designer expects of the data: entity counts and relationship-end cardinalities. */
public sealed interface PopulationEdit extends Edit {

    /** Sets (or, with an empty count, clears) the expected number of instances of an entity. */
    record SetEntityCount(ElementId entity, Optional<Long> count) implements PopulationEdit {
        public SetEntityCount {
            Required.all("entity", entity, "count", count);
            count.ifPresent(c -> {
                if (c < 0) {
                    throw new IllegalArgumentException("an expected count cannot be negative: " + c);
                }
            });
        }

        @Override
        public String label() {
            return count.isPresent() ? "Set expected count" : "Clear expected count";
        }

        @Override
        public Project apply(Project project) {
            Lookup.entity(project, entity);
            return changePopulation(project, p -> p.withCount(entity, count));
        }
    }

    /** Sets (or clears) the average and maximum cardinality of one end of a relationship. */
    record SetEndCardinality(ElementId relationship, int participant, Optional<EndCardinality> cardinality)
            implements PopulationEdit {
        public SetEndCardinality {
            Required.all("relationship", relationship, "cardinality", cardinality);
        }

        @Override
        public String label() {
            return cardinality.isPresent() ? "Set cardinality" : "Clear cardinality";
        }

        @Override
        public Project apply(Project project) {
            Relationship found = Lookup.relationship(project, relationship);
            if (participant < 0 || participant >= found.participants().size()) {
                throw rejected(
                        "relationship %s has no participant %d (it has %d)",
                        found.name(), participant + 1, found.participants().size());
            }
            return changePopulation(
                    project, p -> p.withEnd(new RelationshipEnd(relationship, participant), cardinality));
        }
    }

    /** The project with the population {@code change} makes; the same project when that changes nothing. */
    private static Project changePopulation(Project project, UnaryOperator<Population> change) {
        ConceptualModel conceptual = project.conceptual();
        Population changed = change.apply(conceptual.population());
        return changed.equals(conceptual.population())
                ? project
                : project.withConceptual(conceptual.withPopulation(changed));
    }
}
