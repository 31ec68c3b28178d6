package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.SelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;

/**
 * Each query's derived SELECT, validated against the table or view that serves it. The verdicts are computed once
 * per check for each ALLOW FILTERING setting, whichever rule asks first, and each query's is kept for the next check
 * while the query, its serving table and the conceptual model stay the same.
 */
final class QueryVerdicts {

    /** A query's SELECT and its verdict; {@code withFiltering} is the verdict with ALLOW FILTERING, found with it. */
    record Checked(Query query, String table, SelectQuery select, Verdict verdict, Verdict withFiltering) {}

    private static final String PLAIN = "query-verdict:plain";
    private static final String FILTERING = "query-verdict:filtering";

    private QueryVerdicts() {}

    /**
     * Each query's verdict with or without ALLOW FILTERING, in the order of the project's queries; empty where no
     * SELECT derives or nothing serves the query. Worked out once per check, whichever rule asks first.
     */
    static List<Optional<Checked>> byQuery(CheckContext context, boolean allowFiltering) {
        String kind = allowFiltering ? FILTERING : PLAIN;
        return context.shared(kind, c -> {
            List<Optional<Checked>> plain = allowFiltering ? byQuery(c, false) : List.of();
            return PerQuery.results(
                    kind, c, (PerQuery.Judge<Optional<Checked>>) (position, query, serving) -> serving.isEmpty()
                                    // a plan's SELECTs are its reads', not one derived from the whole pattern
                                    || query.plan().isPresent()
                            ? Optional.empty()
                            : allowFiltering ? filtering(plain.get(position)) : verdict(c, query, serving.get()));
        });
    }

    /** The plain verdict's SELECT with ALLOW FILTERING, and its verdict, found by the same validation. */
    private static Optional<Checked> filtering(Optional<Checked> plain) {
        return plain.map(p -> new Checked(
                p.query(), p.table(), p.select().allowFiltering(true), p.withFiltering(), p.withFiltering()));
    }

    private static SelectValidator validator(CheckContext context) {
        return context.shared(
                "select-validator", c -> new SelectValidator(c.project().target()));
    }

    private static Optional<Checked> verdict(CheckContext context, Query query, AccessPatternQueries.Serving serving) {
        SelectValidator validator = validator(context);
        return AccessPatternQueries.derive(context.patternColumns(query, serving.table()))
                .map(select -> {
                    // both verdicts from one validation: the filtering rules read the second
                    SelectValidator.Verdicts verdicts =
                            validator.validateBoth(serving.keyspace(), serving.table(), select);
                    return new Checked(
                            query,
                            Identifier.qualified(
                                    serving.keyspace().name(), serving.table().name()),
                            select,
                            verdicts.plain(),
                            verdicts.filtering());
                });
    }
}
