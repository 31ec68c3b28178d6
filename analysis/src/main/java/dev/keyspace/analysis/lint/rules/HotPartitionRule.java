package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A partition key of very low cardinality: every key column boolean, a single status-like key column, or
 * fewer expected partitions than the threshold. All traffic then lands on a few replicas.
 */
public final class HotPartitionRule extends PerTableRule {

    public HotPartitionRule() {
        super("hot-partition", Severity.WARNING);
    }

    private static final Set<String> STATUS_WORDS = Set.of("status", "state", "type", "kind", "category", "flag");

    @Override
    List<Finding> judge(TableRef ref, Project project, AnalysisSettings settings) {
        long minimum = settings.thresholds().lowCardinalityPartitions();
        List<Column> key = ref.table().partitionKey();
        Optional<String> reason = Optional.empty();
        if (!key.isEmpty() && key.stream().allMatch(HotPartitionRule::isBoolean)) {
            reason = Optional.of("its partition key is boolean (at most 2 partitions)");
        } else if (key.size() == 1 && isStatusLike(key.get(0))) {
            reason = Optional.of("its partition key " + key.get(0).name().asCql()
                    + " looks like a status or category with few distinct values");
        } else {
            Optional<Long> partitions = project.sizingOf(ref.table().id()).partitions();
            if (partitions.isPresent() && partitions.get() < minimum) {
                reason = Optional.of(
                        "only " + partitions.get() + " partitions are expected (fewer than " + minimum + ")");
            }
        }
        return reason.map(r -> List.of(finding(
                        ref.qualifiedName(),
                        ref.qualifiedName() + " concentrates its data on a few hot partitions: " + r,
                        "add a high-cardinality column (an id) or a bucket to the partition key of "
                                + ref.qualifiedName())))
                .orElse(List.of());
    }

    private static boolean isBoolean(Column column) {
        return column.type() instanceof CqlType.Native n && n.type() == NativeType.BOOLEAN;
    }

    private static boolean isStatusLike(Column column) {
        String name = column.name().internal().toLowerCase(Locale.ROOT);
        return STATUS_WORDS.stream().anyMatch(w -> name.equals(w) || name.endsWith("_" + w));
    }
}
