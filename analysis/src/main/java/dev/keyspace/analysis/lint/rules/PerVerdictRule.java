package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.validation.Severity;
import java.util.Optional;

/**
 * A rule that judges each query by its derived SELECT's verdict on the table or view serving it ({@link
 * QueryVerdicts}), with or without ALLOW FILTERING: a query that derives no SELECT, or that nothing serves, has no
 * finding.
 */
abstract class PerVerdictRule extends PerQueryRule {

    private final boolean allowFiltering;

    PerVerdictRule(String id, Severity defaultSeverity, boolean allowFiltering) {
        super(id, defaultSeverity);
        this.allowFiltering = allowFiltering;
    }

    @Override
    final Optional<Finding> judge(
            CheckContext context, int position, Query query, Optional<AccessPatternQueries.Serving> serving) {
        return QueryVerdicts.byQuery(context, allowFiltering).get(position).flatMap(this::judgeVerdict);
    }

    /** The finding on one query's verdict, if it has one. */
    abstract Optional<Finding> judgeVerdict(QueryVerdicts.Checked checked);
}
