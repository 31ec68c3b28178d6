package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.analysis.lint.CheckContext;
import dev.keyspace.model.analysis.lint.Finding;
import dev.keyspace.model.analysis.lint.IndexedRule;
import dev.keyspace.model.analysis.restrictions.Access;
import dev.keyspace.model.analysis.restrictions.AccessKind;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A query not served by one partition: no partition restriction, IN over many keys, or token ranges. */
public final class MultiPartitionQueryRule implements IndexedRule {

    @Override
    public String id() {
        return "multi-partition-query";
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.WARNING;
    }

    @Override
    public List<Finding> check(CheckContext context) {
        List<Finding> findings = new ArrayList<>();
        for (QueryVerdicts.Checked checked : QueryVerdicts.of(context, true)) {
            if (checked.verdict().access().isEmpty()) {
                continue;
            }
            Access access = checked.verdict().access().get();
            if (access.kind() == AccessKind.SINGLE_PARTITION) {
                continue;
            }
            String kind = access.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
            findings.add(finding(
                    checked.query().label(),
                    checked.query().label() + " on " + checked.table() + " is not served by one partition (" + kind
                            + (access.usesIndex() ? " through a secondary index" : "") + ")",
                    "restrict every partition-key column of " + checked.table() + " by equality in "
                            + checked.query().label() + ", or add a table whose partition key is "
                            + checked.query().label() + "'s equality attributes"));
        }
        return findings;
    }
}
