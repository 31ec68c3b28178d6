package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.OptionalDouble;

/** Nv over 100,000 values per partition (warning) or over 2 billion cells, Cassandra's hard limit (error). */
public final class PartitionTooManyValuesRule implements IndexedRule {

    @Override
    public String id() {
        return "partition-too-many-values";
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
            return estimate.values();
        }

        @Override
        public long warning(Thresholds thresholds) {
            return thresholds.partitionValuesWarning();
        }

        @Override
        public long error(Thresholds thresholds) {
            return thresholds.partitionValuesError();
        }

        @Override
        public String describe(String table, double amount, String caseName, long limit) {
            return table + " holds " + SizeFormat.count(amount) + " values per partition (" + caseName
                    + "), over the limit of " + SizeFormat.count(limit);
        }
    };
}
