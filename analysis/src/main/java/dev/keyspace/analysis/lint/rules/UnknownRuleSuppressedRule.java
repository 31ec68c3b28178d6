package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.Project;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * A suppression naming a rule this version does not have (renamed or retired since the file was saved, or mistyped
 * by hand): it hides nothing. The project file still loads; this says so at check time.
 */
public final class UnknownRuleSuppressedRule extends NamedRule {

    private final Supplier<Set<String>> catalogue;

    /** {@code catalogue} gives the ids of the rules a suppression may name. */
    public UnknownRuleSuppressedRule(Supplier<Set<String>> catalogue) {
        super("unknown-rule-suppressed", Severity.WARNING);
        this.catalogue = catalogue;
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        Set<String> rules = catalogue.get();
        return settings.suppressions().stream()
                .filter(s -> !rules.contains(s.ruleId()))
                .map(s -> unknown(s, rules))
                .toList();
    }

    private Finding unknown(Suppression suppression, Set<String> rules) {
        return finding(
                suppression.element(),
                "a suppression on " + suppression.element() + " names '" + suppression.ruleId()
                        + "', which is no rule of this version, so it hides nothing",
                "name one of " + String.join(", ", new TreeSet<>(rules)) + " or remove the suppression");
    }
}
