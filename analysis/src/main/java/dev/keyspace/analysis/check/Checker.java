package dev.keyspace.analysis.check;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.CheckMemo;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.Rule;
import dev.keyspace.analysis.lint.rules.AllowFilteringRule;
import dev.keyspace.analysis.lint.rules.CassandraRejectsRule;
import dev.keyspace.analysis.lint.rules.ChangingKeyRule;
import dev.keyspace.analysis.lint.rules.DeleteHeavyRule;
import dev.keyspace.analysis.lint.rules.HotPartitionRule;
import dev.keyspace.analysis.lint.rules.IndexHighCardinalityRule;
import dev.keyspace.analysis.lint.rules.LargeCollectionRule;
import dev.keyspace.analysis.lint.rules.MaterializedViewRule;
import dev.keyspace.analysis.lint.rules.MultiPartitionQueryRule;
import dev.keyspace.analysis.lint.rules.NonUniqueKeyRule;
import dev.keyspace.analysis.lint.rules.OrphanRule;
import dev.keyspace.analysis.lint.rules.OverDenormalizationRule;
import dev.keyspace.analysis.lint.rules.PartitionLimitRule;
import dev.keyspace.analysis.lint.rules.QueryNotServedRule;
import dev.keyspace.analysis.lint.rules.QueueRule;
import dev.keyspace.analysis.lint.rules.ReplicationRule;
import dev.keyspace.analysis.lint.rules.UnboundedPartitionRule;
import dev.keyspace.analysis.lint.rules.UnknownDatacenterRule;
import dev.keyspace.analysis.lint.rules.UnknownRuleSuppressedRule;
import dev.keyspace.model.Project;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Runs every rule of the catalogue over a project and sets aside the findings the settings suppress. */
public final class Checker {

    public static final List<Rule> RULES = List.of(
            PartitionLimitRule.tooManyValues(),
            PartitionLimitRule.tooLarge(),
            new UnboundedPartitionRule(),
            new HotPartitionRule(),
            new AllowFilteringRule(),
            new MultiPartitionQueryRule(),
            new IndexHighCardinalityRule(),
            new QueueRule(),
            new DeleteHeavyRule(),
            new LargeCollectionRule(),
            new MaterializedViewRule(),
            new NonUniqueKeyRule(),
            new OverDenormalizationRule(),
            new ChangingKeyRule(),
            new OrphanRule(),
            new QueryNotServedRule(),
            new ReplicationRule(),
            new UnknownDatacenterRule(),
            new CassandraRejectsRule(),
            new UnknownRuleSuppressedRule(Checker::ruleIds));

    private final List<Rule> rules;

    /** The ids of every rule in the catalogue: what a suppression may name. */
    public static Set<String> ruleIds() {
        return RULES.stream().map(Rule::id).collect(Collectors.toUnmodifiableSet());
    }

    public Checker() {
        this(RULES);
    }

    public Checker(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    /** Checks the project with its own analysis settings. */
    public static CheckResult check(Project project) {
        return check(project, project.analysis());
    }

    public static CheckResult check(Project project, AnalysisSettings settings) {
        return new Checker().run(project, settings);
    }

    public CheckResult run(Project project, AnalysisSettings settings) {
        return run(project, settings, CheckMemo.none());
    }

    /**
     * Checks with what earlier checks of the same document left in {@code memo}: only the elements an edit replaced
     * are worked out again. The result is the one a fresh check gives.
     */
    public CheckResult run(Project project, AnalysisSettings settings, CheckMemo memo) {
        List<Finding> active = new ArrayList<>();
        List<CheckResult.Suppressed> suppressed = new ArrayList<>();
        CheckContext context = CheckContext.of(project, settings, memo);
        for (Rule rule : rules) {
            for (Finding finding : rule.check(context)) {
                Optional<Suppression> match = settings.suppressions().stream()
                        .filter(s -> s.matches(finding.ruleId(), finding.element()))
                        .findFirst();
                match.ifPresentOrElse(
                        s -> suppressed.add(new CheckResult.Suppressed(finding, s)), () -> active.add(finding));
            }
        }
        memo.sweep();
        return new CheckResult(active, suppressed);
    }
}
