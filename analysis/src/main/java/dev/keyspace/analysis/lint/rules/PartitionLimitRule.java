package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.model.validation.Severity;
import java.util.List;

/**
 * A partition measure over its thresholds: a warning over the first, an error over the second. The catalogue has two,
 * configured here: values per partition (Nv) and bytes per partition (St).
 */
public final class PartitionLimitRule extends NamedRule implements IndexedRule {

    private final PartitionLimits.Limit limit;

    private PartitionLimitRule(String id, PartitionLimits.Limit limit) {
        super(id, Severity.WARNING);
        this.limit = limit;
    }

    /** Nv over 100,000 values per partition (warning) or over 2 billion cells, Cassandra's hard limit (error). */
    public static PartitionLimitRule tooManyValues() {
        return new PartitionLimitRule(
                "partition-too-many-values",
                new PartitionLimits.Limit(
                        Estimate::values,
                        Thresholds::partitionValuesWarning,
                        Thresholds::partitionValuesError,
                        (table, amount, caseName, at) -> table + " holds " + SizingFigures.count(amount)
                                + " values per partition (" + caseName + "), over the limit of "
                                + SizingFigures.count(at)));
    }

    /** St over 100 MB per partition (warning) or over 1 GB (error). */
    public static PartitionLimitRule tooLarge() {
        return new PartitionLimitRule(
                "partition-too-large",
                new PartitionLimits.Limit(
                        Estimate::partitionBytes,
                        Thresholds::partitionBytesWarning,
                        Thresholds::partitionBytesError,
                        (table, amount, caseName, at) -> table + " partitions reach " + SizingFigures.bytes(amount)
                                + " (" + caseName + "), over the limit of " + SizingFigures.bytes(at)));
    }

    @Override
    public List<Finding> check(CheckContext context) {
        return PartitionLimits.over(this, limit, context);
    }
}
