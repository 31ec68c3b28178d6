package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.OptionalDouble;

/** St over 100 MB per partition (warning) or over 1 GB (error). */
public final class PartitionTooLargeRule implements IndexedRule {

    @Override
    public String id() {
        return "partition-too-large";
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.WARNING;
    }

    @Override
    public List<Finding> check(CheckContext context) {
        return PartitionLimits.over(this, LIMIT, context);
    }

    private static final PartitionLimits.Limit LIMIT = new PartitionLimits.Limit() {
        @Override
        public OptionalDouble measure(Estimate estimate) {
            return estimate.partitionBytes();
        }

        @Override
        public long warning(Thresholds thresholds) {
            return thresholds.partitionBytesWarning();
        }

        @Override
        public long error(Thresholds thresholds) {
            return thresholds.partitionBytesError();
        }

        @Override
        public String describe(String table, double amount, String caseName, long limit) {
            return table + " partitions reach " + SizeFormat.bytes(amount) + " (" + caseName + "), over the limit of "
                    + SizeFormat.bytes(limit);
        }
    };
}
