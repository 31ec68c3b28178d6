package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.analysis.restrictions.Access;
import dev.keyspace.model.analysis.restrictions.AccessKind;
import dev.keyspace.model.validation.Severity;
import java.util.Locale;
import java.util.Optional;

/** A query not served by one partition: no partition restriction, IN over many keys, or token ranges. */
public final class MultiPartitionQueryRule extends PerVerdictRule {

    public MultiPartitionQueryRule() {
        super("multi-partition-query", Severity.WARNING, true);
    }

    @Override
    Optional<Finding> judgeVerdict(QueryVerdicts.Checked checked) {
        if (checked.verdict().access().isEmpty()) {
            return Optional.empty();
        }
        Access access = checked.verdict().access().get();
        if (access.kind() == AccessKind.SINGLE_PARTITION) {
            return Optional.empty();
        }
        String kind = access.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return Optional.of(finding(
                checked.query().label(),
                checked.query().label() + " on " + checked.table() + " is not served by one partition (" + kind
                        + (access.usesIndex() ? " through a secondary index" : "") + ")",
                "restrict every partition-key column of " + checked.table() + " by equality in "
                        + checked.query().label() + ", or add a table whose partition key is "
                        + checked.query().label() + "'s equality attributes"));
    }
}
