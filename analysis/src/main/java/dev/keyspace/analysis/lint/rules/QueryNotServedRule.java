package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingGap;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A query whose linked table (or view) no longer serves its access pattern, typically after the query or
 * the table was edited. A link to nothing at all is the orphan rule's.
 */
public final class QueryNotServedRule extends PerQueryRule {

    public QueryNotServedRule() {
        super("query-not-served", Severity.WARNING);
    }

    private final ServingCheck servingCheck = new ServingCheck();

    @Override
    Optional<Finding> judge(
            CheckContext context, int position, Query query, Optional<AccessPatternQueries.Serving> serving) {
        Optional<ServingReport> checked =
                query.plan().isPresent() && query.servedBy().isPresent()
                        ? context.plan(query).map(ServingCheck::report)
                        : servingCheck.check(query, serving, context.columnMatcher(), context.patternColumns(query));
        if (checked.isEmpty()) {
            return Optional.empty();
        }
        ServingReport report = checked.get();
        List<ServingGap> gaps = report.gaps().stream()
                .filter(g -> g.kind() != ServingGap.Kind.NO_SUCH_TABLE)
                .toList();
        if (gaps.isEmpty()) {
            return Optional.empty();
        }
        if (query.plan().isPresent()) {
            return Optional.of(finding(
                    report.queryLabel(),
                    report.queryLabel() + " is read from " + report.table() + ", which does not answer it: "
                            + gaps.stream().map(ServingGap::message).collect(Collectors.joining("; ")),
                    "change " + report.queryLabel() + "'s plan (the tables it reads after its first), or the tables"
                            + " it reads, so that each read has its partition key and the reads hold what "
                            + report.queryLabel() + " returns"));
        }
        return Optional.of(finding(
                report.queryLabel(),
                report.queryLabel() + " is linked to " + report.table() + ", which no longer serves it: "
                        + gaps.stream().map(ServingGap::message).collect(Collectors.joining("; ")),
                "generate the table again from " + report.queryLabel() + "'s access pattern (Generate table… in"
                        + " the designer, or ksd generate --query " + report.queryLabel() + "), or change "
                        + report.table() + " so that it serves the query"));
    }
}
