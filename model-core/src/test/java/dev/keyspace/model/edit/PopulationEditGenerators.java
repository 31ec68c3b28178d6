package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.GeneratedValues.oneOf;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.SizeDefaults;
import dev.keyspace.model.settings.StatementCosts;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Generators of the edits of what the designer expects of the data: counts, cardinalities, default sizes. */
final class PopulationEditGenerators {

    private PopulationEditGenerators() {}

    static List<Gen<Edit>> edits(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        edits.add(Gens.combine(
                Gens.integers(0, 64),
                Gens.integers(0, 64),
                Gens.integers(0, 20),
                Gens.integers(0, 16),
                (text, blob, elements, other) ->
                        new SizingEdit.SetSizeDefaults(new SizeDefaults(text, blob, elements, other))));
        edits.add(Gens.longs(-1, 5_000)
                .map(cells -> new SizingEdit.SetCalibration(
                        cells < 0
                                ? Optional.empty()
                                : Optional.of(new Calibration(
                                        "127.0.0.1:9042",
                                        "2026-11-25T01:00Z",
                                        project.allTables().isEmpty()
                                                ? Map.of()
                                                : Map.of(
                                                        project.allTables()
                                                                .get(0)
                                                                .table()
                                                                .id(),
                                                        new Calibration.Measured(cells, cells * 12)),
                                        Optional.empty(),
                                        cells % 2 == 0
                                                ? Optional.empty()
                                                : Optional.of(new StatementCosts(
                                                        0.25 + cells / 1000.0,
                                                        cells / 1e5,
                                                        cells / 1e7,
                                                        0.5,
                                                        0.01,
                                                        1.0,
                                                        9,
                                                        (int) (cells % 5))))))));
        List<Entity> entities = project.conceptual().entities();
        if (!entities.isEmpty()) {
            edits.add(oneOf(entities).flatMap(e -> Gens.longs(-1, 1_000_000)
                    .map(c -> new PopulationEdit.SetEntityCount(e.id(), c < 0 ? Optional.empty() : Optional.of(c)))));
        }
        List<Relationship> related = project.conceptual().relationships().stream()
                .filter(r -> !r.participants().isEmpty())
                .toList();
        if (!related.isEmpty()) {
            edits.add(oneOf(related)
                    .flatMap(r -> Gens.combine(
                            Gens.integers(0, r.participants().size() - 1),
                            Gens.integers(-1, 500),
                            (participant, average) -> new PopulationEdit.SetEndCardinality(
                                    r.id(),
                                    participant,
                                    average < 0
                                            ? Optional.empty()
                                            : Optional.of(new EndCardinality(average, average * 4L))))));
        }
        return edits;
    }
}
