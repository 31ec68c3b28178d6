package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.Rule;
import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.sizing.BucketProposal;
import dev.keyspace.model.sizing.BucketingAdvisor;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.model.sizing.TableSizing;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/** Shared by the two partition-size rules: the largest estimate, and the advisor's best remedy as a fix. */
final class PartitionLimits {

    private PartitionLimits() {}

    /** One partition limit: what it measures, its two thresholds, and how a finding words an excess. */
    record Limit(
            Function<Estimate, OptionalDouble> measure,
            ToLongFunction<Thresholds> warning,
            ToLongFunction<Thresholds> error,
            Wording wording) {}

    /** How a finding words an excess: the table, the amount, the sizing case and the limit passed. */
    @FunctionalInterface
    interface Wording {
        String describe(String table, double amount, String caseName, long limit);
    }

    /** A finding for every table whose largest partition goes over the limit's warning threshold. */
    static List<Finding> over(Rule rule, Limit limit, CheckContext context) {
        return PerTable.findings(rule, context, ref -> overFor(rule, limit, context, ref));
    }

    private static List<Finding> overFor(Rule rule, Limit limit, CheckContext context, TableRef ref) {
        AnalysisSettings settings = context.settings();
        Thresholds thresholds = settings.thresholds();
        TableSizing sizing = CheckSizing.of(context, ref);
        double amount = limit.measure().apply(largest(sizing)).orElse(0);
        long warning = limit.warning().applyAsLong(thresholds);
        if (amount <= warning) {
            return List.of();
        }
        long errorAt = limit.error().applyAsLong(thresholds);
        boolean error = amount > errorAt;
        long exceeded = error ? errorAt : warning;
        return List.of(new Finding(
                rule.id(),
                error ? Severity.ERROR : Severity.WARNING,
                ref.qualifiedName(),
                limit.wording().describe(ref.qualifiedName(), amount, caseName(sizing), exceeded),
                fix(CheckSizing.project(context), ref, settings)));
    }

    /** The worst case when known, else the average. */
    static Estimate largest(TableSizing sizing) {
        return sizing.worstCase().values().isPresent() ? sizing.worstCase() : sizing.average();
    }

    static String caseName(TableSizing sizing) {
        return sizing.worstCase().values().isPresent() ? "worst case" : "average";
    }

    static String fix(ProjectSizing projectSizing, TableRef ref, AnalysisSettings settings) {
        List<BucketProposal> proposals = new BucketingAdvisor(settings.thresholds())
                .advise(
                        ref,
                        projectSizing.assumptionsOf(ref.table().id()),
                        settings.hintsFor(ref.table().id()));
        Optional<BucketProposal> fitting =
                proposals.stream().filter(BucketProposal::fitsLimits).findFirst();
        if (fitting.isPresent()) {
            BucketProposal best = fitting.get();
            Estimate after = largest(best.resulting().orElseThrow());
            return best.description() + ": " + CqlTerms.primaryKey(best.proposed()) + " gives "
                    + SizingFigures.count(after.values().orElse(0)) + " values and "
                    + SizingFigures.bytes(after.partitionBytes()) + " per partition";
        }
        return "move a clustering column into the partition key of " + ref.qualifiedName()
                + ", or add a time bucket (day, week, month) to it; supply the table hints"
                + " distinctValuesPerPartition or rowsPerDay to size the choices";
    }
}
