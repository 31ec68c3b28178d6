package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.validation.Severity;
import java.util.Optional;

/** A query whose access pattern the serving table can answer only with ALLOW FILTERING. */
public final class AllowFilteringRule extends PerVerdictRule {

    public AllowFilteringRule() {
        super("allow-filtering", Severity.WARNING, false);
    }

    private static final String FILTERING = "ALLOW FILTERING";

    @Override
    Optional<Finding> judgeVerdict(QueryVerdicts.Checked checked) {
        String message = checked.verdict().message();
        boolean needsFiltering =
                !checked.verdict().accepted() && (message.endsWith(FILTERING) || message.contains("is not restricted"));
        if (!needsFiltering) {
            return Optional.empty();
        }
        return Optional.of(finding(
                checked.query().label(),
                checked.query().label() + " on " + checked.table() + " needs ALLOW FILTERING: Cassandra says \""
                        + message + "\"",
                "make the search attributes of " + checked.query().label() + " the partition key and a"
                        + " clustering prefix of " + checked.table()
                        + ", or serve it from a new table keyed by them"));
    }
}
