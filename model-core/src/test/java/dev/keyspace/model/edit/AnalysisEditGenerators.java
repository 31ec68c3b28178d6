package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.GeneratedValues.oneOf;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.ArrayList;
import java.util.List;
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
        return edits;
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
