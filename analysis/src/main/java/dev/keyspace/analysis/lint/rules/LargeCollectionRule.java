package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A non-frozen collection expected to exceed 64 KB or to hold many items. */
public final class LargeCollectionRule extends PerTableRule {

    public LargeCollectionRule() {
        super("large-collection", Severity.WARNING);
    }

    @Override
    List<Finding> judge(TableRef ref, Project project, AnalysisSettings settings) {
        return ref.table().columns().stream()
                .filter(c -> c.type().isCollection() && c.type().isMultiCell())
                .flatMap(c -> judgeCollection(ref, c, project, settings).stream())
                .toList();
    }

    /** The finding on one non-frozen collection of the table, if it is expected to be large. */
    private Optional<Finding> judgeCollection(TableRef ref, Column column, Project project, AnalysisSettings settings) {
        Thresholds limits = settings.thresholds();
        String name = column.name().internal();
        Optional<Integer> bytes = project.sizingOf(ref.table().id()).averageBytes(name);
        Optional<Long> items = Optional.ofNullable(
                settings.hintsFor(ref.table().id()).collectionItems().get(name));
        List<String> reasons = new ArrayList<>();
        bytes.filter(b -> b > limits.largeCollectionBytes())
                .ifPresent(b -> reasons.add(SizingFigures.bytes(b) + " on average"));
        items.filter(i -> i > limits.largeCollectionItems())
                .ifPresent(i -> reasons.add(SizingFigures.count(i) + " items"));
        if (reasons.isEmpty()) {
            return Optional.empty();
        }
        String qualified = ref.qualifiedName(column);
        return Optional.of(finding(
                ref.qualifiedName(),
                "collection " + qualified + " (" + column.type().asCql() + ") is expected to hold "
                        + String.join(" and ", reasons) + "; Cassandra reads a collection whole",
                "model the items of " + qualified + " as rows: a clustering column in " + ref.qualifiedName()
                        + " or a table of their own"));
    }
}
