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

/** St over 100 MB per partition (warning) or over 1 GB (error). */
public final class PartitionTooLargeRule implements Rule {

    @Override
    public String id() {
        return "partition-too-large";
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
            double bytes = PartitionLimits.largest(sizing).partitionBytes().orElse(0);
            if (bytes <= limits.partitionBytesWarning()) {
                continue;
            }
            boolean error = bytes > limits.partitionBytesError();
            long limit = error ? limits.partitionBytesError() : limits.partitionBytesWarning();
            findings.add(new Finding(
                    id(),
                    error ? Severity.ERROR : Severity.WARNING,
                    ref.qualifiedName(),
                    ref.qualifiedName() + " partitions reach " + SizeFormat.bytes(bytes) + " ("
                            + PartitionLimits.caseName(sizing) + "), over the limit of " + SizeFormat.bytes(limit),
                    PartitionLimits.fix(project, ref, settings)));
        }
        return findings;
    }
}
