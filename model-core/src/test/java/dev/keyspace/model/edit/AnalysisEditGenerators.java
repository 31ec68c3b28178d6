package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.GeneratedValues.oneOf;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.stream.Stream;

/** Generators of analysis-settings edits that apply to the given project. */
final class AnalysisEditGenerators {

    /** Rule ids as a suppression names them; the catalogue itself lives above the model, in analysis. */
    static final Set<String> RULE_IDS = Set.of("hot-partition", "allow-filtering", "orphan", "replication");

    private static final List<String> RULES = RULE_IDS.stream().sorted().toList();

    private AnalysisEditGenerators() {}

    static List<Gen<Edit>> applicable(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        edits.add(Gens.integers(1, 10)
                .map(fanOut -> new AnalysisEdit.SetThresholds(new Thresholds(
                        100_000L, 2_000_000_000L, 100 * Thresholds.MB, Thresholds.GB, fanOut, 65_536L, 1_000L, 100L))));
        List<TableRef> tables = project.allTables().stream()
                .filter(t -> !t.table().columns().isEmpty())
                .toList();
        if (!tables.isEmpty()) {
            edits.add(oneOf(tables).flatMap(ref -> hints(ref.table().columns())
                    .map(h -> new AnalysisEdit.SetTableHints(ref.table().id(), h))));
        }
        List<String> elements = elements(project);
        if (!elements.isEmpty()) {
            edits.add(Gens.combine(
                            oneOf(RULES),
                            oneOf(elements),
                            (rule, element) -> new Suppression(rule, element, "accepted in review"))
                    .filter(s -> project.analysis()
                            .suppression(s.ruleId(), s.element())
                            .isEmpty())
                    .map(s -> new AnalysisEdit.AddSuppression(s, RULE_IDS)));
        }
        if (!project.analysis().suppressions().isEmpty()) {
            edits.add(oneOf(project.analysis().suppressions())
                    .map(s -> new AnalysisEdit.RemoveSuppression(s.ruleId(), s.element())));
        }
        List<String> keyspaces =
                project.keyspaces().stream().map(k -> k.name().internal()).toList();
        if (!keyspaces.isEmpty()) {
            edits.add(oneOf(keyspaces).set(0, keyspaces.size()).map(AnalysisEdit.SetNonProductionKeyspaces::new));
        }
        workload(project).ifPresent(edits::add);
        return edits;
    }

    /** A workload of one or two mixes giving rates to some of the project's queries and writes. */
    private static Optional<Gen<Edit>> workload(Project project) {
        List<WriteKey> writes = new ArrayList<>();
        Stream.concat(
                        project.conceptual().entities().stream().map(e -> Map.entry(e.id(), e.attributes())),
                        project.conceptual().relationships().stream().map(r -> Map.entry(r.id(), r.attributes())))
                .forEach(owner -> {
                    writes.add(WriteKey.insert(owner.getKey()));
                    writes.add(WriteKey.delete(owner.getKey()));
                    owner.getValue().forEach(a -> writes.add(WriteKey.update(owner.getKey(), a.name())));
                });
        List<ElementId> queries = project.queries().stream().map(Query::id).toList();
        if (writes.isEmpty() && queries.isEmpty()) {
            return Optional.empty();
        }
        Gen<Demand> demand = Gens.combine(
                Gens.integers(0, 5_000),
                Gens.integers(0, 50),
                (rate, p99) -> new Demand(rate / 10.0, p99 == 0 ? OptionalDouble.empty() : OptionalDouble.of(p99)));
        Gen<Map<ElementId, Demand>> queryRates = queries.isEmpty()
                ? Gens.of(Map.of())
                : Gens.maps(oneOf(queries), demand, 0, Math.min(6, queries.size()));
        Gen<Map<WriteKey, Demand>> writeRates =
                writes.isEmpty() ? Gens.of(Map.of()) : Gens.maps(oneOf(writes), demand, 0, Math.min(6, writes.size()));
        Gen<Mix> mix = Gens.combine(Gens.of("browsing", "bidding", "peak hour"), queryRates, writeRates, Mix::new);
        return Optional.of(Gens.combine(
                        mix,
                        mix,
                        Gens.booleans(),
                        (a, b, two) -> two && !a.name().equals(b.name())
                                ? new Workload(List.of(a, b))
                                : new Workload(List.of(a)))
                .map(AnalysisEdit.SetWorkload::new));
    }

    private static Gen<TableHints> hints(List<Column> columns) {
        Gen<String> column =
                oneOf(columns.stream().map(c -> c.name().internal()).toList());
        Gen<Long> count = Gens.longs(0, 10_000);
        return Gens.combine(
                Gens.of(true, false),
                column,
                count,
                (deletes, c, n) -> n == 0
                        ? TableHints.NONE
                        : TableHints.NONE
                                .withFrequentDeletes(deletes)
                                .withDistinctValues(c, n)
                                .withCollectionItems(c, n));
    }

    private static List<String> elements(Project project) {
        return Stream.of(
                        project.keyspaces().stream().map(k -> k.name().asCql()),
                        project.allTables().stream().map(TableRef::qualifiedName),
                        project.allViews().stream().map(ViewRef::qualifiedName),
                        project.queries().stream().map(Query::label))
                .flatMap(s -> s)
                .toList();
    }
}
