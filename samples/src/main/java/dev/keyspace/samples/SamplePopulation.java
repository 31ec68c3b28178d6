package dev.keyspace.samples;

import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.schema.ElementId;
import java.util.Optional;

/** Builds a sample's expected entity counts and relationship-end cardinalities, one call per figure. */
final class SamplePopulation {

    private Population population = Population.NONE;

    /** The expected number of instances of an entity. */
    SamplePopulation count(ElementId entity, long count) {
        population = population.withCount(entity, Optional.of(count));
        return this;
    }

    /**
     * How many instances of participant {@code participant} (0 or 1) of relationship {@code relationship} one
     * instance on the other side has, on average and at most.
     */
    SamplePopulation end(String relationship, int participant, double average, long maximum) {
        population = population.withEnd(
                new RelationshipEnd(ElementId.of("relationship:" + relationship), participant),
                Optional.of(new EndCardinality(average, maximum)));
        return this;
    }

    Population build() {
        return population;
    }
}
