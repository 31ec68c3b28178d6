package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A rule that judges each query on its own, given the table or view serving it: at most one finding per query, kept
 * between checks while the query and what it reads stay the same ({@link PerQuery}).
 */
abstract class PerQueryRule extends NamedRule implements IndexedRule {

    PerQueryRule(String id, Severity defaultSeverity) {
        super(id, defaultSeverity);
    }

    @Override
    public final List<Finding> check(CheckContext context) {
        List<Finding> findings = new ArrayList<>();
        PerQuery.<Optional<Finding>>results(
                        id(), context, (position, query, serving) -> judge(context, position, query, serving))
                .forEach(finding -> finding.ifPresent(findings::add));
        return findings;
    }

    /** The finding on one query, the {@code position}-th of the project's, if it has one. */
    abstract Optional<Finding> judge(
            CheckContext context, int position, Query query, Optional<AccessPatternQueries.Serving> serving);
}
