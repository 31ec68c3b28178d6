package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.AnalysisSettings;
import dev.keyspace.model.analysis.Thresholds;
import dev.keyspace.model.analysis.lint.Finding;
import dev.keyspace.model.analysis.lint.Rule;
import dev.keyspace.model.analysis.lint.Severity;
import dev.keyspace.model.analysis.sizing.PartitionSizer;
import dev.keyspace.model.analysis.sizing.TableSizing;
import java.util.ArrayList;
import java.util.List;

/** Nv over 100,000 values per partition (warning) or over 2 billion cells, Cassandra's hard limit (error). */
public final class PartitionTooManyValuesRule implements Rule {

    @Override
    public String id() {
        return "partition-too-many-values";
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.WARNING;
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        Thresholds limits = settings.thresholds();
        List<Finding> findings = new ArrayList<>();
        PartitionSizer sizer = new PartitionSizer();
        for (Project.TableRef ref : project.allTables()) {
            TableSizing sizing = sizer.size(ref, project.sizingOf(ref.table().id()));
            double values = PartitionLimits.largest(sizing).values().orElse(0);
            if (values <= limits.partitionValuesWarning()) {
                continue;
            }
            boolean error = values > limits.partitionValuesError();
            long limit = error ? limits.partitionValuesError() : limits.partitionValuesWarning();
            findings.add(new Finding(
                    id(),
                    error ? Severity.ERROR : Severity.WARNING,
                    ref.qualifiedName(),
                    ref.qualifiedName() + " holds " + SizeFormat.count(values) + " values per partition ("
                            + PartitionLimits.caseName(sizing) + "), over the limit of " + SizeFormat.count(limit),
                    PartitionLimits.fix(project, ref, settings)));
        }
        return findings;
    }
}
