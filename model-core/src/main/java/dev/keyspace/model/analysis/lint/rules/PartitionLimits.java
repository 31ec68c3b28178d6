package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.AnalysisSettings;
import dev.keyspace.model.analysis.sizing.BucketProposal;
import dev.keyspace.model.analysis.sizing.BucketingAdvisor;
import dev.keyspace.model.analysis.sizing.Estimate;
import dev.keyspace.model.analysis.sizing.TableSizing;
import java.util.List;
import java.util.Optional;

/** Shared by the two partition-size rules: the largest estimate, and the advisor's best remedy as a fix. */
final class PartitionLimits {

    private PartitionLimits() {}

    /** The worst case when known, else the average. */
    static Estimate largest(TableSizing sizing) {
        return sizing.worstCase().values().isPresent() ? sizing.worstCase() : sizing.average();
    }

    static String caseName(TableSizing sizing) {
        return sizing.worstCase().values().isPresent() ? "worst case" : "average";
    }

    static String fix(Project project, Project.TableRef ref, AnalysisSettings settings) {
        List<BucketProposal> proposals = new BucketingAdvisor(settings.thresholds())
                .advise(
                        ref,
                        project.sizingOf(ref.table().id()),
                        settings.hintsFor(ref.table().id()));
        Optional<BucketProposal> fitting =
                proposals.stream().filter(BucketProposal::fitsLimits).findFirst();
        if (fitting.isPresent()) {
            BucketProposal best = fitting.get();
            Estimate after = largest(best.resulting().orElseThrow());
            return best.description() + ": " + best.primaryKey() + " gives "
                    + SizeFormat.count(after.values().orElse(0)) + " values and "
                    + after.partitionBytes().stream()
                            .mapToObj(SizeFormat::bytes)
                            .findFirst()
                            .orElse("unknown bytes")
                    + " per partition";
        }
        return "move a clustering column into the partition key of " + ref.qualifiedName()
                + ", or add a time bucket (day, week, month) to it; supply the table hints"
                + " distinctValuesPerPartition or rowsPerDay to size the choices";
    }
}
