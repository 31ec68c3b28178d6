package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.schema.ElementId;
import java.util.Objects;
import java.util.Optional;

/** Edits of what the designer expects of the data: entity counts and relationship-end cardinalities. */
public sealed interface PopulationEdit extends Edit {

    /** Sets (or, with an empty count, clears) the expected number of instances of an entity. */
    record SetEntityCount(ElementId entity, Optional<Long> count) implements PopulationEdit {
        public SetEntityCount {
            Objects.requireNonNull(entity, "entity");
            Objects.requireNonNull(count, "count");
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
            Entity found = Lookup.entity(project, entity);
            ConceptualModel conceptual = project.conceptual();
            if (conceptual.population().count(found.id()).equals(count)) {
                return project;
            }
            return project.withConceptual(
                    conceptual.withPopulation(conceptual.population().withCount(found.id(), count)));
        }
    }

    /** Sets (or clears) the average and maximum cardinality of one end of a relationship. */
    record SetEndCardinality(ElementId relationship, int participant, Optional<EndCardinality> cardinality)
            implements PopulationEdit {
        public SetEndCardinality {
            Objects.requireNonNull(relationship, "relationship");
            Objects.requireNonNull(cardinality, "cardinality");
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
            ConceptualModel conceptual = project.conceptual();
            if (conceptual.population().end(relationship, participant).equals(cardinality)) {
                return project;
            }
            RelationshipEnd end = new RelationshipEnd(relationship, participant);
            return project.withConceptual(
                    conceptual.withPopulation(conceptual.population().withEnd(end, cardinality)));
        }
    }
}
