package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A query whose access pattern the serving table can answer only with ALLOW FILTERING. */
public final class AllowFilteringRule implements IndexedRule {

    private static final String FILTERING = "ALLOW FILTERING";

    @Override
    public String id() {
        return "allow-filtering";
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.WARNING;
    }

    @Override
    public List<Finding> check(CheckContext context) {
        List<Finding> findings = new ArrayList<>();
        PerQuery.<Optional<Finding>>results(
                        id(), context, (position, query, serving) -> QueryVerdicts.byQuery(context, false)
                                .get(position)
                                .flatMap(this::finding))
                .forEach(finding -> finding.ifPresent(findings::add));
        return findings;
    }

    private Optional<Finding> finding(QueryVerdicts.Checked checked) {
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
